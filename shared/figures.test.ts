import { claimWindowText, dates, figures, freeRoutesText } from './figures.ts';

describe('figures', () => {
  it('states the spec figures exactly', () => {
    expect(figures.averagePerHousehold.display).toBe('£2,845');
    expect(figures.averageRedressPerAgreement.display).toBe('£700');
    expect(figures.regulatorEstimateAugust2025.display).toBe('up to £950');
    expect(figures.eligibilityCheckSeconds.display).toBe('60 seconds');
    expect(figures.lenderResponseWeeks.display).toBe('8 weeks');
    expect(claimWindowText()).toBe('April 2007 to 28 January 2021');
    expect(dates.complaintDeadline.display).toBe('4 December 2025');
    expect(dates.redressScheme.display).toBe('early 2026');
  });

  it('derives the household estimate from its stated assumptions (the copy explains it this way)', () => {
    const estimate =
      (figures.misSoldShare.value / 100) *
      figures.averageRedressPerAgreement.value *
      figures.adultsPerHousehold.value *
      figures.agreementsPerPerson.value;
    expect(Math.floor(estimate)).toBe(figures.averagePerHousehold.value);
  });

  it('keeps each display consistent with its value', () => {
    for (const [key, figure] of Object.entries(figures)) {
      const scale = figure.display.endsWith('bn') ? 1e9 : figure.display.endsWith('M') ? 1e6 : 1;
      const shown = Math.round(Number(figure.display.replace(/[^\d.]/g, '')) * scale * 100) / 100;
      expect(shown, key).toBe(figure.value);
    }
  });

  it('names all three free routes', () => {
    expect(freeRoutesText()).toMatch(/lender.*redress scheme.*Financial Ombudsman Service/);
  });
});
