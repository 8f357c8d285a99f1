import { allFacts, type RegisteredFact } from './factRegistry.ts';
import {
  lenderNameProblems,
  ageInDays,
  figuresReport,
  formatReport,
  MAX_AGE_DAYS,
  pagesShowing,
  pageText,
  STATUS_FACT_IDS,
  STATUS_MAX_AGE_DAYS,
} from './figuresReport.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

function fact(fields: Partial<RegisteredFact>): RegisteredFact {
  return {
    id: 'figures.example',
    group: 'figures',
    value: 829,
    display: '£829 per agreement',
    short: '£829',
    kind: 'regulator',
    source: { title: 'PS26/3', publisher: 'Financial Conduct Authority', date: '2026-03-30' },
    checked: '2026-11-23',
    label: 'An example figure',
    ...fields,
  };
}

describe('ageInDays', () => {
  it('counts whole days in UTC', () => {
    expect(ageInDays('2026-11-23', day('2026-11-23'))).toBe(0);
    expect(ageInDays('2026-11-23', day('2027-02-21'))).toBe(90);
    expect(ageInDays('2026-11-23', day('2027-03-01'))).toBe(98);
  });
});

describe('figuresReport', () => {
  it('finds a freshly checked regulator figure fine', () => {
    const report = figuresReport([fact({})], { today: day('2026-11-23') });
    expect(report.problems).toEqual([]);
    expect(report.rows[0]).toMatchObject({ id: 'figures.example', kind: 'regulator', checked: '2026-11-23', ageDays: 0 });
    expect(report.rows[0]!.source).toBe('Financial Conduct Authority, PS26/3, 30 March 2026');
  });

  it(`calls a figure stale after ${MAX_AGE_DAYS} days, not on the day itself`, () => {
    expect(figuresReport([fact({})], { today: day('2027-02-21') }).problems).toEqual([]);
    const stale = figuresReport([fact({})], { today: day('2027-03-01') });
    expect(stale.problems).toEqual([expect.stringMatching(/^figures\.example: last checked 98 days ago/)]);
  });

  it(`calls a status entry stale after ${STATUS_MAX_AGE_DAYS} days, not on the day itself, while other entries keep ${MAX_AGE_DAYS}`, () => {
    const hearing = fact({ id: 'dates.hearing', group: 'dates', kind: 'court' });
    expect(figuresReport([hearing], { today: day('2026-12-23') }).problems).toEqual([]);
    expect(figuresReport([hearing], { today: day('2026-12-24') }).problems).toEqual([
      expect.stringMatching(/^dates\.hearing: last checked 31 days ago \(more than 30\)/),
    ]);
    expect(figuresReport([fact({})], { today: day('2026-12-24') }).problems).toEqual([]);
  });

  it('names only status entries the registry has, and covers the hearing, judgment and suspension', () => {
    const ids = new Set(allFacts().map((entry) => entry.id));
    for (const id of STATUS_FACT_IDS) expect(ids.has(id), id).toBe(true);
    for (const id of ['dates.hearing', 'dates.judgment', 'dates.suspension', 'dates.paymentsIfUpheld', 'dates.delayIfOverturned']) {
      expect(STATUS_FACT_IDS.has(id), id).toBe(true);
    }
  });

  it('requires an evidence reference for the firm’s own figures, and only for those', () => {
    const today = day('2026-11-23');
    expect(figuresReport([fact({ kind: 'operator', evidence: undefined })], { today }).problems).toEqual([
      expect.stringMatching(/^figures\.example: the firm's own figure has no evidence reference/),
    ]);
    expect(figuresReport([fact({ kind: 'operator', evidence: '  ' })], { today }).problems).toHaveLength(1);
    expect(figuresReport([fact({ kind: 'operator', evidence: 'Board minutes 2026-10, file FIN-12' })], { today }).problems).toEqual([]);
    expect(figuresReport([fact({ kind: 'press', evidence: undefined })], { today }).problems).toEqual([]);
  });

  it('flags the registry as it stands today: all fresh, the firm’s own figures without evidence', () => {
    const report = figuresReport(allFacts(), { today: day('2026-11-23') });
    expect(report.problems.length).toBeGreaterThan(0);
    expect(report.problems.every((problem) => problem.includes('no evidence reference'))).toBe(true);
    expect(report.problems.some((problem) => problem.startsWith('figures.recoveredTotal'))).toBe(true);
    const later = figuresReport(allFacts(), { today: day('2027-03-01') });
    expect(later.problems.filter((problem) => problem.includes('days ago'))).toHaveLength(allFacts().length);
  });

  it('adds problems from elsewhere (the reviews) and the pages that show each figure', () => {
    const report = figuresReport([fact({})], {
      today: day('2026-11-23'),
      pagesByFact: new Map([['figures.example', ['/', '/faqs']]]),
      otherProblems: ['review-1: placeholder'],
    });
    expect(report.rows[0]!.pages).toEqual(['/', '/faqs']);
    expect(report.problems).toEqual(['review-1: placeholder']);
  });
});

describe('pagesShowing', () => {
  it('finds a fact by its display, its bare figure or a quotation’s words, in the page’s visible text', () => {
    const quote = fact({
      id: 'quotes.q',
      group: 'quotes',
      value: 'Anyone who has already complained does not need to do anything.',
      display: 'FCA, 3 August 2025',
      short: undefined,
    });
    const pages = [
      { path: '/', text: pageText('<p>An average of <span class="num">£829</span>.</p>') },
      { path: '/faqs', text: pageText('<blockquote>Anyone who has already complained does not need to do&nbsp;anything.</blockquote>') },
      { path: '/about-us', text: pageText('<script>"£829"</script><p>Nothing here.</p>') },
    ];
    const adults = fact({ id: 'figures.adults', value: 2, display: '2 adults per household', short: '2' });
    const shown = pagesShowing([fact({}), quote, adults], [...pages, { path: '/blogs', text: '2 posts' }]);
    expect(shown.get('figures.example')).toEqual(['/']);
    expect(shown.get('quotes.q')).toEqual(['/faqs']);
    expect(shown.get('figures.adults')).toEqual([]);
  });
});

describe('formatReport', () => {
  it('prints a row per figure with its pages, or how to list them, and the problems', () => {
    const text = formatReport(figuresReport([fact({ kind: 'operator' })], { today: day('2026-11-23') }));
    expect(text).toMatch(/^figure +pages that show it +kind +source +checked +age \(days\)/);
    expect(text).toContain('run with --site http://localhost:3000 to list pages');
    expect(text).toContain('1 problem(s)');
    const fine = formatReport(figuresReport([fact({})], { today: day('2026-11-23'), pagesByFact: new Map() }));
    expect(fine).toContain('(none)');
    expect(fine).toContain('No problems');
  });
});

describe('lenderNameProblems (issue 23: the finder’s names age like figures)', () => {
  const names = [
    { lender: 'audi', name: 'Audi Finance', checked: '2026-11-25' },
    { lender: 'bmw', name: 'MINI Financial Services', checked: '2026-08-01' },
    { lender: 'psa', name: 'PSA Finance', checked: 'soon' },
  ];

  it('names each one checked more than 90 days ago, or with no real date, and nothing else', () => {
    const problems = lenderNameProblems(names, new Date('2026-11-25T12:00:00Z'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^lender name "MINI Financial Services" \(bmw\): last checked 116 days ago/);
    expect(problems[1]).toMatch(/^lender name "PSA Finance" \(psa\): checked date "soon" is not a day/);
  });

  it('passes the finder’s real names today', async () => {
    const { lenderAliases } = await import('../lenders/lenderAliases.ts');
    expect(lenderNameProblems(lenderAliases, new Date('2026-11-25T12:00:00Z'))).toEqual([]);
  });
});
