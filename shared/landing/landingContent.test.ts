import { feeRangeText, fees } from '../fees/fees.ts';
import { moneyAndPercentagesIn, unregisteredFigures } from '../figures/figureAudit.ts';
import { claimWindowText, dates, figures, freeRoutesText, schemesWindowText } from '../figures/figures.ts';
import { SIGN_UP_ASKS_FOR } from '../brand/signUp.ts';
import { sourceText } from '../figures/factSources.ts';
import { lenderPageContent, listText, splitFigures, vehiclePageContent, type LandingContent } from './landingContent.ts';
import { featuredLenders, lenderPath, lenders } from '../lenders/lenders.ts';
import { featuredMakes, vehicleMakeFromParam, vehiclePath } from '../vehicles/vehicles.ts';

/** Every word a page built from this content shows. */
function allText(content: LandingContent): string {
  return JSON.stringify(content);
}

/** Every string of the content, each a run of sentences as a page shows it. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

function headings(content: LandingContent): string[] {
  return [content.hero.heading, content.claim.heading, content.facts.heading, content.start.heading, content.process.heading];
}

describe('splitFigures', () => {
  const figuresIn = (text: string) =>
    splitFigures(text)
      .filter((part) => part.figure)
      .map((part) => part.text);

  it('marks money, percentages and counts', () => {
    expect(figuresIn('Fees are 15% to 30% plus VAT; about £700 each, £8.2bn in all, £2,845 a household, 4.62 agreements.')).toEqual([
      '15%',
      '30%',
      '£700',
      '£8.2bn',
      '£2,845',
      '4.62',
    ]);
  });

  it('keeps dates and times whole so they never break across lines', () => {
    expect(figuresIn('From April 2007 to 28 January 2021, open 9:00 to 17:30.')).toEqual(['April 2007', '28 January 2021', '9:00', '17:30']);
  });

  it('leaves model names and references as words', () => {
    expect(figuresIn('An A3 or a Q5, see CP25/27')).toEqual([]);
    expect(figuresIn('the 14-day cooling-off period')).toEqual(['14']);
  });

  it('loses no text', () => {
    const text = 'Up to 44% of vehicles, within 8 weeks, between April 2007 and 28 January 2021.';
    expect(
      splitFigures(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});

describe('listText', () => {
  it('joins with commas and a final conjunction', () => {
    expect(listText(['a'])).toBe('a');
    expect(listText(['a', 'b'])).toBe('a or b');
    expect(listText(['a', 'b', 'c'], 'and')).toBe('a, b and c');
  });
});

describe('lenderPageContent', () => {
  it.each(lenders.map((lender) => [lender.name, lender] as const))('names %s in every heading and step', (name, lender) => {
    const content = lenderPageContent(lender);
    for (const heading of headings(content)) expect(heading).toContain(name);
    expect(content.hero.lead).toContain(name);
    expect(content.claim.paragraphs.every((paragraph) => paragraph.includes(name))).toBe(true);
    expect(content.start.steps).toHaveLength(3);
    expect(content.start.steps.every((step) => `${step.title} ${step.text}`.includes(name))).toBe(true);
    expect(content.process.steps).toHaveLength(4);
    expect(content.process.steps.every((step) => `${step.title} ${step.text}`.includes(name))).toBe(true);
    expect(content.facts.note).toContain(name);
    expect(content.extra).toBeUndefined();
  });

  it('links the 8 featured lenders and marks the page being read', () => {
    const content = lenderPageContent(lenders.find((lender) => lender.slug === 'bmw')!);
    expect(content.links.items.map((item) => item.name)).toEqual([
      'Alphera',
      'Audi Finance',
      'Barclays',
      'BMW',
      'Mercedes',
      'Santander',
      'Toyota',
      'Volkswagen',
    ]);
    expect(content.links.items.map((item) => item.href)).toEqual(featuredLenders.map(lenderPath));
    expect(content.links.items.filter((item) => item.current).map((item) => item.name)).toEqual(['BMW']);
    const blackHorse = lenderPageContent(lenders[0]!);
    expect(blackHorse.links.items.some((item) => item.current)).toBe(false);
  });

  it('says honestly that the claim can be made for free, and what the fee is', () => {
    const text = allText(lenderPageContent(lenders[0]!));
    expect(text).toContain(freeRoutesText());
    expect(text).toContain(feeRangeText());
    expect(text).toContain(`${fees.coolingOffDays}-day cooling-off period`);
    expect(text).toContain('15% to 30% plus VAT (18% to 36% including VAT)');
  });

  it('takes its figures and dates from the figures module', () => {
    const content = lenderPageContent(lenders[0]!);
    // issue 29 item 1: the regulator's figures only; none of the firm's own until its evidence is filed
    const { eligibleAgreements, averageRedressFinal, lenderResponseWeeks } = figures;
    expect(content.facts.items.map((fact) => fact.value)).toEqual([eligibleAgreements.short, averageRedressFinal.short, lenderResponseWeeks.display]);
    expect(content.facts.items.map((fact) => fact.source)).toEqual([eligibleAgreements, averageRedressFinal, lenderResponseWeeks].map(sourceText));
    // issue 45 item 5: the free route is one sentence; what the schemes cover, free, is the hero's point below it
    expect(content.hero.free.text).not.toContain('2007');
    expect(content.hero.points.join(' ')).toContain('the FCA’s redress schemes can cover agreements made from 6 April 2007 to 1 November 2024, free');
    expect(allText(content)).toContain('made from 6 April 2007 and before 28 January 2021');
    // issue 45 item 9: the sign-up's time is the firm's own figure with no evidence filed: /our-figures only
    expect(allText(content)).not.toContain(figures.eligibilityCheckSeconds.display);
    expect(allText(content)).toContain('claim application');
  });

  it('says whose each figure is and when, beside the figure', () => {
    const [share, average, weeks] = lenderPageContent(lenders[0]!).facts.items;
    expect(share!.label).toMatch(/FCA estimated in its final rules \(March 2026\)$/);
    // issue 45 item 8: the consultation's 44%, superseded, is not shown beside the final figures
    expect(allText(lenderPageContent(lenders[0]!))).not.toContain(figures.misSoldShare.short);
    expect(share!.value).toBe(figures.eligibleAgreements.short);
    expect(average!.label).toContain(figures.averageRedressPerAgreement.short);
    expect(average!.label).toMatch(/not a prediction/);
    expect(weeks!.label).toContain(dates.pauseEnded.display);
  });

  it('states no £ amount or percentage that the registry or the fee bands do not', () => {
    const pages = [...lenders.map(lenderPageContent), ...['audi', 'bmw', 'ford'].map((make) => vehiclePageContent(vehicleMakeFromParam(make)!))];
    for (const content of pages) {
      const { facts, ...rest } = content;
      // The sources are citations, quoted as published; everything else is the page's own words.
      const text = JSON.stringify({ ...rest, facts: { ...facts, items: facts.items.map(({ value, label }) => ({ value, label })) } });
      expect(moneyAndPercentagesIn(text).length).toBeGreaterThan(0);
      expect(unregisteredFigures(text), content.subject).toEqual([]);
    }
  });

  it('states the firm’s window one way only, the registry’s, and with it what the schemes cover (issue 19)', () => {
    const pages = [...lenders.map(lenderPageContent), ...['audi', 'bmw', 'ford'].map((make) => vehiclePageContent(vehicleMakeFromParam(make)!))];
    for (const content of pages) {
      const text = allText(content);
      expect(text, content.subject).not.toMatch(/between (April )?2007|2007 (and|to) (28 January )?2021|from April 2007/);
      expect(text, content.subject).toContain(content.subject === 'Black Horse' ? 'You can complain to Black Horse yourself, free' : 'complain to');
      expect(content.hero.free.text, content.subject).toMatch(/yourself, free.*Financial Ombudsman Service, also free\.$/);
      expect(content.hero.points.join(' '), content.subject).toContain(`redress schemes can cover agreements made ${schemesWindowText()}, free`);
    }
  });
});

describe('vehiclePageContent', () => {
  it('gives Audi its own content', () => {
    const audi = vehiclePageContent(vehicleMakeFromParam('audi-car-finance')!);
    expect(audi.hero.heading).toBe('Audi car finance claims');
    expect(audi.claim.heading).toBe('Audi finance and dealer commission');
    expect(audi.extra?.heading).toBe('Which Audi agreements can we take on?');
    expect(audi.extra?.list).toHaveLength(4);
    expect(allText(audi)).toContain('Volkswagen Financial Services');
    // No source calls "Audi Finance" a trading name of VWFS (facts.md §4 no. 3).
    expect(allText(audi)).not.toMatch(/trading name/i);
    expect(allText(audi)).toContain(freeRoutesText());
    expect(allText(audi)).toContain(feeRangeText());
  });

  it.each([
    ['land-rover', 'Land Rover'],
    ['bmw-car-finance', 'BMW'],
    ['ford', 'Ford'],
    ['MERCEDES-BENZ', 'Mercedes-Benz'],
  ])('gives %s the generic content with the make cased as %s', (param, name) => {
    const content = vehiclePageContent(vehicleMakeFromParam(param)!);
    expect(content.extra).toBeUndefined();
    expect(content.subject).toBe(name);
    for (const heading of headings(content)) expect(heading).toContain(name);
    expect(content.hero.lead).toContain(`your ${name}`);
    expect(allText(content)).not.toContain('Volkswagen Financial Services');
    expect(allText(content)).toContain(freeRoutesText());
    expect(allText(content)).toContain(feeRangeText());
  });

  it('says only the kinds of vehicle the make sells (issue 29)', () => {
    const claimText = (param: string) => vehiclePageContent(vehicleMakeFromParam(param)!).claim.paragraphs.join(' ');
    expect(claimText('bmw')).toContain('if you financed a BMW car or motorbike with an agreement');
    expect(claimText('ducati')).toContain('if you financed a Ducati motorbike with an agreement');
    expect(claimText('mg')).toContain('if you financed an MG car with an agreement');
    for (const param of ['bmw', 'ducati', 'hymer', 'ford']) expect(claimText(param), param).not.toMatch(/car, van, motorbike or campervan/);
    const ducati = vehiclePageContent(vehicleMakeFromParam('ducati')!);
    expect(ducati.hero.heading).toBe('Ducati motorbike finance claims');
    expect(allText(ducati)).not.toMatch(/Ducati car\b/);
  });

  it('claims nothing about Audi drivers that no source says (issue 29)', () => {
    expect(allText(vehiclePageContent(vehicleMakeFromParam('audi')!))).not.toMatch(/Most Audi drivers|signed the agreement at the dealership/);
  });

  it('links the 8 featured makes', () => {
    const content = vehiclePageContent(vehicleMakeFromParam('ford')!);
    expect(content.links.items.map((item) => item.name)).toEqual(['Audi', 'BMW', 'Mercedes-Benz', 'Toyota', 'Volkswagen', 'Ford', 'Vauxhall', 'Honda']);
    expect(content.links.items.map((item) => item.href)).toEqual(featuredMakes.map(vehiclePath));
    expect(content.links.items.filter((item) => item.current).map((item) => item.name)).toEqual(['Ford']);
  });
});

describe('issue 29: the words a compliance officer would strike', () => {
  const pages = [...lenders.map(lenderPageContent), ...['audi', 'bmw', 'ford'].map((make) => vehiclePageContent(vehicleMakeFromParam(make)!))];

  it.each(pages.map((content) => [content.subject, content] as const))(
    '%s: the firm’s window is never alone: the schemes’ cover is in the sentence before, the same or the next (item 10)',
    (_subject, content) => {
      const sentences = stringsOf(content).flatMap((text) => text.split(/(?<=[.;])\s+/));
      sentences.forEach((sentence, index) => {
        if (!sentence.includes(claimWindowText())) return;
        expect(`${sentences[index - 1] ?? ''} ${sentence} ${sentences[index + 1] ?? ''}`, sentence).toContain(`agreements made ${schemesWindowText()}`);
      });
      expect(allText(content)).not.toMatch(/can be checked/);
    },
  );

  it.each(pages.map((content) => [content.subject, content] as const))(
    '%s: the sign-up says what it asks for, the search what it can find, the 8 weeks its caveat, and nothing says wait for the scheme (items 7, 9, 13)',
    (_subject, content) => {
      const text = allText(content);
      expect(text).not.toMatch(/eligibility check|Checking is free|It takes about \d+ seconds and costs nothing/);
      expect(content.process.steps[0]!.text).toContain(`asks for ${SIGN_UP_ASKS_FOR}`);
      expect(content.start.steps[0]!.text).toContain(`active in about the last ${figures.creditFileYears.display}, the FCA says`);
      expect(text).not.toMatch(/do not need (your old )?paperwork|even if you no longer have the paperwork/);
      expect(text).not.toMatch(/wait for the FCA/);
      for (const step of content.process.steps.filter((each) => each.text.includes(figures.lenderResponseWeeks.display))) {
        expect(step.text).toContain('scheme’s own timetable');
      }
    },
  );
});
