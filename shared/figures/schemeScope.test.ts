import { formatIsoDate } from '../dates/dates.ts';
import { SCOPE_FACTS_CHECKED, figuresRegistryKeyFor, scopeFacts, scopeSources } from './schemeScope.ts';
import { factsCheckedOn } from './figures.ts';

describe('scope facts', () => {
  const entries = Object.entries(scopeFacts);

  it('words every date as its value says', () => {
    for (const [key, fact] of entries) {
      if (typeof fact.value === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(fact.value) && /^\d{0,2} ?[A-Z][a-z]+ \d{4}$/.test(fact.display)) {
        expect(fact.display, key).toBe(formatIsoDate(fact.value));
      }
    }
    expect(formatIsoDate('2007-04-06')).toBe('6 April 2007');
    expect(formatIsoDate('2007-04')).toBe('April 2007');
    expect(formatIsoDate('undated')).toBe('undated');
  });

  it('states the scheme dates of facts.md §2.1 and the figures of §2.6, §3.3 and §3.5', () => {
    expect([scopeFacts.scheme1Start.value, scopeFacts.scheme1End.value, scopeFacts.scheme2Start.value, scopeFacts.scheme2End.value]).toEqual([
      '2007-04-06',
      '2014-03-31',
      '2014-04-01',
      '2024-11-01',
    ]);
    expect(scopeFacts.dcaBan.value).toBe('2021-01-28');
    expect(scopeFacts.averageRedressFinal).toMatchObject({ value: 829, display: '£829' });
    expect(scopeFacts.optInMonths.value).toBe(6);
    expect(scopeFacts.fosReferralMonths.value).toBe(6);
    expect(scopeFacts.lenderResponseWeeks.value).toBe(8);
    expect([scopeFacts.fosProfessionalFee.value, scopeFacts.fosFreeCasesPerYear.value, scopeFacts.fosNetFeeIfConsumerWins.value]).toEqual([250, 10, 75]);
    expect(scopeFacts.fcaCmcCostQuote.source.date).toBe('2025-09-12');
    expect(scopeFacts.fcaSraWarning.value).toBe('2026-02-04');
  });

  it('states the figures registry’s one day as its own "facts checked", and §8’s entries their own later day (issue 45 item 11)', () => {
    expect(scopeFacts.factsCheckedOn.value).toBe(factsCheckedOn.value);
    expect(scopeFacts.factsCheckedOn.display).toBe(factsCheckedOn.display);
    expect(scopeFacts.subjectAccessRequest.checked).toBe('2026-11-28');
    expect(scopeFacts.ccaCopyRequest.checked).toBe('2026-11-28');
    expect(scopeFacts.creditFileYears.checked).toBe(SCOPE_FACTS_CHECKED);
  });

  it('gives every entry its sources, its kind and the day it was checked', () => {
    for (const [key, fact] of entries) {
      expect(fact.sourceKeys.length, key).toBeGreaterThan(0);
      expect(fact.source, key).toBe(scopeSources[fact.sourceKeys[0]!]);
      for (const source of fact.sourceKeys) expect(scopeSources[source], `${key}: ${source}`).toBeDefined();
      // issue 45 item 11: the file's day, or the entry's own later one, never after the one day the site states
      expect(fact.checked >= SCOPE_FACTS_CHECKED, key).toBe(true);
      expect(fact.checked <= factsCheckedOn.newest, `${key}: checked after the registry's newest day; check the figures registry too`).toBe(true);
      if (fact.kind === 'operator') expect(fact.evidence, key).toBeDefined();
      expect(fact.display, key).not.toBe('');
    }
    for (const source of Object.values(scopeSources)) expect(source.date).toMatch(/^(\d{4}-\d{2}(-\d{2})?|undated)$/);
  });

  it('names each twin in shared/figures/figures.ts with the key the figures registry uses', () => {
    for (const [key, registryKey] of Object.entries(figuresRegistryKeyFor)) {
      expect(key in scopeFacts, key).toBe(true);
      expect(registryKey).toMatch(/^(dates|figures|quotes)\.[a-zA-Z0-9]+$|^factsCheckedOn$/);
    }
  });
});
