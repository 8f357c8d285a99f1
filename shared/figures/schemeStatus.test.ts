import { unregisteredFigures } from './figureAudit.ts';
import { claims, dates, factsCheckedOn, figures, type Fact } from './figures.ts';
import { schemeStatus, schemeStatusFacts, schemeStatusLine, schemeStatusSummary } from './schemeStatus.ts';

const registry = new Set<Fact>([...Object.values(figures), ...Object.values(dates), ...Object.values(claims)]);
const allText = () => JSON.stringify(schemeStatus) + schemeStatusSummary();

describe('schemeStatus', () => {
  it('is a dated timeline in date order: consultation, final rules, pause ended, partial suspension, hearing', () => {
    expect(schemeStatus.timeline.map((event) => event.when.value)).toEqual([
      dates.consultationPublished.value,
      dates.finalRules.value,
      dates.pauseEnded.value,
      dates.suspension.value,
      dates.hearing.value,
    ]);
    const starts = schemeStatus.timeline.map((event) => event.when.value.slice(0, 10));
    expect([...starts].sort()).toEqual(starts);
    expect(schemeStatus.timeline[0]!.when.display).toBe('October 2025');
    expect(schemeStatus.timeline.at(-1)!.when.display).toBe('14–18 December 2026 or 16–26 February 2027');
  });

  it('says what happens next in each outcome, from the registry', () => {
    const [upheld, overturned] = schemeStatus.next;
    // compliance reading A, m5: the outcome states the condition, the text the year alone (not said twice)
    expect(upheld!.outcome).toBe('If the scheme is upheld and not appealed');
    expect(upheld!.text).toContain(`should begin in ${dates.paymentsIfUpheld.short}.`);
    expect(upheld!.text).not.toMatch(/upheld/);
    expect(overturned!.text).toContain(dates.delayIfOverturned.display);
    expect(overturned!.text).toContain(claims.fcaFallback.display);
  });

  it('says where the scheme stands in one dated sentence, for the lender and make pages (compliance reading A, M4)', () => {
    const line = schemeStatusLine();
    expect(line.split(/(?<=\.)\s/)).toHaveLength(1);
    expect(line).toMatch(/^As at \d{1,2} \w+ \d{4}: the Upper Tribunal partly suspended the FCA’s redress scheme in July 2026/);
    expect(line).toContain(dates.paymentsIfUpheld.display);
    expect(line).toContain(dates.delayIfOverturned.display);
  });

  it('points every item at registry entries, and states each of them', () => {
    for (const item of [...schemeStatus.timeline, ...schemeStatus.next]) {
      expect(item.facts.length).toBeGreaterThan(0);
      for (const fact of item.facts) {
        expect(registry.has(fact), fact.display).toBe(true);
        // The item's own date may be shown by month alone (`October 2025`): it is still that entry.
        const datesItem = 'when' in item && item.when.value === fact.value;
        const stated = item.text.includes(fact.display) || (fact.short !== undefined && item.text.includes(fact.short));
        expect(datesItem || stated, fact.display).toBe(true);
      }
    }
    expect(schemeStatusFacts()).toEqual(expect.arrayContaining([figures.averageRedressFinal, figures.eligibleAgreements, figures.schemeRedressTotal]));
  });

  it('shows when the facts were last checked', () => {
    expect(schemeStatus.factsCheckedOn).toBe(factsCheckedOn);
    expect(schemeStatus.checkedText).toContain(`Facts checked ${factsCheckedOn.span}`);
    expect(schemeStatus.asAtText).toBe(`As at ${factsCheckedOn.display}.`);
    // The outcome is its label: its text must not say it again.
    const upheld = schemeStatus.next.find((outcome) => outcome.outcome === 'If the scheme is upheld and not appealed')!;
    expect(upheld.text).not.toMatch(/^If /);
    // Issue 29: no "If the scheme is upheld: If there is no appeal".
    for (const outcome of schemeStatus.next) expect(`${outcome.outcome}: ${outcome.text}`).not.toMatch(/: If /);
    expect(schemeStatusSummary()).toContain(`Facts checked ${factsCheckedOn.span}`);
  });

  it('states no figure that the registry does not, and no stale timing', () => {
    expect(unregisteredFigures(allText())).toEqual([]);
    expect(allText()).not.toContain(dates.complaintDeadline.display);
    expect(allText()).not.toMatch(/early 2026|likely to start/);
  });

  it('uses plain words: no countdown, no urgency, no promise', () => {
    expect(allText()).not.toMatch(/\b(hurry|act now|act fast|don’t miss|days left|only \d+ days|deadline|guarantee|will receive|you will get)\b/i);
  });
});
