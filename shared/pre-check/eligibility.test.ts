import { readFileSync } from 'node:fs';
import { eligibilityFor, firmTakesType, type EligibilityResult, type ResultSection, type SchemeAnswer } from './eligibility.ts';
import { feeForRedress } from '../fees/fees.ts';
import { type PreCheckAnswers } from './preCheckAnswers.ts';
import { parsePreCheckAnswers } from './preCheckReading.ts';
import { scopeFacts, type Citation, type Passage } from '../figures/schemeScope.ts';

/** Answers that are in on everything but the date, so the date alone moves the result. */
const IN = 'type=pcp&apr=interest&via=dealer&for=personal&complained=no&represented=no';

/** The last day the form accepts: the rules are tested over every date a visitor may give, whatever the clock says. */
const TODAY = '2030-12-31';
/** The day the results are worked out on: deadlines the answers give are open or passed as of this day. */
const ON = '2026-11-28';

function check(search: string): EligibilityResult {
  const parsed = parsePreCheckAnswers(search, TODAY);
  expect(parsed.errors).toEqual({});
  return eligibilityFor(parsed.answers, {}, ON);
}

function onDate(start: string, rest = IN): EligibilityResult {
  return check(`start=${start}&${rest}`);
}

function only<A>(byDate: { dayDecides: boolean; answers: readonly A[] }): A {
  expect(byDate.dayDecides).toBe(false);
  expect(byDate.answers).toHaveLength(1);
  return byDate.answers[0]!;
}

function section<I extends ResultSection['id']>(result: EligibilityResult, id: I): Extract<ResultSection, { id: I }> | undefined {
  return result.sections.find((candidate) => candidate.id === id) as Extract<ResultSection, { id: I }> | undefined;
}

function allPassages(result: EligibilityResult): Passage[] {
  return [
    ...result.scheme.answers.flatMap((answer) => answer.reasons),
    ...result.firmTakesOn.reasons,
    ...(result.alreadyRepresented ?? []),
    ...(result.nextStep ? [result.nextStep] : []),
    ...result.sections.flatMap((part) =>
      part.id === 'free-routes' ? part.steps.flatMap((step) => step.passages) : part.id === 'our-service' ? part.passages : [],
    ),
  ];
}

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe('the registry dates the rules read', () => {
  it('leave no gap and no overlap between the schemes, and end the firm’s window at the DCA ban', () => {
    expect(nextDay(scopeFacts.scheme1End.value)).toBe(scopeFacts.scheme2Start.value);
    expect(scopeFacts.claimWindowEnd.value).toBe(scopeFacts.dcaBan.value);
    expect(scopeFacts.dcaComplaintCutoff.value).toBe(scopeFacts.dcaBan.value);
  });

  it('are written in eligibility.ts only through scopeFacts, never as literal dates', () => {
    const code = readFileSync(new URL('./eligibility.ts', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/\b(19|20)\d\d-\d\d/);
    expect(code).not.toMatch(/\b(19|20)\d\d\b/);
    expect(code).not.toMatch(/£\d/);
  });
});

describe('the scheme, at every boundary (facts.md §2.1: by the date the agreement was made, both ends inclusive)', () => {
  it.each([
    ['2007-04-05', null, 'likely-out'],
    ['2007-04-06', 1, 'likely-in'],
    ['2014-03-31', 1, 'likely-in'],
    ['2014-04-01', 2, 'likely-in'],
    ['2021-01-27', 2, 'likely-in'],
    ['2021-01-28', 2, 'likely-in'],
    ['2024-11-01', 2, 'likely-in'],
    ['2024-11-02', null, 'likely-out'],
    ['1990-01-01', null, 'likely-out'],
    ['2030-12-31', null, 'likely-out'],
  ] as const)('%s: scheme %s, %s', (start, scheme, verdict) => {
    const answer = only(onDate(start).scheme);
    expect(answer.scheme).toBe(scheme);
    expect(answer.verdict).toBe(verdict);
    expect(answer.days).toBeUndefined();
  });

  it('says Scheme 1 covers an agreement made before 1 April 2014 even if it ran on', () => {
    expect(only(onDate('2014-03-31').scheme).reasons[0]!.text).toMatch(/even if they ran on/);
  });

  it.each([
    ['2007-03', null],
    ['2014-03', 1],
    ['2014-04', 2],
    ['2021-01', 2],
    ['2024-10', 2],
    ['2024-12', null],
  ] as const)('a month no boundary cuts (%s) has one answer: scheme %s', (start, scheme) => {
    expect(only(onDate(start).scheme).scheme).toBe(scheme);
  });

  it('April 2007: the day decides, with both answers (before the 6th outside, from the 6th Scheme 1)', () => {
    const { scheme } = onDate('2007-04');
    expect(scheme.dayDecides).toBe(true);
    expect(scheme.answers.map((answer) => [answer.days?.text, answer.scheme, answer.verdict])).toEqual([
      ['1 to 5 April 2007', null, 'likely-out'],
      ['6 to 30 April 2007', 1, 'likely-in'],
    ]);
  });

  it('November 2024: the day decides, with both answers (the 1st Scheme 2, from the 2nd outside)', () => {
    const { scheme } = onDate('2024-11');
    expect(scheme.dayDecides).toBe(true);
    expect(scheme.answers.map((answer) => [answer.days?.first, answer.days?.last, answer.days?.text, answer.scheme, answer.verdict])).toEqual([
      ['2024-11-01', '2024-11-01', '1 November 2024', 2, 'likely-in'],
      ['2024-11-02', '2024-11-30', '2 to 30 November 2024', null, 'likely-out'],
    ]);
  });

  it('a cut month where another answer already rules it out: one answer, saying how the day splits the month', () => {
    for (const [start, rest] of [
      ['2007-04', 'for=company'],
      ['2024-11', 'via=direct'],
      ['2024-11', 'type=contract-hire&via=not-sure'],
    ] as const) {
      const answer = only(onDate(start, rest).scheme);
      expect(answer.verdict).toBe('likely-out');
      expect(answer.scheme).toBeNull();
      expect(answer.reasons[0]).toMatchObject({ question: 'start', effect: 'note' });
      expect(answer.reasons[0]!.text).toMatch(/day decides.*likely not covered/);
      expect(answer.reasons.filter((reason) => reason.question === 'start')).toHaveLength(1);
    }
    expect(only(onDate('2007-04', 'for=company').scheme).reasons[0]!.text).toContain(
      '1 to 5 April 2007: The schemes cover agreements made from 6 April 2007. One made before then is outside both. 6 to 30 April 2007: Agreements made from 6 April 2007',
    );
    // Not yet decided by the other answers: the day still decides.
    expect(onDate('2007-04', 'type=not-sure').scheme.dayDecides).toBe(true);
  });

  it('finds the day deciding only in the months a boundary cuts, 1990 to 2030', () => {
    const schemeSplits: string[] = [];
    for (let year = 1990; year <= 2030; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const start = `${year}-${String(month).padStart(2, '0')}`;
        const result = onDate(start);
        if (result.scheme.dayDecides) schemeSplits.push(start);
      }
    }
    expect(schemeSplits).toEqual(['2007-04', '2024-11']);
  });

  it('finds the date deciding only in the years a boundary cuts, 1990 to 2030', () => {
    const schemeSplits: string[] = [];
    for (let year = 1990; year <= 2030; year += 1) if (onDate(String(year)).scheme.dayDecides) schemeSplits.push(String(year));
    // 6 April 2007, 31 March / 1 April 2014 (Scheme 1 or 2), 1 November 2024
    expect(schemeSplits).toEqual(['2007', '2014', '2024']);
  });

  it('cannot tell without a date, and says what the date decides', () => {
    const answer = only(check(IN).scheme);
    expect(answer.verdict).toBe('cannot-tell');
    expect(answer.scheme).toBeNull();
    expect(answer.reasons[0]).toMatchObject({ question: 'start', effect: 'unknown' });
  });
});

