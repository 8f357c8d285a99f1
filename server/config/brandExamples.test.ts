import { brandExamples, isDramaNumber, isExampleEmail } from './brandExamples.ts';
import { brand, postalAddress } from '../../shared/brand/brand.ts';

const current = { ...brand, address: postalAddress() };
const real = {
  ...current,
  email: 'help@drivefair.co.uk',
  telephone: { ...brand.telephone, written: '0121 555 0199' },
  lawFirm: { name: 'Smith & Jones Solicitors LLP', sraNumber: '612345' },
};

describe('brandExamples (issue 29: the launch check names every example brand detail)', () => {
  it('names each of today’s stand-ins: the firm’s identity and the law firm’s', () => {
    const found = brandExamples().join('\n');
    for (const words of [
      'company name (Drivefair Claims Limited)',
      'company number (15482736)',
      'FCA firm reference number (987654)',
      'registered office',
      'email address (help@drivefair.example) is on a domain kept for examples',
      'telephone number (0121 496 0123) is in Ofcom’s range for drama',
      `partner law firm's name (${brand.lawFirm.name})`,
      `partner law firm's SRA number (${brand.lawFirm.sraNumber})`,
    ]) {
      expect(found).toContain(words);
    }
  });

  it('is empty once every detail is real and the stand-in list is emptied', () => {
    expect(brandExamples(real, [])).toEqual([]);
  });

  it('still finds a drama number, an example email or an example law firm left behind, whatever the list says', () => {
    expect(brandExamples({ ...real, telephone: { ...real.telephone, written: '020 7946 0000' } }, [])).toEqual([
      'the telephone number (020 7946 0000) is in Ofcom’s range for drama, never a real line: replace it in shared/brand/brand.ts',
    ]);
    expect(brandExamples({ ...real, email: 'hello@example.com' }, [])).toHaveLength(1);
    expect(brandExamples({ ...real, lawFirm: { ...real.lawFirm, name: 'Example Law LLP' } }, [])).toHaveLength(1);
  });

  it('knows Ofcom’s drama ranges and the example domains', () => {
    for (const number of ['0121 496 0123', '+44 121 496 0999', '01632 960 123', '07700 900456', '0191 498 0001'])
      expect(isDramaNumber(number), number).toBe(true);
    for (const number of ['0121 496 1123', '0800 023 4567', '07700 901456']) expect(isDramaNumber(number), number).toBe(false);
    expect(isExampleEmail('a@drivefair.example')).toBe(true);
    expect(isExampleEmail('a@example.org')).toBe(true);
    expect(isExampleEmail('a@drivefair.co.uk')).toBe(false);
  });
});
