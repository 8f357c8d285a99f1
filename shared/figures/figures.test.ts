import { moneyAndPercentagesIn, registeredFigureTexts } from './figureAudit.ts';
import { formatIsoDate } from '../dates/dates.ts';
import { scopeFactLabels } from './schemeScope.ts';
import { allFacts } from './factRegistry.ts';
import {
  averageRedressText,
  claims,
  claimWindowText,
  windowsSentence,
  dates,
  checkedSpanText,
  factsCheckedFrom,
  factsCheckedOn,
  figures,
  freeRoutesText,
  kindText,
  lenderResponseText,
  householdText,
  quotes,
  schemeRangeText,
  shortFigure,
  type Fact,
} from './figures.ts';
import { sourceOf, sourceText } from './factSources.ts';
import { confinedToOurFigures, FACT_KINDS, lacksEvidence } from './factTypes.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (iso: string) => ISO_DAY.test(iso) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);

describe('the figures registry', () => {
  const entries = allFacts();

  it('lists every entry of every group once, with a unique id', () => {
    const count = [figures, dates, claims, quotes].reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(entries.filter((fact) => fact.group !== 'scope')).toHaveLength(count);
    expect(new Set(entries.map((fact) => fact.id)).size).toBe(entries.length);
    expect(entries.map((fact) => fact.id)).toContain('figures.averageRedressFinal');
  });

  it.each(allFacts().map((fact) => [fact.id, fact] as const))('%s has a kind, a full source, a checked day and words', (_id, fact) => {
    expect(FACT_KINDS).toContain(fact.kind);
    expect(fact.source.title.trim()).not.toBe('');
    expect(fact.source.publisher.trim()).not.toBe('');
    expect(fact.source.date).toMatch(/^(\d{4}-\d{2}(-\d{2})?|undated)$/);
    if (fact.source.url !== undefined) expect(fact.source.url).toMatch(/^https:\/\//);
    expect(isRealDay(fact.checked)).toBe(true);
    expect(fact.display.trim()).not.toBe('');
    expect(fact.label.trim()).not.toBe('');
  });

  it('has a label for every entry and an entry for every label, written by a person (issue 19: no "Dca complaint cutoff")', () => {
    // The registry's labels are required by the schema (shared/content/schema.ts); the scope facts' are kept by hand.
    expect(Object.keys(scopeFactLabels).sort()).toEqual(
      entries
        .filter((fact) => fact.group === 'scope')
        .map((fact) => fact.id)
        .sort(),
    );
    for (const fact of entries) {
      const key = fact.id.split('.')[1]!;
      const fromKey = key
        .replace(/([A-Z])/g, ' $1')
        .toLowerCase()
        .trim();
      expect(fact.label.toLowerCase(), fact.id).not.toBe(fromKey);
    }
  });

  it('declares an evidence field on every operator figure (npm run figures reports those still missing)', () => {
    const operatorFacts = entries.filter((fact) => fact.kind === 'operator');
    expect(operatorFacts.map((fact) => fact.id)).toEqual(
      expect.arrayContaining(['figures.recoveredTotal', 'figures.dealsWithCommission', 'figures.averagePastPayout', 'figures.averagePerHousehold']),
    );
    for (const fact of operatorFacts) expect(Object.keys(fact), fact.id).toContain('evidence');
    // A placeholder that only looks like evidence is worse than none.
    for (const fact of operatorFacts) expect(fact.evidence ?? '', fact.id).not.toMatch(/EVIDENCE-REQUIRED|TODO|TBC/i);
  });

  it('only operator figures are credited to the firm', () => {
    for (const fact of entries.filter((entry) => entry.group !== 'scope')) {
      expect(fact.source.publisher === sourceOf(figures.recoveredTotal).publisher, fact.id).toBe(fact.kind === 'operator');
    }
  });

  it('never turns the FCA’s “less than £950” into “up to”', () => {
    for (const fact of entries) expect(fact.display, fact.id).not.toMatch(/up to £950/i);
    expect(figures.regulatorEstimateAugust2025.display).toBe('less than £950');
  });

  it('never credits the 95% figure to the FCA', () => {
    const { dealsWithCommission } = figures;
    expect(dealsWithCommission.kind).toBe('operator');
    expect(`${dealsWithCommission.display} ${sourceText(dealsWithCommission)}`).not.toMatch(/FCA|Financial Conduct Authority|2019/);
  });

  it('words every estimate with whose it is, when, and of what (issue 29: “44% of agreements” says 44% of what)', () => {
    expect(figures.misSoldShare.display).toMatch(
      /44% of all car finance agreements made since 2007 would be considered unfair \(the FCA’s October 2025 consultation estimate\)/,
    );
    for (const fact of entries.filter((entry) => entry.kind === 'operator' && entry.display.match(/[£%]/))) {
      expect(fact.display, fact.id).toMatch(/Drivefair’s own figure|our illustration/);
    }
  });

  it('drops the press’s “up to 40%” and gives the household working one name, “our illustration” (issue 29)', () => {
    for (const fact of entries) {
      expect(`${fact.display} ${fact.label}`, fact.id).not.toMatch(/40%|own estimate/i);
      expect(fact.label, fact.id).not.toMatch(/spec section|product specification/i);
      expect(fact.source.title, fact.id).not.toMatch(/spec section|product specification/i);
    }
    expect(figures.averagePerHousehold.display).toContain('our illustration');
    expect(householdText()).toMatch(/^Our illustration, not a prediction: £2,845 per household/);
    expect(householdText()).toContain(`final estimate of the average is ${figures.averageRedressFinal.short} per agreement`);
  });

  // Issue 45 items 9 and 16: with this, the page test (client/pages/figures.server.test.ts) holds every one of them to /our-figures.
  it('keeps every figure of the firm’s own with no evidence filed to /our-figures, none forgotten (issue 45)', () => {
    const loose = (list: readonly Pick<(typeof entries)[number], 'id' | 'kind' | 'evidence' | 'untilEvidenced'>[]) =>
      list.filter((fact) => lacksEvidence(fact) && !confinedToOurFigures(fact)).map((fact) => fact.id);
    expect(loose(entries)).toEqual([]);
    // would catch the sign-up's "60 seconds" as it was: the firm's own, no evidence, shown on 38 pages
    expect(loose([{ ...figures.eligibilityCheckSeconds, id: 'figures.eligibilityCheckSeconds', untilEvidenced: undefined }])).toEqual([
      'figures.eligibilityCheckSeconds',
    ]);
  });

  it('keeps the firm’s own unevidenced headline figures to /our-figures (issue 29)', () => {
    const confined = entries.filter(confinedToOurFigures).map((fact) => fact.id);
    expect(confined.sort()).toEqual(
      [
        'claims.aiProcessing',
        'claims.creditReferenceSearch',
        'figures.adultsPerHousehold',
        'figures.agreementsPerPerson',
        'figures.averagePastPayout',
        'figures.averagePerHousehold',
        'figures.dealsWithCommission',
        'figures.eligibilityCheckSeconds',
        'figures.recoveredTotal',
      ].sort(),
    );
    // Once its evidence is filed, a figure may be shown anywhere again.
    expect(confinedToOurFigures({ ...figures.recoveredTotal, evidence: 'Compliance file FIN-12' })).toBe(false);
  });

  it('calls the FCA’s “less than £950” what it was, in the source’s own words: “most individuals” (issue 29), with no gloss of ours (compliance reading B, U7)', () => {
    const label = entries.find((fact) => fact.id === 'figures.regulatorEstimateAugust2025')!.label;
    expect(label).toContain('“most individuals will probably receive less than £950”');
    expect(label).not.toMatch(/not per agreement/);
  });

  it('keeps each figure’s words consistent with its value', () => {
    const scales: Record<string, number> = { bn: 1e9, M: 1e6, ' million': 1e6 };
    for (const [key, figure] of Object.entries(figures) as [string, Fact<number>][]) {
      const words = shortFigure(figure);
      const match = /(\d[\d,]*(?:\.\d+)?)(bn|M| million)?/.exec(words);
      expect(match, key).not.toBeNull();
      const shown = Number(match![1]!.replace(/,/g, '')) * (scales[match![2] ?? ''] ?? 1);
      expect(Math.round(shown * 100) / 100, key).toBe(figure.value);
      if (figure.short) expect(figure.display, key).toContain(figure.short.replace(/^up to /, ''));
    }
  });

  it('derives the household estimate from its stated assumptions', () => {
    const estimate =
      (figures.misSoldShare.value / 100) * figures.averageRedressPerAgreement.value * figures.adultsPerHousehold.value * figures.agreementsPerPerson.value;
    expect(Math.floor(estimate)).toBe(figures.averagePerHousehold.value);
  });

  it('works each day’s words out of its value', () => {
    for (const [key, date] of Object.entries(dates) as [string, Fact<string>][]) {
      if (ISO_DAY.test(date.value) && !date.short && key !== 'suspension') expect(date.display, key).toBe(formatIsoDate(date.value));
    }
    expect(dates.claimWindowStart.value).toBe(dates.scheme1Start.value);
    expect(dates.claimWindowEnd.value).toBe(dates.dcaBan.value);
  });

  it('gives the scheme boundaries the pre-check cites', () => {
    expect([dates.scheme1Start.value, dates.scheme1End.value, dates.scheme2Start.value, dates.scheme2End.value]).toEqual([
      '2007-04-06',
      '2014-03-31',
      '2014-04-01',
      '2024-11-01',
    ]);
    // The schemes meet with no gap: Scheme 2 starts the day after Scheme 1 ends.
    const dayAfter = new Date(Date.parse(`${dates.scheme1End.value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(dates.scheme2Start.value).toBe(dayAfter);
    expect(schemeRangeText(1)).toBe('between 6 April 2007 and 31 March 2014');
  });

  it('keeps every £ and % in the labels to figures the registry states', () => {
    const registered = registeredFigureTexts();
    for (const fact of entries) for (const figure of moneyAndPercentagesIn(fact.label)) expect(registered, fact.id).toContain(figure);
  });

  const sourced = entries.filter((fact) => fact.kind !== 'operator');

  it('dates "as at" by the oldest check, so the claim is never overstated', () => {
    expect(factsCheckedOn.value).toBe(sourced.map((fact) => fact.checked).sort()[0]);
    expect(factsCheckedOn.display).toBe(formatIsoDate(factsCheckedOn.value));
  });

  it('says when the facts were checked from the oldest check to the newest, never "last checked" on the oldest alone', () => {
    const groups = sourced.filter((fact) => fact.group !== 'scope');
    expect(factsCheckedOn.newest).toBe(
      groups
        .map((fact) => fact.checked)
        .sort()
        .at(-1),
    );
    expect(checkedSpanText('2026-11-23', '2026-11-23')).toBe('on 23 November 2026');
    expect(checkedSpanText('2026-11-23', '2026-11-28')).toBe('between 23 and 28 November 2026');
    expect(checkedSpanText('2026-11-30', '2026-12-02')).toBe('between 30 November and 2 December 2026');
    expect(checkedSpanText('2026-12-30', '2027-01-02')).toBe('between 30 December 2026 and 2 January 2027');
  });

  it('works the span only from entries a source states: a day the firm reviewed its own claim is no fact check (compliance reading C, S1)', () => {
    const checks = [
      { kind: 'regulator', checked: '2026-11-28' },
      { kind: 'operator', checked: '2026-11-29' },
      { kind: 'press', checked: '2026-11-23' },
      { kind: 'operator', checked: '2026-11-20' },
    ] as const;
    expect(factsCheckedFrom(checks)).toEqual({
      value: '2026-11-23',
      display: '23 November 2026',
      newest: '2026-11-28',
      span: 'between 23 and 28 November 2026',
    });
    // the registry itself holds an operator entry checked after every sourced one, so this can fail
    const operatorDays = entries.filter((fact) => fact.kind === 'operator').map((fact) => fact.checked);
    expect(operatorDays.some((day) => day > factsCheckedOn.newest)).toBe(true);
    expect(factsCheckedOn.span).not.toContain(formatIsoDate(operatorDays.sort().at(-1)!));
  });
});

describe('wording helpers', () => {
  it('writes the claim window with “to” or with “between … and …”, never “between … to …”', () => {
    expect(claimWindowText()).toBe('from 6 April 2007 and before 28 January 2021');
    expect(windowsSentence()).toBe(
      'The FCA’s redress schemes can cover agreements made from 6 April 2007 to 1 November 2024, free. We take on agreements made from 6 April 2007 and before 28 January 2021.',
    );
  });

  it('qualifies the 8-week rule with the pause for commission complaints', () => {
    const text = lenderResponseText();
    expect(text).toContain(figures.lenderResponseWeeks.display);
    expect(text).toContain(dates.pauseStarted.display);
    expect(text).toContain(dates.pauseEnded.display);
  });

  it('shows the consultation’s £700 beside the final £829, as an average and not a promise', () => {
    const text = averageRedressText();
    expect(text.indexOf(shortFigure(figures.averageRedressFinal))).toBeLessThan(text.indexOf(shortFigure(figures.averageRedressPerAgreement)));
    expect(text).toMatch(/not a prediction/);
  });

  it('names a source with its publisher and date, and each kind in words', () => {
    expect(sourceText(dates.pauseEnded)).toBe(`${sourceOf(dates.pauseEnded).publisher}, ${sourceOf(dates.pauseEnded).title}, 3 December 2025`);
    expect(sourceText(figures.recoveredTotal)).not.toMatch(/undated/);
    expect(kindText('operator')).toBe('Drivefair’s own figure');
    expect(new Set(FACT_KINDS.map((kind) => kindText(kind))).size).toBe(FACT_KINDS.length);
    // compliance reading B, W2: a subject access request is the ICO's, a CCA copy the Act's, not the FCA's
    expect(kindText('data-regulator')).toMatch(/ICO/);
    expect(kindText('law')).toMatch(/Act/);
  });

  it('names all three free routes', () => {
    expect(freeRoutesText()).toMatch(/lender.*redress scheme.*Financial Ombudsman Service/);
  });

  it('quotes the FCA in exact words, with who said it and when', () => {
    expect(quotes.alreadyComplained.value).toBe('Anyone who has already complained does not need to do anything.');
    expect(quotes.howardLoseOver30.value).toContain('over 30%');
    for (const quote of Object.values(quotes)) expect(quote.display).toMatch(/\d{4}$/);
  });
});