describe('the offer rule (issue 19): represented, complained, outside, unknown, then the offer', () => {
  const offerOf = (search: string) => check(search).firmTakesOn;
  const hasService = (search: string) => section(check(search), 'our-service') !== undefined;

  it.each([
    // represented first: even with every other answer in
    [`start=2015-06&${IN.replace('represented=no', 'represented=yes')}`, 'represented', 'no'],
    ['start=2015-06&represented=yes', 'represented', 'no'],
    // complained next
    [`start=2015-06&${IN.replace('complained=no', 'complained=lender')}`, 'complained', 'no'],
    [`start=2015-06&${IN.replace('complained=no', 'complained=ombudsman')}`, 'complained', 'no'],
    // a known answer outside
    [`start=2015-06&${IN.replace('via=dealer', 'via=direct')}`, 'outside', 'no'],
    [`start=2015-06&${IN.replace('for=personal', 'for=company')}`, 'outside', 'no'],
    [`start=2015-06&${IN.replace('for=personal', 'for=sole-trader')}`, 'outside', 'no'],
    [`start=2015-06&${IN.replace('type=pcp', 'type=contract-hire')}`, 'outside', 'no'],
    // issue 45 item 3: 0% APR agreements are largely outside the schemes
    [`start=2015-06&${IN.replace('apr=interest', 'apr=zero')}`, 'outside', 'no'],
    // issue 29: conditional sale is not among the finance we take on (spec section 1)
    [`start=2015-06&${IN.replace('type=pcp', 'type=conditional-sale')}`, 'outside', 'no'],
    ['start=2007-04-05&' + IN, 'outside', 'no'],
    ['start=2021-01-28&' + IN, 'outside', 'no'],
    ['start=2024-06&' + IN, 'outside', 'no'],
    ['start=2015-06&via=direct', 'outside', 'no'],
    // something not known yet
    ['start=2015-06', 'unknown', 'cannot-tell'],
    ['start=2007-04&' + IN, 'unknown', 'cannot-tell'],
    ['start=2021-01&' + IN, 'unknown', 'cannot-tell'],
    [IN, 'unknown', 'cannot-tell'],
    [`start=2015-06&${IN.replace('type=pcp', 'type=not-sure')}`, 'unknown', 'cannot-tell'],
    [`start=2015-06&${IN.replace('via=dealer', 'via=not-sure')}`, 'unknown', 'cannot-tell'],
    [`start=2015-06&${IN.replace('&for=personal', '')}`, 'unknown', 'cannot-tell'],
    [`start=2015-06&${IN.replace('&represented=no', '')}`, 'unknown', 'cannot-tell'],
    [`start=2015-06&${IN.replace('&complained=no', '')}`, 'unknown', 'cannot-tell'],
    // otherwise, the offer
    ['start=2015-06&' + IN, 'offer', 'yes'],
    // issue 45 item 3: the APR informs, but only 0% moves the offer
    [`start=2015-06&${IN.replace('apr=interest', 'apr=not-sure')}`, 'offer', 'yes'],
    [`start=2015-06&${IN.replace('&apr=interest', '')}`, 'offer', 'yes'],
    [`start=2015-06&${IN.replace('type=pcp', 'type=lease-purchase')}`, 'offer', 'yes'],
    [`start=2015-06&${IN.replace('type=pcp', 'type=personal-loan')}`, 'offer', 'yes'],
  ] as const)('%s: %s', (search, rule, takesOn) => {
    const firm = offerOf(search);
    expect(firm.rule).toBe(rule);
    expect(firm.takesOn).toBe(takesOn);
    // The offer of our service appears exactly when the rule says so.
    expect(hasService(search)).toBe(rule === 'offer');
  });

  it.each([
    ['2007-04-05', 'outside'],
    ['2007-04-06', 'offer'],
    ['2021-01-27', 'offer'],
    ['2021-01-28', 'outside'],
    ['2007-03', 'outside'],
    ['2007-04', 'unknown'],
    ['2007-05', 'offer'],
    ['2020-12', 'offer'],
    ['2021-01', 'unknown'],
    ['2021-02', 'outside'],
  ] as const)('the window to the day: %s is %s', (start, rule) => {
    expect(onDate(start).firmTakesOn.rule).toBe(rule);
  });

  it('agrees with the registry’s window: from the day Scheme 1 starts, and before the DCA ban', () => {
    expect(scopeFacts.claimWindowStart.value).toBe(scopeFacts.scheme1Start.value);
    expect(scopeFacts.claimWindowEnd.value).toBe(scopeFacts.dcaBan.value);
    const dayBefore = (iso: string) => {
      const date = new Date(`${iso}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() - 1);
      return date.toISOString().slice(0, 10);
    };
    expect(onDate(dayBefore(scopeFacts.claimWindowStart.value)).firmTakesOn.rule).toBe('outside');
    expect(onDate(scopeFacts.claimWindowStart.value).firmTakesOn.rule).toBe('offer');
    expect(onDate(dayBefore(scopeFacts.claimWindowEnd.value)).firmTakesOn.rule).toBe('offer');
    expect(onDate(scopeFacts.claimWindowEnd.value).firmTakesOn.rule).toBe('outside');
  });

  it('says why in each case, and never offers where it says do nothing or do not sign again', () => {
    expect(offerOf(`start=2015-06&${IN.replace('represented=no', 'represented=yes')}`).reasons[0]!.text).toMatch(/already signed with a firm/);
    const complained = offerOf(`start=2015-06&${IN.replace('complained=no', 'complained=lender')}`).reasons[0]!.text;
    expect(complained).not.toMatch(/do nothing/);
    expect(complained).toMatch(/Financial Ombudsman Service, free, normally within 6 months/);
    expect(complained).toContain('For commission complaints, the 8 weeks did not run from 11 January 2024 to 31 May 2026');
    expect(offerOf(`start=2015-06&${IN.replace('complained=no', 'complained=ombudsman')}`).reasons[0]!.text).toMatch(/is with the Financial Ombudsman Service/);
    expect(offerOf('start=2015-06').reasons[0]!.text).toBe(
      'We cannot tell yet, so we make no offer. Tell us what kind of agreement it was; who arranged it; who it was for; whether you have already complained; and whether you have already signed with a firm.',
    );
    expect(offerOf('start=2021-01&' + IN).reasons[0]!.text).toMatch(/the day it began/);
    const outside = offerOf('start=2024-06&' + IN)
      .reasons.map((reason) => reason.text)
      .join(' ');
    expect(outside).toContain('We only take on agreements made from 6 April 2007 and before 28 January 2021');
    expect(outside).toMatch(/free routes above are open to you/);
    expect(offerOf(`start=2015-06&${IN.replace('via=dealer', 'via=direct')}`).reasons[0]!.text).toMatch(/dealer or broker arranged/);
    expect(offerOf(`start=2015-06&${IN.replace('for=personal', 'for=company')}`).reasons[0]!.text).toMatch(/own use/);
  });

  it('offers exactly the kinds of agreement the registry’s product list names, and says the list where it refuses (issue 29)', () => {
    const listed = new Set(scopeFacts.firmProducts.value.split(','));
    for (const type of ['pcp', 'hp', 'conditional-sale', 'lease-purchase', 'personal-loan', 'contract-hire'] as const) {
      const firm = offerOf(`start=2015-06&${IN.replace('type=pcp', `type=${type}`)}`);
      expect(firm.rule, type).toBe(listed.has(type) ? 'offer' : 'outside');
      expect(firmTakesType(type), type).toBe(listed.has(type));
      const words = firm.reasons.map((reason) => reason.text).join(' ');
      expect(words, type).toContain(scopeFacts.firmProducts.display);
    }
    expect(offerOf(`start=2015-06&${IN.replace('type=pcp', 'type=conditional-sale')}`).reasons[0]!.text).toBe(
      `We do not take on conditional sale. We take on ${scopeFacts.firmProducts.display}.`,
    );
    // No doubled words in the offer ("personal loans arranged by the dealer that a dealer or broker arranged").
    expect(offerOf('start=2015-06&' + IN).reasons[0]!.text).not.toMatch(/dealer that a dealer/);
  });

  it('already complained, outside both schemes: wait for the final response, then the Ombudsman within 6 months; never “do nothing” (issue 29)', () => {
    for (const search of [
      `start=2024-12&${IN.replace('complained=no', 'complained=lender')}`,
      `start=2005-06&${IN.replace('complained=no', 'complained=lender')}`,
      `start=2015-06&${IN.replace('complained=no', 'complained=lender').replace('via=dealer', 'via=direct')}`,
    ]) {
      const result = check(search);
      expect(
        result.scheme.answers.every((answer) => answer.verdict === 'likely-out'),
        search,
      ).toBe(true);
      const text = result.firmTakesOn.reasons[0]!.text;
      expect(text, search).not.toMatch(/do nothing/);
      expect(text, search).toMatch(/the lender answers it in the usual way/);
      expect(text, search).toMatch(/Financial Ombudsman Service, free, normally within 6 months of the final response/);
      expect(result.nextStep!.kind, search).toBe('wait-for-lender');
      expect(result.nextStep!.text, search).not.toMatch(/do nothing/);
    }
    // Inside a scheme, never "do nothing" either (M3): the 8 weeks, with the scheme's caveat.
    const inside = offerOf(`start=2015-06&${IN.replace('complained=no', 'complained=lender')}`).reasons[0]!.text;
    expect(inside).not.toMatch(/do nothing/);
    expect(inside).toMatch(/8 weeks \(the normal rule; complaints the scheme covers follow its own timetable/);
  });

  it('a result that says "Likely not covered" never goes on to offer our service', () => {
    for (let year = 2006; year <= 2025; year += 1) {
      for (const rest of [
        IN,
        IN.replace('via=dealer', 'via=direct'),
        IN.replace('for=personal', 'for=company'),
        IN.replace('type=pcp', 'type=contract-hire'),
      ]) {
        const result = check(`start=${year}-06&${rest}`);
        if (result.scheme.answers.some((answer) => answer.verdict !== 'likely-in')) expect(section(result, 'our-service')).toBeUndefined();
      }
    }
  });
});

describe('each answer that changes the result', () => {
  const base = { start: { year: 2015, month: 6, value: '2015-06' }, type: 'pcp', via: 'dealer', for: 'personal', complained: 'no', represented: 'no' } as const;
  const verdictWith = (change: Partial<PreCheckAnswers>): SchemeAnswer => only(eligibilityFor({ ...base, ...change }).scheme);

  it('is likely in with every answer in', () => {
    const answer = verdictWith({});
    expect(answer.verdict).toBe('likely-in');
    expect(answer.summary).toBe('Scheme 2 may cover it, depending on the commission.');
  });

  it.each([
    ['pcp', 'likely-in'],
    ['hp', 'likely-in'],
    ['conditional-sale', 'likely-in'],
    ['lease-purchase', 'likely-in'],
    ['personal-loan', 'likely-in'],
    ['contract-hire', 'likely-out'],
    ['not-sure', 'cannot-tell'],
    [undefined, 'cannot-tell'],
  ] as const)('type %s: %s', (type, verdict) => {
    expect(verdictWith({ type }).verdict).toBe(verdict);
  });

  it('hedges lease purchase and dealer-arranged loans, which facts.md marks INFERRED', () => {
    for (const type of ['lease-purchase', 'personal-loan'] as const) {
      expect(verdictWith({ type }).reasons.find((reason) => reason.question === 'type')!.text).toMatch(/likely covered.*we have not seen/);
    }
  });

  it('says contract hire is leasing, not credit', () => {
    expect(verdictWith({ type: 'contract-hire' }).reasons.find((reason) => reason.question === 'type')).toMatchObject({
      effect: 'out',
      cites: ['contractHireOut'],
    });
    expect(verdictWith({ type: 'contract-hire' }).reasons.find((reason) => reason.question === 'type')!.text).toMatch(/leasing, not credit/);
  });

  it.each([
    ['dealer', 'likely-in'],
    ['direct', 'likely-out'],
    ['not-sure', 'cannot-tell'],
    [undefined, 'cannot-tell'],
  ] as const)('via %s: %s', (via, verdict) => {
    expect(verdictWith({ via }).verdict).toBe(verdict);
  });

  it('states the broker-commission rule and hedges its consequence for finance straight from a lender', () => {
    const reason = verdictWith({ via: 'direct' }).reasons.find((candidate) => candidate.question === 'via')!;
    expect(reason.text).toMatch(/need commission paid to a broker.*likely outside/);
    expect(reason.cites).toEqual(['creditWithBrokerCommission']);
  });

  it.each([
    ['personal', 'likely-in'],
    ['sole-trader', 'likely-in'],
    ['company', 'likely-out'],
    [undefined, 'cannot-tell'],
  ] as const)('for %s: %s', (forWhom, verdict) => {
    expect(verdictWith({ for: forWhom }).verdict).toBe(verdict);
  });

  it('says who the schemes are for, and that a limited company is likely not covered', () => {
    const reason = verdictWith({ for: 'company' }).reasons.find((candidate) => candidate.question === 'for')!;
    expect(reason.text).toBe(
      'The schemes are for individuals, partnerships of 2 or 3 people and unincorporated bodies, so an agreement in a limited company’s name is likely not covered.',
    );
    expect(verdictWith({ for: 'sole-trader' }).reasons.find((candidate) => candidate.question === 'for')!.text).toMatch(/law firm’s summary/);
  });

  it('a reason out beats one we cannot tell, which beats in', () => {
    expect(verdictWith({ type: 'not-sure', via: 'direct' }).verdict).toBe('likely-out');
    expect(verdictWith({ type: 'not-sure', start: undefined }).verdict).toBe('cannot-tell');
    expect(verdictWith({ start: { year: 2005, month: 1, value: '2005-01' }, type: 'not-sure' }).verdict).toBe('likely-out');
  });

  it.each(['lender', 'ombudsman'] as const)(
    'complained to the %s: included automatically only if the lender had it by the end of the implementation period (M3)',
    (complained) => {
      const result = eligibilityFor({ ...base, complained });
      const note = only(result.scheme).reasons.find((reason) => reason.question === 'complained')!;
      expect(note.effect).toBe('note');
      expect(note.text).toBe(
        'Under Scheme 2’s rules, if it covers your agreement and the lender had your complaint by the end of its implementation period (30 June 2026), it is included automatically, with no need to opt in. We have not found a source saying how a complaint the lender had later is treated: ask the lender.',
      );
      expect(note.cites).toEqual(['complainantsIncluded', 'scheme2ImplementationEnd']);
      expect(only(result.scheme).verdict).toBe('likely-in');
      const steps = section(result, 'free-routes')!.steps;
      expect(steps.find((step) => step.id === 'complain-to-lender')!.done).toBe(true);
      expect(steps.find((step) => step.id === 'ombudsman')!.done).toBe(complained === 'ombudsman');
    },
  );

  it('complained, Scheme 1: automatic inclusion is not said, as Scheme 1’s rules saying it were not found (compliance reading A, U6)', () => {
    const result = eligibilityFor({ ...base, start: { year: 2010, month: 5, value: '2010-05' }, complained: 'lender' });
    const note = only(result.scheme).reasons.at(-1)!;
    expect(note.text).toBe(
      'We have not found Scheme 1’s rules saying that a complaint the lender already had is included automatically, as Scheme 2’s rules do: ask the lender how it is handling yours.',
    );
    for (const text of [note.text, result.nextStep!.text]) {
      expect(text).not.toMatch(/^Included automatically|it is included automatically|no need to opt in/);
      expect(text).not.toContain('31 August 2026');
    }
  });

  it('complained, no date yet: automatic inclusion said for Scheme 2 only, and not found for Scheme 1', () => {
    const result = eligibilityFor({ ...base, start: undefined, complained: 'lender' });
    const note = only(result.scheme).reasons.find((reason) => reason.question === 'complained')!;
    expect(note.text).toMatch(/^Under Scheme 2’s rules \(agreements made from 1 April 2014\), .* we have not found Scheme 1’s rules saying the same\./);
    expect(result.nextStep!.text).toMatch(/by 30 June 2026; for Scheme 1 we have not found this rule\./);
  });

  it('complained but likely out: points to the Ombudsman, not to the scheme', () => {
    const note = only(eligibilityFor({ ...base, via: 'direct', complained: 'lender' }).scheme).reasons.at(-1)!;
    expect(note.text).toMatch(/Financial Ombudsman Service/);
    expect(note.text).not.toMatch(/included automatically/);
  });

  it('not complained: the opt-in invitation and its 6 months', () => {
    const note = verdictWith({ complained: 'no' }).reasons.at(-1)!;
    expect(note.question).toBe('complained');
    expect(note.text).toMatch(/6 months from the day the lender sends the invitation/);
  });

  it('already represented: do not sign again, and what the FCA and SRA said on 4 February 2026; no offer of our service', () => {
    const result = eligibilityFor({ ...base, represented: 'yes' });
    const text = result.alreadyRepresented!.map((passage) => passage.text).join(' ');
    expect(text).toMatch(/^Do not sign with another firm/);
    expect(text).toContain('4 February 2026');
    expect(text).toMatch(/check that a client is not already represented/);
    expect(text).toMatch(/co-operate/);
    expect(text).toMatch(/reasonable, reflect the work done and be stated up front/);
    expect(text).toContain('“wouldn’t expect a termination fee to be charged”');
    expect(text).toMatch(/Claims Management Ombudsman.*Legal Ombudsman/);
    expect(section(result, 'our-service')).toBeUndefined();
    expect(eligibilityFor({ ...base, represented: 'no' }).alreadyRepresented).toBeNull();
  });

  it('with nothing answered: we cannot tell, and no offer of our service', () => {
    const result = check('');
    expect(result.answered).toBe(0);
    expect(result.complete).toBe(false);
    expect(only(result.scheme).verdict).toBe('cannot-tell');
    expect(result.sections.map((part) => part.id)).toEqual(['free-routes', 'scheme-status', 'firm-answer']);
    expect(result.nextStep).toBeNull();
  });
});

describe('the APR, and what else can take an agreement out (issue 45 item 3; facts.md §2.2–2.3)', () => {
  const exclusions = scopeFacts.schemeExclusions.display;

  it('0% APR: likely not covered, in the consultancy’s words, no offer, and no opt-in step to expect', () => {
    const result = onDate('2015-06', IN.replace('apr=interest', 'apr=zero'));
    const answer = only(result.scheme);
    expect(answer.verdict).toBe('likely-out');
    expect(answer.reasons.find((reason) => reason.question === 'apr')!.text).toBe(
      '0% APR (interest-free) agreements are largely outside the schemes, according to a consultancy’s summary of the final rules, so yours is likely not covered.',
    );
    expect(result.firmTakesOn.reasons.map((reason) => reason.question)).toContain('apr');
    expect(section(result, 'our-service')).toBeUndefined();
    expect(section(result, 'free-routes')!.steps.map((step) => step.id)).toEqual(['complain-to-lender', 'ombudsman']);
  });

  it.each([
    ['interest', 'in'],
    ['not-sure', 'note'],
  ] as const)('APR %s: likely in, the APR reason is %s', (apr, effect) => {
    const answer = only(onDate('2015-06', IN.replace('apr=interest', `apr=${apr}`)).scheme);
    expect(answer.verdict).toBe('likely-in');
    expect(answer.reasons.find((reason) => reason.question === 'apr')!.effect).toBe(effect);
  });

  it('APR not answered: no reason of its own, and still likely in (the caveat names 0% APR)', () => {
    const answer = only(onDate('2015-06', IN.replace('&apr=interest', '')).scheme);
    expect(answer.verdict).toBe('likely-in');
    expect(answer.reasons.some((reason) => reason.question === 'apr')).toBe(false);
    expect(answer.reasons.map((reason) => reason.text).join(' ')).toContain('0% APR');
  });

  it('names every exclusion facts.md gives, in plain words, and no amount it did not find', () => {
    for (const words of [
      /no commission was paid/,
      /0% APR/,
      /minimal commission/,
      /cheapest 5%/,
      /minimum below which nothing is paid/,
      /high-value loans/,
      /clearly branded and visible/,
    ]) {
      expect(exclusions).toMatch(words);
    }
    // facts.md §2.3: the cheapest-rates rule is Scheme 1's, under its hybrid remedy only (compliance reading C, m10)
    expect(exclusions).toMatch(/in Scheme 1, under its hybrid remedy \([^)]*\), no redress is due where you paid one of the cheapest rates/);
    // the de minimis amount and the high-value threshold are NOT FOUND
    expect(exclusions).not.toMatch(/£\d/);
    expect(scopeFacts.schemeExclusions.sourceKeys).toEqual(['P8', 'P6', 'P1', 'P2', 'C6']);
  });

  it('every likely-covered answer, for every date from 1990 to 2030 and every answer in, says what else can take it out', () => {
    let likelyIn = 0;
    for (let year = 1990; year <= 2030; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (const apr of ['interest', 'not-sure', ''] as const) {
          for (const type of ['pcp', 'hp', 'conditional-sale', 'lease-purchase', 'personal-loan'] as const) {
            const rest = `type=${type}${apr ? `&apr=${apr}` : ''}&via=dealer&for=personal&complained=no&represented=no`;
            for (const answer of onDate(`${year}-${String(month).padStart(2, '0')}`, rest).scheme.answers) {
              if (answer.verdict !== 'likely-in') continue;
              likelyIn += 1;
              expect(answer.summary).toMatch(/may cover it(, depending on the commission|, but only through high commission or a tie)\.$/);
              expect(answer.summary).not.toMatch(/[Ll]ikely/);
              expect(answer.reasons.map((reason) => reason.text).join(' ')).toContain(exclusions);
            }
          }
        }
      }
    }
    expect(likelyIn).toBeGreaterThan(1000);
  });
});

describe('the sections', () => {
  it('come in order: free routes, the scheme’s status, and only then our answer and our service (issue 29)', () => {
    const result = onDate('2015-06');
    expect(result.complete).toBe(true);
    expect(result.firmTakesOn.rule).toBe('offer');
    expect(result.sections.map((part) => part.id)).toEqual(['free-routes', 'scheme-status', 'firm-answer', 'our-service']);
  });

  it('free routes: the details the FCA lists, the credit file, the Ombudsman after 8 weeks or within 6 months, 6 months to opt in', () => {
    const steps = section(onDate('2015-06'), 'free-routes')!.steps;
    expect(steps.map((step) => step.id)).toEqual(['complain-to-lender', 'ombudsman', 'opt-in']);
    expect(steps[0]!.list).toEqual([
      'your name',
      'the agreement number',
      'the date of the agreement',
      'the vehicle’s registration',
      'your address when you took it out',
    ]);
    expect(steps[0]!.passages.map((passage) => passage.text).join(' ')).toMatch(/last 6 years.*credit file/);
    expect(steps[1]!.passages[0]!.text).toMatch(/after 8 weeks.*within 6 months/);
    expect(steps[2]!.passages[0]!.text).toMatch(/6 months from the day the lender sends the invitation/);
  });

  it('our service: the fee on the FCA’s average of £829 from feeForRedress, and what the visitor keeps', () => {
    const service = section(onDate('2015-06'), 'our-service')!;
    const quote = feeForRedress(scopeFacts.averageRedressFinal.value)!;
    expect(service.exampleRedress).toBe(829);
    expect(service.fee).toEqual(quote);
    expect(service.feeDisplay).toBe('£298.44');
    expect(service.keepDisplay).toBe('£530.56');
    const text = service.passages.map((passage) => passage.text).join(' ');
    expect(text).toContain('the fee would be £298.44 (36% including VAT) and you would keep £530.56');
    expect(text).toMatch(/not a prediction/);
    expect(text).toContain('could cost consumers around 30% of any compensation paid');
  });
});

describe('the next step (issue 29: in the first screen of every result)', () => {
  it.each([
    ['start=2015-06&' + IN, 'complain-free', /^Complain to the lender yourself, free: our letter/],
    [
      `start=2015-06&${IN.replace('complained=no', 'complained=lender')}`,
      'wait-for-lender',
      /^Included automatically if Scheme 2 covers your agreement and the lender had your complaint by 30 June 2026\. Disagree with the final response\? The Ombudsman is free too\.$/,
    ],
    // compliance reading A, U6: Scheme 1's rules saying the same were not found, so it is not said
    [
      `start=2010-06&${IN.replace('complained=no', 'complained=lender')}`,
      'wait-for-lender',
      /^We have not found whether Scheme 1 includes your complaint automatically\. Disagree/,
    ],
    [`start=2015-06&${IN.replace('complained=no', 'complained=ombudsman')}`, 'ombudsman-has-it', /it will tell you what happens next/],
    [`start=2015-06&${IN.replace('represented=no', 'represented=yes')}`, 'do-not-sign', /Ask that firm what it is doing for you/],
    [
      `start=2015-06&${IN.replace('represented=no', 'represented=yes').replace('complained=no', 'complained=lender')}`,
      'do-not-sign',
      /already signed with a firm/,
    ],
    ['start=2024-12&' + IN, 'complain-free', /likely do not cover it, but you can still complain/],
    [`start=2015-06&${IN.replace('type=pcp', 'type=contract-hire')}`, 'complain-free', /leasing company/],
    ['start=2015-06', 'complain-free', /^Complain to the lender yourself, free: our letter/],
    [`start=2007-04&${IN.replace('complained=no', 'complained=lender')}`, 'wait-for-lender', /Disagree with the final response\? The Ombudsman is free too\.$/],
  ] as const)('%s: %s', (search, kind, words) => {
    const step = check(search).nextStep!;
    expect(step.kind).toBe(kind);
    expect(step.text).toMatch(words);
    expect(step.heading).not.toMatch(/do nothing/);
    expect(step.cites.length).toBeGreaterThan(0);
  });
});

describe('every result', () => {
  const samples = [
    '',
    IN,
    'start=2007-04',
    'start=2024-11&represented=yes',
    'start=2021-01&complained=ombudsman',
    'start=2010-02-03&type=contract-hire&via=direct&for=company&complained=lender&represented=yes',
    'start=2016-08&type=personal-loan&via=not-sure&for=sole-trader&complained=no&represented=no',
    'start=2016-08&type=pcp&apr=zero&via=dealer&for=personal&complained=no&represented=no',
    'start=2016-08&type=hp&apr=not-sure',
    'start=1995-01&type=not-sure',
    'start=2026-05-01&type=hp',
    'start=2016-05&type=pcp&complained=final-response&responded=2026-01-10',
    'start=2012-03&type=hp&complained=final-response',
  ];
  const citations = new Set<Citation>([...Object.keys(scopeFacts), 'feeBands', 'feeRange'] as Citation[]);

  it.each(samples)('%j: cites a registry entry for every reason and passage', (search) => {
    for (const passage of allPassages(check(search))) {
      expect(passage.cites.length, passage.text).toBeGreaterThan(0);
      for (const cite of passage.cites) expect(citations.has(cite), `${cite} in ${passage.text}`).toBe(true);
    }
  });

  it.each(samples)('%j: promises nothing and hurries no one', (search) => {
    for (const passage of allPassages(check(search))) {
      expect(passage.text).not.toMatch(
        /guarantee|you will (get|receive|be paid)|act now|hurry|don.t miss|before it.s too late|limited time|today|deadline|urgent/i,
      );
    }
  });

  it('hedges every verdict but contract hire’s, which facts.md §2.4 verifies is out (compliance reading C, m7)', () => {
    for (const search of samples) {
      const hire = new URLSearchParams(search).get('type') === 'contract-hire';
      for (const answer of check(search).scheme.answers)
        expect(answer.summary).toMatch(
          hire ? /^Not covered by the FCA’s redress scheme\.$/ : /^(Likely not covered|Scheme [12] may cover it|We cannot tell from this)/,
        );
    }
  });

  it('contract hire: “Not covered”, and no 0% APR line, as a lease has no APR (compliance reading C, m7)', () => {
    const result = check('start=2015-06&type=contract-hire&apr=interest&via=dealer&for=personal&complained=no&represented=no');
    const answer = result.scheme.answers[0]!;
    expect(answer.summary).toBe('Not covered by the FCA’s redress scheme.');
    expect(answer.reasons.map((reason) => reason.text).join(' ')).toContain('the schemes do not cover it');
    for (const passage of allPassages(result)) expect(passage.text).not.toMatch(/APR/);
    // a hire purchase with the same answers keeps its APR line
    expect(check('start=2015-06&type=hp&apr=interest').scheme.answers[0]!.reasons.some((reason) => reason.question === 'apr')).toBe(true);
  });

  it('depends on the answers and the day handed in, not on the clock', () => {
    const search = 'start=2021-01&type=pcp&via=dealer&for=personal&complained=no&represented=no';
    const before = check(search);
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
      expect(check(search)).toEqual(before);
      vi.setSystemTime(new Date('2000-01-01T00:00:00Z'));
      expect(check(search)).toEqual(before);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a final response (issue 47): the ombudsman and its date lead; never “do nothing” or “wait”', () => {
  const FINAL = IN.replace('complained=no', 'complained=final-response');
  const months = Array.from({ length: (2026 - 2005 + 1) * 12 }, (_, index) => `${2005 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  const others: readonly (readonly [string, string])[] = [
    ['', ''],
    ['type=pcp', 'type=contract-hire'],
    ['via=dealer', 'via=direct'],
    ['for=personal', 'for=company'],
    ['type=pcp', 'type=not-sure'],
    ['represented=no', 'represented=yes'],
  ];

  it('every month from 2005 to 2026, with every other answer: the next step is the ombudsman (and, signed with a firm, not to sign again), and nothing says do nothing or wait', () => {
    for (const month of months) {
      for (const other of others) {
        const search = `start=${month}&${FINAL.replace(other[0], other[1])}`;
        const result = eligibilityFor(parsePreCheckAnswers(search, TODAY).answers, {}, ON);
        // m6: signed with a firm too, the ombudsman leads; "do not sign again" comes second.
        expect(result.nextStep!.kind, search).toBe('ombudsman-by');
        if (other[1] === 'represented=yes') expect(result.nextStep!.text, search).toMatch(/do not sign with another\.$/);
        expect(result.firmTakesOn.takesOn, search).toBe('no');
        for (const passage of allPassages(result)) expect(passage.text, search).not.toMatch(/need do nothing|does not need to do anything|Wait for/);
        const freeRoutes = section(result, 'free-routes')!;
        expect(freeRoutes.steps.find((step) => step.id === 'complain-to-lender')!.done).toBe(true);
        expect(freeRoutes.steps.find((step) => step.id === 'ombudsman')!.done).toBe(false);
      }
    }
  });

  it.each([
    ['2026-07-01', '1 January 2027'],
    ['2026-08-31', '28 February 2027'],
    ['2027-08-31', '29 February 2028'],
    ['2026-02-28', '28 August 2026'],
  ])('a final response dated %s: the ombudsman by %s, in the heading, while it is open', (responded, by) => {
    const parsed = parsePreCheckAnswers(`start=2016-05&${FINAL}&responded=${responded}`, TODAY);
    expect(parsed.errors).toEqual({});
    const step = eligibilityFor(parsed.answers, {}, '2026-08-28').nextStep!;
    expect(step.kind).toBe('ombudsman-by');
    expect(step.heading).toBe(`Go to the Financial Ombudsman Service by ${by}`);
    expect(step.text).toMatch(/free/);
  });

  // W1, W2, M7: facts.md §3.3's windows for final responses to DCA complaints, both dates plainly, a passed one said so.
  it.each([
    [
      '2025-12-15',
      'Go to the Financial Ombudsman Service by 15 March 2027 if your complaint was about a discretionary commission arrangement',
      ['That date passed on 15 June 2026.', 'has 15 months from the letter: by 15 March 2027.'],
    ],
    [
      '2026-01-20',
      'Go to the Financial Ombudsman Service by 20 April 2027 if your complaint was about a discretionary commission arrangement',
      ['That date passed on 20 July 2026.', 'by 20 April 2027.'],
    ],
    [
      '2025-06-01',
      'The time limits for the Ombudsman have passed',
      ['That date passed on 1 December 2025.', 'has 15 months from the letter. That date passed on 1 September 2026.'],
    ],
    [
      '2024-01-10',
      'The time limits for the Ombudsman have passed',
      [
        'That date passed on 10 July 2024.',
        'sent from 12 July 2023 to 29 April 2025 could go to the Ombudsman until a fixed date. That date passed on 29 July 2026.',
      ],
    ],
    ['2026-02-15', 'The usual time to go to the Financial Ombudsman Service has passed', ['That date passed on 15 August 2026.']],
    ['2026-11-20', 'Go to the Financial Ombudsman Service by 20 May 2027', ['by 20 May 2027.']],
  ])('on 28 November 2026, a final response dated %s (a 2012 hire purchase): %s', (responded, heading, words) => {
    const result = check(`start=2012-06&${FINAL.replace('type=pcp', 'type=hp')}&responded=${responded}`);
    const step = result.nextStep!;
    expect(step.heading).toBe(heading);
    // the first screen says each passed day (the reasons below say it in full)
    for (const part of words.filter((word) => word.startsWith('That date passed')))
      expect(step.text).toContain(part.replace('That date passed on ', 'on ').replace(/\.$/, ''));
    expect(step.text).not.toMatch(/Go to the Financial Ombudsman Service by \d+ \w+ 20\d\d\. That date passed/);
    // The same dates in the reasons below.
    const reason = only(result.scheme).reasons.find((candidate) => candidate.question === 'complained')!;
    for (const part of words) expect(reason.text).toContain(part);
  });

  it('the day a limit passes: open on its day, passed the day after', () => {
    const search = `start=2012-06&${FINAL}&responded=2025-12-15`;
    const on = (today: string) => eligibilityFor(parsePreCheckAnswers(search, TODAY).answers, {}, today).nextStep!.heading;
    expect(on('2026-06-15')).toBe(
      'Go to the Financial Ombudsman Service by 15 June 2026, or by 15 March 2027 if your complaint was about a discretionary commission arrangement',
    );
    expect(on('2026-06-16')).toMatch(/^Go to the Financial Ombudsman Service by 15 March 2027 if/);
    expect(on('2027-03-15')).toMatch(/^Go to the Financial Ombudsman Service by 15 March 2027 if/);
    expect(on('2027-03-16')).toBe('The time limits for the Ombudsman have passed');
  });

  it('no DCA limit for an agreement made from the DCA ban: the usual 6 months only', () => {
    const step = check(`start=2022-05&${FINAL}&responded=2025-12-15`).nextStep!;
    expect(step.heading).toBe('The usual time to go to the Financial Ombudsman Service has passed');
    expect(step.text).not.toMatch(/discretionary/);
    expect(step.text).toContain('The usual 6 months ended on 15 June 2026.');
  });

  it('reads the date as the start date is read; without a date, names the other limits', () => {
    const typed = parsePreCheckAnswers(`start=2016-05&${FINAL}&responded=1 July 2026`, TODAY);
    expect(typed.answers.responded).toBe('2026-07-01');
    const undated = only(check(`start=2016-05&${FINAL}`).scheme).reasons.find((candidate) => candidate.question === 'complained')!;
    expect(undated.text).toContain(
      'Some final responses to discretionary commission complaints, sent from 12 July 2023 to 29 January 2026, have a different limit',
    );
    const later = check(`start=2016-05&${FINAL}&responded=2026-01-30`);
    expect(only(later.scheme).reasons.find((candidate) => candidate.question === 'complained')!.text).not.toMatch(/discretionary/);
  });

  it('without the date: the ombudsman, within 6 months of the final response', () => {
    const step = check(`start=2016-05&${FINAL}`).nextStep!;
    expect(step.heading).toBe('Go to the Financial Ombudsman Service, free');
    expect(step.text).toContain('within 6 months');
  });

  it.each([
    ['2026-07', /day of the final response/],
    ['2027-01-01', /today or in the past/],
    ['2026-02-30', /real date/],
    ['soon', /Enter the date on the lender’s final response/],
  ])('refuses a final response dated %j with its own message, keeping the rest', (responded, message) => {
    const parsed = parsePreCheckAnswers(`start=2016-05&${FINAL}&responded=${responded}`, '2026-11-28');
    expect(parsed.errors.responded).toMatch(message);
    expect(parsed.rejected.responded).toBe(responded);
    expect(parsed.answers.complained).toBe('final-response');
    expect(parsed.answers.responded).toBeUndefined();
  });
});

describe('a year on its own (issue 47): enough where every day of it gives the same answer; the month or day asked only where it decides', () => {
  it.each([
    ['2005', null, 'likely-out', 'outside'],
    ['2015', 2, 'likely-in', 'offer'],
    ['2025', null, 'likely-out', 'outside'],
  ] as const)('%s: one answer (scheme %s, %s), and our answer %s', (year, scheme, verdict, rule) => {
    const result = onDate(year);
    const answer = only(result.scheme);
    expect(answer).toMatchObject({ scheme, verdict });
    expect(answer.days).toBeUndefined();
    expect(result.scheme.ask).toBeUndefined();
    expect(result.firmTakesOn.rule).toBe(rule);
    expect(section(result, 'our-service') !== undefined).toBe(rule === 'offer');
    expect(
      allPassages(result)
        .map((passage) => passage.text)
        .join(' '),
    ).not.toMatch(/the (day|month) (it began|the agreement was made)/);
  });

  it('2007: the month decides, and in April the day (6 April 2007), with both answers', () => {
    const result = onDate('2007');
    expect(result.scheme.dayDecides).toBe(true);
    expect(result.scheme.ask).toBe('the month the agreement was made, and the day if it was in April 2007');
    expect(result.scheme.answers.map((answer) => [answer.days?.first, answer.days?.last, answer.days?.text, answer.scheme, answer.verdict])).toEqual([
      ['2007-01-01', '2007-04-05', '1 January to 5 April 2007', null, 'likely-out'],
      ['2007-04-06', '2007-12-31', '6 April to 31 December 2007', 1, 'likely-in'],
    ]);
    expect(result.firmTakesOn.rule).toBe('unknown');
    expect(result.firmTakesOn.reasons[0]!.text).toContain('the month the agreement was made, and the day if it was in April 2007');
    expect(section(result, 'our-service')).toBeUndefined();
  });

  it('2021: the scheme’s answer is one (Scheme 2), but ours needs the month, and in January the day (28 January 2021, the firm’s own cut-off)', () => {
    const result = onDate('2021');
    expect(only(result.scheme)).toMatchObject({ scheme: 2, verdict: 'likely-in' });
    expect(result.firmTakesOn).toMatchObject({ rule: 'unknown', takesOn: 'cannot-tell' });
    expect(result.firmTakesOn.reasons[0]!.text).toContain(
      'the month the agreement was made, and the day if it was in January 2021: our window starts on 6 April 2007 and ends before 28 January 2021, so in the year you gave the date decides',
    );
    expect(section(result, 'our-service')).toBeUndefined();
    // Given the month, only January still needs the day.
    expect(onDate('2021-01').firmTakesOn.rule).toBe('unknown');
    expect(onDate('2021-02').firmTakesOn.rule).toBe('outside');
  });

  it('2024: the month decides, and in November the day (1 November 2024), with both answers', () => {
    const result = onDate('2024');
    expect(result.scheme.ask).toBe('the month the agreement was made, and the day if it was in November 2024');
    expect(result.scheme.answers.map((answer) => [answer.days?.text, answer.scheme, answer.verdict])).toEqual([
      ['1 January to 1 November 2024', 2, 'likely-in'],
      ['2 November to 31 December 2024', null, 'likely-out'],
    ]);
    // Out of our window all year: said plainly, not asked.
    expect(result.firmTakesOn.rule).toBe('outside');
  });

  it('2014: the month decides which scheme; may be covered either way, so the offer stands and the complained step says both schemes’ rules', () => {
    const result = onDate('2014');
    expect(result.scheme.ask).toBe('the month the agreement was made');
    expect(result.scheme.answers.map((answer) => [answer.days?.text, answer.scheme])).toEqual([
      ['1 January to 31 March 2014', 1],
      ['1 April to 31 December 2014', 2],
    ]);
    expect(result.firmTakesOn.rule).toBe('offer');
    expect(section(result, 'our-service')).toBeDefined();
    const complained = onDate('2014', IN.replace('complained=no', 'complained=lender'));
    expect(complained.nextStep!.text).toContain(
      `Scheme 2 covers your agreement and the lender had your complaint by ${scopeFacts.scheme2ImplementationEnd.display}; for Scheme 1 we have not found this rule.`,
    );
  });

  it('a year a boundary cuts, where another answer already decides: one answer, saying how the date splits the year', () => {
    const answer = only(onDate('2007', 'for=company').scheme);
    expect(answer.verdict).toBe('likely-out');
    expect(answer.reasons[0]!.text).toMatch(
      /^In this year the date decides .*1 January to 5 April 2007: .*6 April to 31 December 2007: .*likely not covered\.$/,
    );
  });
});

describe('the compliance reading of 29 November 2026 (M2, m2, m3, m4)', () => {
  it('M2: from the DCA ban (28 January 2021) only high commission or a tie can bring an agreement in; a month across it says so', () => {
    const after = only(onDate('2022-05').scheme);
    expect(after.summary).toBe('Scheme 2 may cover it, but only through high commission or a tie.');
    expect(after.reasons.map((reason) => reason.text).join(' ')).toContain(
      'Discretionary commission arrangements were banned from 28 January 2021, so for an agreement made from then only high commission or a tie can bring it in.',
    );
    expect(only(onDate('2021-01-28').scheme).summary).toMatch(/only through high commission or a tie/);
    const before = only(onDate('2021-01-27').scheme);
    expect(before.summary).toMatch(/depending on the commission/);
    expect(before.reasons.map((reason) => reason.text).join(' ')).not.toMatch(/were banned/);
    const across = only(onDate('2021-01').scheme);
    expect(across.summary).toMatch(/depending on the commission/);
    expect(across.reasons.map((reason) => reason.text).join(' ')).toContain('for an agreement made from then, only high commission or a tie can bring it in');
  });

  it.each(['lender', 'final-response', 'ombudsman'])('m2: no opt-in invitation step for someone who has complained (%s)', (complained) => {
    const steps = section(onDate('2016-06', IN.replace('complained=no', `complained=${complained}`)), 'free-routes')!.steps;
    expect(steps.map((step) => step.id)).not.toContain('opt-in');
    expect(section(onDate('2016-06'), 'free-routes')!.steps.map((step) => step.id)).toContain('opt-in');
  });

  it.each([
    ['2005-06', IN],
    ['2016-06', IN.replace('via=dealer', 'via=direct')],
    ['2016-06', IN.replace('for=personal', 'for=company')],
    ['2016-06', IN.replace('type=pcp', 'type=contract-hire')],
  ])('m3: no “see below” on a likely-not-covered result (%s, %s)', (start, rest) => {
    const result = onDate(start, `${rest}&apr=interest`.replace('apr=interest&', ''));
    for (const answer of result.scheme.answers) expect(answer.reasons.map((reason) => reason.text).join(' ')).not.toMatch(/see below/);
  });

  it('m4: “not sure” of the kind says PCP, hire purchase and conditional sale can be covered', () => {
    const text = only(onDate('2016-06', IN.replace('type=pcp', 'type=not-sure')).scheme).reasons.find((reason) => reason.question === 'type')!.text;
    expect(text).toContain('PCP, hire purchase and conditional sale can be covered, contract hire cannot.');
  });
});
