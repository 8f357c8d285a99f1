import { stillExamples } from './launchWarnings.ts';

const REAL = { siteUrl: 'https://www.drivefair.co.uk', claimAppUrl: 'https://claim.drivefair.co.uk' };
const fact = (id: string, kind: 'operator' | 'regulator', evidence?: string) => ({ id, kind, evidence, value: 1, display: '1', checked: '2026-11-01' });

describe('stillExamples (the production start warning)', () => {
  it('is empty when the review policy is reviewed, every operator figure has evidence and both addresses are real', () => {
    expect(stillExamples(REAL, [fact('figures.a', 'operator', 'EV-1'), fact('figures.b', 'regulator')], [], [])).toEqual([]);
  });

  it('names what the reviews still need, operator figures without evidence and default addresses', () => {
    const found = stillExamples(
      { siteUrl: 'http://localhost:3000', claimAppUrl: 'https://claim.drivefair.example' },
      [fact('figures.a', 'operator'), fact('figures.b', 'regulator'), fact('claims.c', 'operator', 'EV-2')],
      ['review policy: not yet reviewed by the operator'],
      ['the FCA firm reference number (987654) is a stand-in the site shipped with: replace it in shared/brand/brand.ts'],
    );
    expect(found).toEqual([
      'review policy: not yet reviewed by the operator',
      "1 of the firm's own figures without evidence (figures.a): file the evidence for each and record its reference in `evidence` (shared/figures/figures.ts)",
      '1 brand details still examples: the FCA firm reference number (987654) is a stand-in the site shipped with: replace it in shared/brand/brand.ts',
      'SITE_URL is an example (http://localhost:3000)',
      'CLAIM_APP_URL is an example (https://claim.drivefair.example)',
    ]);
  });

  it('finds today’s registry, reviews and brand still hold examples, and names each brand detail (issue 29)', () => {
    const found = stillExamples(REAL);
    const brandLine = found.find((line) => line.includes('brand details still examples'))!;
    for (const detail of [
      'telephone number (0121 496 0123)',
      'email address (help@drivefair.example)',
      '987654',
      '15482736',
      'partner law firm’s name'.replace('’', "'"),
    ]) {
      expect(brandLine, detail).toContain(detail);
    }
    expect(found.some((line) => /figures\.recoveredTotal/.test(line))).toBe(true);
  });
});
