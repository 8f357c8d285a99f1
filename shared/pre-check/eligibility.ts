/**
 * The pre-check's result (issue 15): one pure function from the visitor's
 * answers and today's date to what the page says. No I/O, and the clock only
 * as `today` handed in (a date the answers give that has passed is said to
 * have passed), so every boundary can be tested to the day.
 *
 * Every rule cites entries of the registry through `scopeFacts`
 * (shared/figures/schemeScope.ts, from ../shared/facts.md). Where facts.md marks the
 * reading INFERRED the words say "likely" and cite the VERIFIED fact it rests
 * on; nothing here promises an outcome, and nothing hurries anyone.
 */
import { fees } from '../fees/feeRange.ts';
import { feeForRedress, formatPence, type FeeQuote } from '../fees/fees.ts';
import { daysInMonth, optionLabel, answeredCount, preCheckQuestions, type AgreementStart, type PreCheckAnswers, type QuestionName } from './preCheckAnswers.ts';
import type { ParsedPreCheck } from './preCheckReading.ts';
import { todayOf } from '../agreements/calendarDays.ts';
import { formatIsoDate } from '../dates/dates.ts';
import { dcaPossible, ombudsmanLimits, type OmbudsmanLimits } from '../agreements/deadlines.ts';
import { DCA_LIMIT_CITES, deadlineRules, ombudsmanWithoutDate, ombudsmanWords } from '../agreements/deadlineWords.ts';
import { complaintDetailsList, scopeFacts, type Passage, type ScopeFactKey } from '../figures/schemeScope.ts';

export type Verdict = 'likely-in' | 'likely-out' | 'cannot-tell';
export type SchemeNumber = 1 | 2;

/** Why the result is what it is: one answer's effect, in words, with the facts it rests on. */
export interface Reason extends Passage {
  /** The question whose answer gave this reason; null for a standing caveat. */
  readonly question: QuestionName | null;
  /** `note` informs without moving the verdict. */
  readonly effect: 'in' | 'out' | 'unknown' | 'note';
}

/** Days that share an answer, when the visitor gave only the month or the year. */
export interface DayRange {
  /** ISO dates, inclusive. */
  readonly first: string;
  readonly last: string;
  /** "1 to 5 April 2007", "6 April to 31 December 2007", or "1 November 2024" for a single day. */
  readonly text: string;
}

export interface SchemeAnswer {
  /** Only when the date decides: the days of the month or year this answer is for. */
  readonly days?: DayRange;
  /** The scheme the date falls in; null when neither, or the date is not known. */
  readonly scheme: SchemeNumber | null;
  readonly verdict: Verdict;
  /** One line: "Scheme 2 may cover it, depending on the commission.", "We cannot tell from this …". */
  readonly summary: string;
  readonly reasons: readonly Reason[];
}

export type FirmDecision = 'yes' | 'no' | 'cannot-tell';

export interface FirmAnswer {
  /** Which row of the offer rule decided (see `firmFor`). */
  readonly rule: OfferRule;
  readonly takesOn: FirmDecision;
  readonly reasons: readonly Reason[];
}

/**
 * One answer, or (when the visitor gave a month that a boundary cuts) one per
 * run of days, in date order: "the day decides", with every answer given.
 */
export interface ByDate<A> {
  readonly dayDecides: boolean;
  /**
   * When the date decides: what to give to see which answer is yours, "the day the agreement was
   * made" for a month, "the month the agreement was made, and the day if it was in April 2007" for
   * a year (issue 47: the month or day is asked only where it decides).
   */
  readonly ask?: string;
  readonly answers: readonly A[];
}

export interface FreeStep {
  readonly id: 'complain-to-lender' | 'ombudsman' | 'opt-in';
  readonly heading: string;
  readonly passages: readonly Passage[];
  /** The details to give, as a list (complain-to-lender only). */
  readonly list?: readonly string[];
  /** The visitor said they have done this already. */
  readonly done: boolean;
}

export interface OurService {
  /** The FCA's estimate of the average redress per agreement, in pounds. */
  readonly exampleRedress: number;
  readonly exampleRedressDisplay: string;
  readonly fee: FeeQuote;
  readonly feeDisplay: string;
  readonly keepDisplay: string;
  readonly passages: readonly Passage[];
}

export type ResultSection =
  | { readonly id: 'free-routes'; readonly heading: string; readonly steps: readonly FreeStep[] }
  /** The dated status block of the scheme; the page renders it from the registry. */
  | { readonly id: 'scheme-status'; readonly heading: string }
  /** Whether this firm would take it on (`firmTakesOn`): after the free routes (issue 29, CMCOB 4). */
  | { readonly id: 'firm-answer'; readonly heading: string }
  | ({ readonly id: 'our-service'; readonly heading: string } & OurService);

/** What this person should do next, in one line at the top of the result (issue 29: within the first screen). */
export type NextStepKind = 'do-not-sign' | 'ombudsman-has-it' | 'ombudsman-by' | 'wait-for-lender' | 'complain-free';

export interface NextStep extends Passage {
  readonly kind: NextStepKind;
  readonly heading: string;
}

export interface EligibilityResult {
  readonly answers: PreCheckAnswers;
  /** How many of the questions are answered. */
  readonly answered: number;
  readonly complete: boolean;
  /** Whether the FCA's schemes likely cover the agreement. */
  readonly scheme: ByDate<SchemeAnswer>;
  /** Whether this firm would offer to take the agreement on: a separate question from the scheme's. */
  readonly firmTakesOn: FirmAnswer;
  /** What to do next; null when nothing is answered yet. */
  readonly nextStep: NextStep | null;
  /** For a visitor already represented: do not sign again, and what the regulators said. Null otherwise. */
  readonly alreadyRepresented: readonly Passage[] | null;
  /** In the order the page shows them: free routes first, the status, and only then our answer and our service. */
  readonly sections: readonly ResultSection[];
}

const f = scopeFacts;
/** The deadlines' rules, from the registry: the one engine /my-agreements runs too (shared/agreements/deadlines.ts). */
const rules = deadlineRules(f);

// ---------------------------------------------------------------------------
// Dates. ISO `YYYY-MM-DD` strings compare correctly as text.

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dayRange(first: string, last: string): DayRange {
  if (first === last) return { first, last, text: formatIsoDate(first) };
  const firstDay = Number(first.slice(8));
  if (first.slice(0, 7) === last.slice(0, 7)) return { first, last, text: `${firstDay} to ${formatIsoDate(last)}` };
  const from = first.slice(0, 4) === last.slice(0, 4) ? formatIsoDate(first).slice(0, -5) : formatIsoDate(first);
  return { first, last, text: `${from} to ${formatIsoDate(last)}` };
}

/** Every day the start may mean: the one day given, or each day of the month or year given. */
function daysOf(start: AgreementStart): string[] {
  if (start.day !== undefined) return [start.value];
  const months = start.month === undefined ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [start.month];
  return months.flatMap((month) => Array.from({ length: daysInMonth(start.year, month) }, (_, index) => isoDay(start.year, month, index + 1)));
}

/**
 * The answer for each day the visitor may mean, merged into runs of days with
 * the same answer. A full date is one run; a month or a year is split only
 * where a boundary cuts it, so "the date decides" is found from the registry's
 * dates, never from a list of months or years written here.
 */
function runsFor<K extends string>(start: AgreementStart, classify: (day: string) => K): { key: K; days?: DayRange }[] {
  if (start.day !== undefined) return [{ key: classify(start.value) }];
  const runs: { key: K; first: string; last: string }[] = [];
  for (const iso of daysOf(start)) {
    const key = classify(iso);
    const run = runs.at(-1);
    if (run && run.key === key) run.last = iso;
    else runs.push({ key, first: iso, last: iso });
  }
  if (runs.length === 1) return [{ key: runs[0]!.key }];
  return runs.map((run) => ({ key: run.key, days: dayRange(run.first, run.last) }));
}

/**
 * What to give, where a boundary cuts the month or year given: the day, for a month; for a year the
 * month, and the day too in a month a boundary falls inside ("and the day if it was in April 2007").
 */
function dateToAsk(start: AgreementStart, runs: readonly { days?: DayRange }[]): string {
  if (start.month !== undefined) return 'the day the agreement was made';
  const cutMonths = runs.slice(1).flatMap(({ days }) => (days && !days.first.endsWith('-01') ? [formatIsoDate(days.first.slice(0, 7))] : []));
  return `the month the agreement was made${cutMonths.length > 0 ? `, and the day if it was in ${cutMonths.join(' or ')}` : ''}`;
}

type SchemePlace = 'before' | 'scheme1' | 'scheme2' | 'after';

/** facts.md §2.1: by the date the agreement was entered into; both schemes include both ends. */
function schemePlace(day: string): SchemePlace {
  if (day < f.scheme1Start.value) return 'before';
  if (day <= f.scheme1End.value) return 'scheme1';
  // Scheme 2 starts the day after Scheme 1 ends (31 March / 1 April 2014): no gap, no
  // overlap (eligibility.test.ts checks the registry says so).
  if (day <= f.scheme2End.value) return 'scheme2';
  return 'after';
}

type FirmPlace = 'before' | 'in' | 'after';

/** "from 6 April 2007 and before 28 January 2021": the firm's window, as every page states it. */
const firmWindowWords = `from ${f.claimWindowStart.display} and before ${f.claimWindowEnd.display}`;

/**
 * The firm's window: from the first day of Scheme 1 (6 April 2007) and before
 * the DCA ban of 28 January 2021. DISP's DCA complaint is an agreement "entered
 * before 28 Jan 2021" (facts.md §2.2, [D2]), so an agreement made on the 28th
 * came after the ban and is out; one made before 6 April 2007 is outside both
 * schemes (issue 19: the same rule, to the day, wherever it is stated).
 */
function firmPlace(day: string): FirmPlace {
  if (day < f.claimWindowStart.value) return 'before';
  if (day < f.claimWindowEnd.value) return 'in';
  return 'after';
}

// ---------------------------------------------------------------------------
// The scheme: one reason per answer.

function dateReason(place: SchemePlace | undefined, refusal: string | undefined): Reason {
  const question = 'start';
  switch (place) {
    case undefined:
      return {
        question,
        effect: 'unknown',
        text: `${refusal ? `We could not use the date you gave: ${refusal}.` : 'You have not told us when the agreement began.'} The date decides which scheme, if either, covers it: Scheme 1 from ${f.scheme1Start.display} to ${f.scheme1End.display}, Scheme 2 from ${f.scheme2Start.display} to ${f.scheme2End.display}.`,
        cites: ['scheme1Start', 'scheme1End', 'scheme2Start', 'scheme2End'],
      };
    case 'before':
      return {
        question,
        effect: 'out',
        text: `The schemes cover agreements made from ${f.scheme1Start.display}. One made before then is outside both.`,
        cites: ['scheme1Start'],
      };
    case 'scheme1':
      return {
        question,
        effect: 'in',
        text: `Agreements made from ${f.scheme1Start.display} to ${f.scheme1End.display} fall in Scheme 1, even if they ran on after that.`,
        cites: ['scheme1Start', 'scheme1End'],
      };
    case 'scheme2':
      return {
        question,
        effect: 'in',
        text: `Agreements made from ${f.scheme2Start.display} to ${f.scheme2End.display} fall in Scheme 2.`,
        cites: ['scheme2Start', 'scheme2End'],
      };
    case 'after':
      return {
        question,
        effect: 'out',
        text: `The schemes cover agreements made up to ${f.scheme2End.display}. One made after then is outside both.`,
        cites: ['scheme2End'],
      };
  }
}

function typeReason(type: PreCheckAnswers['type']): Reason {
  const question = 'type';
  switch (type) {
    case 'pcp':
    case 'hp':
    case 'conditional-sale':
      return {
        question,
        effect: 'in',
        text: `${optionLabel('type', type)} is regulated credit, the kind of agreement the schemes cover.`,
        cites: ['creditProductsIn'],
      };
    // facts.md §2.4: lease purchase and dealer-arranged loans in the scheme are INFERRED, so "likely".
    case 'lease-purchase':
      return {
        question,
        effect: 'in',
        text: 'Lease purchase is a credit agreement much like hire purchase, so it is likely covered, though we have not seen the scheme’s rules name it.',
        cites: ['creditWithBrokerCommission'],
      };
    case 'personal-loan':
      return {
        question,
        effect: 'in',
        text: 'A personal loan the dealer arranged is likely covered if it was regulated credit and the dealer was paid commission, though we have not seen how the scheme’s rules define the agreements they cover.',
        cites: ['creditWithBrokerCommission'],
      };
    case 'contract-hire':
      return {
        question,
        effect: 'out',
        text: 'Personal contract hire is leasing, not credit, and the schemes do not cover it. A complaint about a lease goes to the leasing company in the usual way.',
        cites: ['contractHireOut'],
      };
    case 'not-sure':
      return {
        question,
        effect: 'unknown',
        text: 'We cannot tell without the kind of agreement: PCP, hire purchase and conditional sale can be covered, contract hire cannot. Your agreement or statements name it.',
        cites: ['creditProductsIn', 'contractHireOut'],
      };
    case undefined:
      return {
        question,
        effect: 'unknown',
        text: 'You have not told us what kind of agreement it was.',
        cites: ['creditProductsIn', 'contractHireOut'],
      };
  }
}

/**
 * Issue 45 item 3: 0% APR agreements are "largely out of scope" (facts.md §2.3, a consultancy's summary
 * [P6]), so "likely". Unanswered, it gives no reason: the standing caveat names 0% APR with the other
 * exclusions. "Not sure" informs without moving the verdict: most finance carried interest.
 */
function aprReason(apr: PreCheckAnswers['apr']): Reason | undefined {
  const question = 'apr';
  switch (apr) {
    case 'interest':
      return {
        question,
        effect: 'in',
        text: 'You paid interest, so the schemes’ 0% APR exclusion does not apply to you.',
        cites: ['zeroAprLargelyOut'],
      };
    case 'zero':
      return {
        question,
        effect: 'out',
        text: `${f.zeroAprLargelyOut.display}, so yours is likely not covered.`,
        cites: ['zeroAprLargelyOut'],
      };
    case 'not-sure':
      return {
        question,
        effect: 'note',
        text: `Your agreement shows its APR. If it was 0%, note that ${lowerFirst(f.zeroAprLargelyOut.display)}.`,
        cites: ['zeroAprLargelyOut'],
      };
    case undefined:
      return undefined;
  }
}

function viaReason(via: PreCheckAnswers['via']): Reason {
  const question = 'via';
  switch (via) {
    case 'dealer':
      return {
        question,
        effect: 'in',
        text: 'The schemes are about commission lenders paid to brokers such as dealers, and a dealer or broker arranged yours.',
        cites: ['creditWithBrokerCommission'],
      };
    // facts.md §2.4: "out" for finance straight from a lender is INFERRED from the broker-commission rule.
    case 'direct':
      return {
        question,
        effect: 'out',
        text: 'The schemes need commission paid to a broker. Finance taken straight from the lender, with no dealer or broker arranging it, is therefore likely outside them.',
        cites: ['creditWithBrokerCommission'],
      };
    case 'not-sure':
      return {
        question,
        effect: 'unknown',
        text: 'We cannot tell without knowing who arranged it: the schemes need commission paid to a broker, such as the dealer.',
        cites: ['creditWithBrokerCommission'],
      };
    case undefined:
      return {
        question,
        effect: 'unknown',
        text: 'You have not told us who arranged the finance.',
        cites: ['creditWithBrokerCommission'],
      };
  }
}

function forReason(forWhom: PreCheckAnswers['for']): Reason {
  const question = 'for';
  switch (forWhom) {
    case 'personal':
      return {
        question,
        effect: 'in',
        text: 'The schemes are for individuals, as well as partnerships of 2 or 3 people and unincorporated bodies.',
        cites: ['consumerDefinition'],
      };
    case 'sole-trader':
      return {
        question,
        effect: 'in',
        text: `${f.soleTradersIncluded.display} (${formatIsoDate(f.soleTradersIncluded.source.date)}).`,
        cites: ['soleTradersIncluded'],
      };
    // facts.md §2.5: limited companies out is INFERRED (a body corporate is not a "consumer").
    case 'company':
      return {
        question,
        effect: 'out',
        text: `${f.consumerDefinition.display}, so an agreement in a limited company’s name is likely not covered.`,
        cites: ['consumerDefinition'],
      };
    case undefined:
      return {
        question,
        effect: 'unknown',
        text: 'You have not told us who the agreement was for.',
        cites: ['consumerDefinition'],
      };
  }
}

function verdictOf(reasons: readonly Reason[]): Verdict {
  if (reasons.some((reason) => reason.effect === 'out')) return 'likely-out';
  if (reasons.some((reason) => reason.effect === 'unknown')) return 'cannot-tell';
  return 'likely-in';
}

/**
 * With every answer that is not "likely out" (issue 45 item 3): what the commission must have been, and
 * what else can take an agreement out (facts.md §2.2–2.3), so a date and a product never read as enough.
 */
const commissionCaveat: Reason = {
  question: null,
  effect: 'note',
  text: `Whether you are owed anything also depends on the commission. ${f.qualifyingFeatures.display}. ${f.schemeExclusions.display} The lender checks this; this page cannot.`,
  cites: ['qualifyingFeatures', 'schemeExclusions'],
};

type BanPlace = 'before' | 'across' | 'after';

/**
 * Where the days an answer is for fall against the DCA ban (facts.md §2.2: banned from 28 January
 * 2021; DISP's DCA complaint is an agreement entered before it [D2]): from then, only high
 * commission or a tie can bring an agreement in.
 */
function banPlace(start: AgreementStart | undefined, days: DayRange | undefined): BanPlace | undefined {
  if (!start) return undefined;
  const first = days?.first ?? daysOf(start)[0]!;
  const last = days?.last ?? daysOf(start).at(-1)!;
  if (first >= f.dcaBan.value) return 'after';
  return last < f.dcaBan.value ? 'before' : 'across';
}

function dcaBanReason(place: BanPlace): Reason {
  return {
    question: 'start',
    effect: 'note',
    text:
      place === 'after'
        ? `Discretionary commission arrangements were banned from ${f.dcaBan.display}, so for an agreement made from then only high commission or a tie can bring it in.`
        : `Discretionary commission arrangements were banned from ${f.dcaBan.display}: for an agreement made from then, only high commission or a tie can bring it in.`,
    cites: ['dcaBan', 'dcaComplaintCutoff'],
  };
}

/**
 * Whether a complaint the lender already had is in the scheme with no opt-in: Scheme 2's rules say so
 * (CONRED 5, facts.md §2.6 [P7]); Scheme 1's saying the same was not found, so it is said for Scheme 2
 * only (compliance reading A, U6). `reason` for the scheme's answer, `step` for the next step, which must
 * stay short (the first screen at 320 × 568); `null` is a scheme not yet known (both named).
 */
function automaticInclusion(scheme: SchemeNumber | null): { reason: string; step: string; cites: [ScopeFactKey, ...ScopeFactKey[]] } {
  const end = f.scheme2ImplementationEnd.display;
  const later = 'We have not found a source saying how a complaint the lender had later is treated: ask the lender.';
  if (scheme === 1) {
    return {
      reason: `We have not found Scheme 1’s rules saying that a complaint the lender already had is included automatically, as Scheme 2’s rules do: ask the lender how it is handling yours.`,
      step: 'We have not found whether Scheme 1 includes your complaint automatically.',
      cites: ['complainantsIncluded'],
    };
  }
  if (scheme === 2) {
    return {
      reason: `Under Scheme 2’s rules, if it covers your agreement and the lender had your complaint by the end of its implementation period (${end}), it is included automatically, with no need to opt in. ${later}`,
      step: `Included automatically if Scheme 2 covers your agreement and the lender had your complaint by ${end}.`,
      cites: ['complainantsIncluded', 'scheme2ImplementationEnd'],
    };
  }
  return {
    reason: `Under Scheme 2’s rules (agreements made from ${f.scheme2Start.display}), if it covers your agreement and the lender had your complaint by the end of its implementation period (${end}), it is included automatically, with no need to opt in; we have not found Scheme 1’s rules saying the same. ${later}`,
    step: `Included automatically if Scheme 2 covers your agreement and the lender had your complaint by ${end}; for Scheme 1 we have not found this rule.`,
    cites: ['complainantsIncluded', 'scheme2ImplementationEnd', 'scheme2Start'],
  };
}

/**
 * Holding the lender's final response (issue 47): the ombudsman, free, and its limits when the date
 * was given, each said plainly, a passed one as passed (the one engine and its words,
 * shared/agreements/deadlines.ts and deadlineWords.ts: facts.md §3.3, both dates where the final
 * response may be to a discretionary commission complaint); never "do nothing" or "wait".
 */
function finalResponsePassage(limits: OmbudsmanLimits | undefined): Passage {
  const usualCites: [ScopeFactKey, ...ScopeFactKey[]] = ['fosReferralMonths', 'fosFreeForConsumers'];
  const dcaCites = DCA_LIMIT_CITES;
  const opening = 'You have the lender’s final response. If you disagree with it, you can ask the Financial Ombudsman Service to look at it, free.';
  if (!limits) {
    return {
      text: `${opening} ${ombudsmanWithoutDate(f, true)}: give the date above to see yours.`,
      cites: [...usualCites, ...dcaCites],
    };
  }
  return { text: `${opening} ${ombudsmanWords(limits, f).limits.join(' ')}`, cites: limits.dca ? [...usualCites, ...dcaCites] : usualCites };
}

/** facts.md §2.6: lenders invite people who have not complained: only for them (m2: not for those who have). */
function complainedReason(
  complained: PreCheckAnswers['complained'],
  verdict: Verdict,
  scheme: SchemeNumber | null,
  limits: OmbudsmanLimits | undefined,
): Reason | undefined {
  const question = 'complained';
  if (complained === undefined) return undefined;
  if (complained === 'final-response') return { question, effect: 'note', ...finalResponsePassage(limits) };
  if (complained === 'no') {
    if (verdict === 'likely-out') return undefined;
    return {
      question,
      effect: 'note',
      text: `Under the final rules, where a lender finds a relevant commission arrangement it must write to invite people who have not complained to join the scheme, and you would have ${f.optInMonths.display} from the day the lender sends the invitation to reply. We have not found whether invitations are sent while the scheme is partly suspended. You can also complain now, free: see below.`,
      cites: ['optInMonths'],
    };
  }
  if (verdict === 'likely-out') {
    return {
      question,
      effect: 'note',
      text:
        complained === 'ombudsman'
          ? `Your complaint is with the Financial Ombudsman Service. It is ${f.fosFreeForConsumers.display}.`
          : `If you disagree with the lender’s final response, you can ask the Financial Ombudsman Service to look at it, normally within ${f.fosReferralMonths.display} of the final response. It is ${f.fosFreeForConsumers.display}.`,
      cites: complained === 'ombudsman' ? ['fosFreeForConsumers'] : ['fosReferralMonths', 'fosFreeForConsumers'],
    };
  }
  // facts.md §2.6 [P7]: conditional (M3), as how a later complaint is treated is NOT FOUND (§1.4).
  const inclusion = automaticInclusion(scheme);
  return { question, effect: 'note', text: inclusion.reason, cites: inclusion.cites };
}

/** facts.md §2.4: contract hire is out of the schemes, VERIFIED, so said without "likely" (compliance reading C, m7). */
const contractHireSummary = 'Not covered by the FCA’s redress scheme.';

function schemeSummary(verdict: Verdict, scheme: SchemeNumber | null, ban: BanPlace | undefined): string {
  // Never a promise, nor "likely" from the date and kind alone (issue 45 item 3; the FCA's 12.1m eligible of about
  // 32m reviewed, facts.md §5.1): it depends on the commission. Short: with the next step, it must fit the first screen at 320×568.
  if (verdict === 'likely-in' && scheme !== null) {
    return ban === 'after'
      ? `Scheme ${scheme} may cover it, but only through high commission or a tie.`
      : `Scheme ${scheme} may cover it, depending on the commission.`;
  }
  if (verdict === 'likely-out') return 'Likely not covered by the FCA’s redress scheme.';
  return 'We cannot tell from this whether the FCA’s redress scheme covers it.';
}

function schemeFor(answers: PreCheckAnswers, startRefusal: string | undefined, limits: OmbudsmanLimits | undefined): ByDate<SchemeAnswer> {
  // compliance reading C, m7: a lease has no APR, so no 0% APR line for contract hire
  const apr = answers.type === 'contract-hire' ? undefined : aprReason(answers.apr);
  const others = [typeReason(answers.type), ...(apr ? [apr] : []), viaReason(answers.via), forReason(answers.for)];
  const places: { key: SchemePlace | undefined; days?: DayRange }[] = answers.start ? runsFor(answers.start, schemePlace) : [{ key: undefined }];
  const schemeAnswers = places.map(({ key, days }): SchemeAnswer => {
    const scheme: SchemeNumber | null = key === 'scheme1' ? 1 : key === 'scheme2' ? 2 : null;
    const ruled = [dateReason(key, startRefusal), ...others];
    const verdict = verdictOf(ruled);
    const complained = complainedReason(answers.complained, verdict, scheme, limits);
    const ban = scheme === 2 ? banPlace(answers.start, days) : undefined;
    const caveats = verdict === 'likely-out' ? [] : [commissionCaveat, ...(ban === 'after' || ban === 'across' ? [dcaBanReason(ban)] : [])];
    const reasons = [...ruled, ...caveats, ...(complained ? [complained] : [])];
    const summary = answers.type === 'contract-hire' ? contractHireSummary : schemeSummary(verdict, scheme, ban);
    return { ...(days ? { days } : {}), scheme, verdict, summary, reasons };
  });
  if (schemeAnswers.length > 1 && schemeAnswers.every((answer) => answer.summary === schemeAnswers[0]!.summary)) {
    return { dayDecides: false, answers: [sameEitherWay(schemeAnswers, answers.start!)] };
  }
  if (schemeAnswers.length === 1) return { dayDecides: false, answers: schemeAnswers };
  return { dayDecides: true, ask: dateToAsk(answers.start!, places), answers: schemeAnswers };
}

/**
 * A month (or year) a boundary cuts, where another answer already decides: the
 * result is the same whichever the day (always "likely out": a boundary parts
 * an in-date from an out-date, so only an answer that is out makes both alike).
 * One answer, whose date reason says how the date splits the month or year.
 */
function sameEitherWay(answers: readonly SchemeAnswer[], start: AgreementStart): SchemeAnswer {
  const dateReasons = answers.map((answer) => ({ days: answer.days!, reason: answer.reasons.find((reason) => reason.question === 'start')! }));
  const cites = [...new Set(dateReasons.flatMap(({ reason }) => reason.cites))] as [ScopeFactKey, ...ScopeFactKey[]];
  const split: Reason = {
    question: 'start',
    effect: 'note',
    text:
      (start.month === undefined
        ? 'In this year the date decides which scheme, if either, covers an agreement. '
        : 'In this month the day decides which scheme, if either, covers an agreement. ') +
      `${dateReasons.map(({ days, reason }) => `${days.text}: ${reason.text}`).join(' ')} ` +
      'Either way, another of your answers means it is likely not covered.',
    cites,
  };
  const first = answers[0]!;
  return { scheme: null, verdict: first.verdict, summary: first.summary, reasons: [split, ...first.reasons.filter((reason) => reason.question !== 'start')] };
}

// ---------------------------------------------------------------------------
// This firm: whether we would offer our service (issue 19: right advice or none).

/**
 * The one rule for our offer, in this order (issue 19):
 *
 * | row          | when                                                          | takesOn     |
 * | represented  | already signed with a firm for this agreement                 | no          |
 * | complained   | already complained to the lender or the ombudsman             | no          |
 * | outside      | a known answer is outside: the date, contract hire, 0% APR,   | no          |
 * |              | straight from the lender, or not for personal use             |             |
 * | unknown      | the date (or, in a month a boundary cuts, the day), the type, | cannot-tell |
 * |              | who arranged it, who it was for, or the two answers above     |             |
 * | offer        | otherwise                                                     | yes         |
 *
 * "Outside" is tested before "unknown" so that an answer that already rules us
 * out is said plainly rather than held back for another answer; either way no
 * offer is made. The FCA and SRA (4 February 2026) say a firm must check a
 * client is not already represented, and the FCA (3 August 2025) that anyone
 * who has complained need do nothing (before the rules; the words are now conditional, M3): neither is offered our fee.
 */
export type OfferRule = 'represented' | 'complained' | 'outside' | 'unknown' | 'offer';

function firmPlaceOf(start: AgreementStart): FirmPlace | { readonly ask: string } {
  const places = runsFor(start, firmPlace);
  return places.length === 1 ? places[0]!.key : { ask: dateToAsk(start, places) };
}

/**
 * The kinds of agreement this firm takes on: the registry's list (spec section 1), the one source
 * for the offer and for every sentence that names them (issue 29: a conditional sale, not in the
 * list, is not offered).
 */
const firmTypes: ReadonlySet<string> = new Set(f.firmProducts.value.split(','));

export function firmTakesType(type: Exclude<PreCheckAnswers['type'], undefined | 'not-sure'>): boolean {
  return firmTypes.has(type);
}

/** "contract hire", "conditional sale": a kind of agreement in a sentence. */
function typeWords(type: Exclude<PreCheckAnswers['type'], undefined>): string {
  return type === 'contract-hire' ? 'contract hire' : optionLabel('type', type)!.toLowerCase();
}

function outsideReasons(answers: PreCheckAnswers, place: ReturnType<typeof firmPlaceOf> | undefined): Reason[] {
  const reasons: Reason[] = [];
  if (place === 'before' || place === 'after') {
    reasons.push({
      question: 'start',
      effect: 'out',
      text: `We only take on agreements made ${firmWindowWords}, so we would not take this one on.`,
      cites: ['claimWindowStart', 'claimWindowEnd'],
    });
  }
  if (answers.type !== undefined && answers.type !== 'not-sure' && !firmTakesType(answers.type)) {
    reasons.push({
      question: 'type',
      effect: 'out',
      text: `We do not take on ${typeWords(answers.type)}. We take on ${f.firmProducts.display}.`,
      cites: answers.type === 'contract-hire' ? ['firmProducts', 'contractHireOut'] : ['firmProducts'],
    });
  }
  // issue 45 item 3: an agreement the schemes likely leave out is not offered our fee
  if (answers.apr === 'zero') {
    reasons.push({
      question: 'apr',
      effect: 'out',
      text: `${f.zeroAprLargelyOut.display}, so we would not take this one on.`,
      cites: ['zeroAprLargelyOut'],
    });
  }
  if (answers.via === 'direct') {
    reasons.push({
      question: 'via',
      effect: 'out',
      text: 'We only take on finance a dealer or broker arranged, because the complaint is about the commission the lender paid them.',
      cites: ['creditWithBrokerCommission'],
    });
  }
  if (answers.for === 'sole-trader' || answers.for === 'company') {
    reasons.push({
      question: 'for',
      effect: 'out',
      text: 'We only take on agreements a person made for their own use, not for a business.',
      cites: ['firmProducts'],
    });
  }
  return reasons;
}

function unknownParts(answers: PreCheckAnswers, place: ReturnType<typeof firmPlaceOf> | undefined): string[] {
  const parts: string[] = [];
  if (!answers.start) parts.push('when the agreement began');
  else if (typeof place === 'object')
    parts.push(
      answers.start.month === undefined
        ? `${place.ask}: our window starts on ${f.claimWindowStart.display} and ends before ${f.claimWindowEnd.display}, so in the year you gave the date decides`
        : `the day it began: our window starts on ${f.claimWindowStart.display} and ends before ${f.claimWindowEnd.display}, so in the month you gave the day decides`,
    );
  if (answers.type === undefined || answers.type === 'not-sure') parts.push('what kind of agreement it was');
  if (answers.via === undefined || answers.via === 'not-sure') parts.push('who arranged it');
  if (answers.for === undefined) parts.push('who it was for');
  if (answers.complained === undefined) parts.push('whether you have already complained');
  if (answers.represented === undefined) parts.push('whether you have already signed with a firm');
  return parts;
}

/** Whether the scheme likely covers the agreement, whatever the day: `in` or `out` only when every answer agrees. */
type SchemeOutlook = 'in' | 'out' | 'unknown';

function schemeOutlook(scheme: ByDate<SchemeAnswer>): SchemeOutlook {
  const verdicts = new Set(scheme.answers.map((answer) => answer.verdict));
  if (verdicts.size === 1 && verdicts.has('likely-in')) return 'in';
  if (verdicts.size === 1 && verdicts.has('likely-out')) return 'out';
  return 'unknown';
}

/** "If the lender has not sent its final response after 8 weeks (the normal rule; …)". */
const eightWeeksCaveat = `the normal rule; complaints the scheme covers follow its own timetable, partly suspended since ${f.suspension.display}`;

/**
 * Already complained: no offer, and what to do instead. Never "you need do nothing" (M3): inclusion
 * in the scheme holds only for a complaint the lender had by the end of the implementation period
 * (facts.md §2.6; a later one is NOT FOUND, §1.4), and without a final response after 8 weeks the
 * Ombudsman is open (§3.2, §3.3).
 */
function complainedFirmReason(complained: 'lender' | 'final-response' | 'ombudsman', outlook: SchemeOutlook, limits: OmbudsmanLimits | undefined): Reason {
  const question = 'complained';
  const noOffer = 'You have already complained, so we will not offer to take it on.';
  if (complained === 'final-response') {
    const passage = finalResponsePassage(limits);
    return { question, effect: 'out', text: `${noOffer} ${passage.text}`, cites: passage.cites };
  }
  if (complained === 'ombudsman') {
    return {
      question,
      effect: 'out',
      text: `${noOffer} Your complaint is with the Financial Ombudsman Service, which is ${f.fosFreeForConsumers.display}: it will tell you what happens next.`,
      cites: ['fosFreeForConsumers'],
    };
  }
  const ombudsman = `you can take it to the Financial Ombudsman Service, free, normally within ${f.fosReferralMonths.display} of the final response`;
  const first = outlook === 'out' ? `${noOffer} Your agreement is likely outside the FCA’s schemes, so the lender answers it in the usual way.` : noOffer;
  const pause =
    outlook === 'out'
      ? ''
      : ` For commission complaints, the ${f.lenderResponseWeeks.display} did not run from ${f.pauseStarted.display} to ${f.pauseEnded.display}; after that, lenders mostly had up to ${f.lenderResponseWeeks.display}.`;
  return {
    question,
    effect: 'out',
    text: `${first} If you disagree with the final response, or it has not come after ${f.lenderResponseWeeks.display} (${outlook === 'out' ? 'the normal rule' : eightWeeksCaveat}), ${ombudsman}.${pause}`,
    cites:
      outlook === 'out'
        ? ['lenderResponseWeeks', 'fosReferralMonths']
        : ['lenderResponseWeeks', 'suspension', 'fosReferralMonths', 'pauseStarted', 'pauseEnded'],
  };
}

function firmFor(answers: PreCheckAnswers, scheme: ByDate<SchemeAnswer>, limits: OmbudsmanLimits | undefined): FirmAnswer {
  if (answers.represented === 'yes') {
    return {
      rule: 'represented',
      takesOn: 'no',
      reasons: [
        {
          question: 'represented',
          effect: 'out',
          text: 'You have already signed with a firm for this agreement, so we will not offer to take it on: a second firm for the same agreement helps no one. Ask the firm you signed with what it is doing, and what it would charge you to stop.',
          cites: ['duplicateRepresentation', 'fcaSraWarning'],
        },
      ],
    };
  }
  if (answers.complained === 'lender' || answers.complained === 'final-response' || answers.complained === 'ombudsman') {
    return { rule: 'complained', takesOn: 'no', reasons: [complainedFirmReason(answers.complained, schemeOutlook(scheme), limits)] };
  }
  const place = answers.start ? firmPlaceOf(answers.start) : undefined;
  const outside = outsideReasons(answers, place);
  if (outside.length > 0) {
    return { rule: 'outside', takesOn: 'no', reasons: [...outside, freeRoutesOpen] };
  }
  const missing = unknownParts(answers, place);
  if (missing.length > 0) {
    return {
      rule: 'unknown',
      takesOn: 'cannot-tell',
      reasons: [
        {
          question: null,
          effect: 'unknown',
          text: `We cannot tell yet, so we make no offer. Tell us ${listWords(missing)}.`,
          cites: ['claimWindowStart', 'claimWindowEnd', 'firmProducts'],
        },
      ],
    };
  }
  return {
    rule: 'offer',
    takesOn: 'yes',
    reasons: [
      {
        question: null,
        effect: 'in',
        text: `We take on ${f.firmProducts.display}, where a dealer or broker arranged the finance for your personal use, the agreement was made ${firmWindowWords}, it was not 0% APR, and you have not complained or signed with a firm.`,
        cites: ['claimWindowStart', 'claimWindowEnd', 'firmProducts'],
      },
    ],
  };
}

const freeRoutesOpen: Reason = {
  question: null,
  effect: 'note',
  // compliance reading C, m1: the free routes are the result's first section, above this one
  text: 'The free routes above are open to you whatever we do.',
  cites: ['freeComplaintTool'],
};

/** "a, b and c". */
function listWords(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join('; ')}; and ${parts.at(-1)}`;
}

// ---------------------------------------------------------------------------
// Already represented (facts.md §2.7, the FCA and SRA on 4 February 2026).

function alreadyRepresented(represented: PreCheckAnswers['represented']): readonly Passage[] | null {
  if (represented !== 'yes') return null;
  return [
    {
      text: `Do not sign with another firm for the same agreement. On ${f.fcaSraWarning.display} the FCA and the SRA said: ${lowerFirst(f.duplicateRepresentation.display)}.`,
      cites: ['fcaSraWarning', 'duplicateRepresentation'],
    },
    {
      text: `They also said ${lowerFirst(f.terminationFees.display)}. Where someone signed up without understanding what they agreed to, the FCA said it ${f.terminationFeeQuote.display}.`,
      cites: ['terminationFees', 'terminationFeeQuote'],
    },
    {
      text: `${f.representativeComplaints.display}.`,
      cites: ['representativeComplaints'],
    },
  ];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// ---------------------------------------------------------------------------
// The sections, in order: free first (CMCOB: say prominently that a claim can be made free).

/**
 * The free routes. The opt-in step only where the scheme may cover the agreement (issue 45 item 11): to
 * an agreement that is likely out, an invitation to join is not a step to expect.
 */
function freeRoutes(answers: PreCheckAnswers, outlook: SchemeOutlook): ResultSection {
  const complained = answers.complained;
  const steps: FreeStep[] = [
    {
      id: 'complain-to-lender',
      heading: 'Complain to your lender yourself',
      done: complained === 'lender' || complained === 'final-response' || complained === 'ombudsman',
      passages: [
        {
          text: 'Write to the lender named on your agreement or statements, or use its complaints page. The FCA lists what to give:',
          cites: ['complaintDetails'],
        },
        {
          text: `Not sure who the lender was? If the agreement was active in the last ${f.creditFileYears.display}, it may be listed on your credit file, which you can get free.`,
          cites: ['creditFileYears'],
        },
        { text: `${f.freeComplaintTool.display}.`, cites: ['freeComplaintTool'] },
      ],
      list: complaintDetailsList,
    },
    {
      id: 'ombudsman',
      heading: 'Then the Financial Ombudsman Service, free',
      done: complained === 'ombudsman',
      passages: [
        {
          text: `If the lender has not sent its final response after ${f.lenderResponseWeeks.display}, or you disagree with it, you can ask the Financial Ombudsman Service to look at it, normally within ${f.fosReferralMonths.display} of the final response. It is ${f.fosFreeForConsumers.display}.`,
          cites: ['lenderResponseWeeks', 'fosReferralMonths', 'fosFreeForConsumers'],
        },
        {
          text: `Complaints the scheme covers follow the scheme’s own timetable, which has been partly suspended since ${f.suspension.display}.`,
          cites: ['suspension'],
        },
      ],
    },
    // m2: people who have complained go straight to assessment (facts.md §2.6); an invitation is for those who have not.
    ...(outlook === 'out' || (complained !== undefined && complained !== 'no')
      ? []
      : ([
          {
            id: 'opt-in',
            heading: 'If a lender invites you to join the scheme',
            done: false,
            passages: [
              {
                text: `You have ${f.optInMonths.display} from the day the lender sends the invitation to reply to it.`,
                cites: ['optInMonths'],
              },
            ],
          },
        ] satisfies FreeStep[])),
  ];
  return { id: 'free-routes', heading: 'What you can do now, for free', steps };
}

/**
 * Offered only when this firm takes the agreement on and the visitor is not
 * already represented (facts.md §2.7: no second representative). Nor when the
 * scheme likely does not cover it (finance straight from a lender, a limited
 * company, a date outside the schemes): a fee worked on the FCA's average would
 * then suggest a claim the answers make unlikely, which a financial promotion
 * must not (CMCOB 3.2: fair, clear, not misleading).
 */
function ourService(firm: FirmAnswer, scheme: ByDate<SchemeAnswer>): ResultSection | undefined {
  // The offer's rule implies the scheme likely covers it (the window lies inside the schemes, and
  // every other answer is in); the second test keeps that true if either ever changes. Every answer:
  // a year across 31 March 2014 is likely in either way, by Scheme 1 or Scheme 2.
  if (firm.rule !== 'offer' || scheme.answers.some((answer) => answer.verdict !== 'likely-in')) return undefined;
  const exampleRedress = f.averageRedressFinal.value;
  const fee = feeForRedress(exampleRedress)!;
  const feeDisplay = formatPence(fee.feePence);
  const keepDisplay = formatPence(exampleRedress * 100 - fee.feePence);
  return {
    id: 'our-service',
    heading: 'If you would like us to do it',
    exampleRedress,
    exampleRedressDisplay: f.averageRedressFinal.display,
    fee,
    feeDisplay,
    keepDisplay,
    passages: [
      {
        text: `We pass your claim to our partner law firm on a no win no fee basis: its fee is a share of what you get back. If you cancel after the ${fees.coolingOffDays}-day cooling-off period, a cancellation fee may apply.`,
        cites: ['feeRange'],
      },
      {
        text: `If you got the FCA’s estimated average of ${f.averageRedressFinal.display}, the fee would be ${feeDisplay} (${fee.percent}% including VAT) and you would keep ${keepDisplay}.`,
        cites: ['averageRedressFinal', 'feeBands'],
      },
      {
        text: `${f.averageRedressFinal.display} is the FCA’s estimate of the average per agreement, not a prediction of what you would get. The free routes above are open to you either way.`,
        cites: ['averageRedressFinal'],
      },
      {
        text: `The FCA said on ${formatIsoDate(f.fcaCmcCostQuote.source.date)}: ${f.fcaCmcCostQuote.display}`,
        cites: ['fcaCmcCostQuote'],
      },
    ],
  };
}

/**
 * The one next step, in the offer rule's order (already signed, already complained), else the free
 * complaint. It repeats, in short, what the blocks below say in full.
 */
function nextStepFor(answers: PreCheckAnswers, scheme: ByDate<SchemeAnswer>, limits: OmbudsmanLimits | undefined): NextStep {
  // Short: the step must fit the first screen with the verdict at 320×568 (the blocks below give the detail).
  // Holding a final response leads with the ombudsman and its date, signed with a firm or not (issue 47, m6).
  if (answers.complained === 'final-response') {
    const words = limits && ombudsmanWords(limits, f);
    const signed =
      answers.represented === 'yes' ? ' You have signed with a firm for this agreement: ask it what it is doing, and do not sign with another.' : '';
    return {
      kind: 'ombudsman-by',
      heading: words?.heading ?? 'Go to the Financial Ombudsman Service, free',
      text: words
        ? `If you disagree with the final response, the Ombudsman is free.${words.passed ? ` ${words.passed}` : ''} The details are below.${signed}`
        : `If you disagree with the lender’s final response, the Ombudsman can look at it, free, normally within ${f.fosReferralMonths.display} of it. Give the date on it above to see the last day.${signed}`,
      cites: limits?.dca
        ? ['fosReferralMonths', 'fosFreeForConsumers', 'fosDcaEarlierReferBy', 'fosCommissionLongerLimit']
        : ['fosReferralMonths', 'fosFreeForConsumers'],
    };
  }
  if (answers.represented === 'yes') {
    return {
      kind: 'do-not-sign',
      heading: 'Do not sign with another firm',
      text: 'You have already signed with a firm for this agreement. Ask that firm what it is doing for you.',
      cites: ['duplicateRepresentation', 'fcaSraWarning'],
    };
  }
  const outlook = schemeOutlook(scheme);
  if (answers.complained === 'ombudsman') {
    return {
      kind: 'ombudsman-has-it',
      heading: 'Wait for the Financial Ombudsman Service',
      text: 'Your complaint is with the Financial Ombudsman Service, which is free for you: it will tell you what happens next.',
      cites: ['fosFreeForConsumers'],
    };
  }
  if (answers.complained === 'lender') {
    // M3: never "do nothing"; conditional on when the lender had it (facts.md §2.6, §1.4), and the ombudsman after 8 weeks (§3.2, §3.3).
    // The heading says "no final response after 8 weeks": the text adds only disagreeing (a 320 × 568 first screen).
    const ombudsman = 'Disagree with the final response? The Ombudsman is free too.';
    const heading = `No final response after ${f.lenderResponseWeeks.display}? The Financial Ombudsman Service, free`;
    if (outlook === 'out') {
      return {
        kind: 'wait-for-lender',
        heading,
        text: `Your agreement is likely outside the schemes. ${ombudsman}`,
        cites: ['lenderResponseWeeks', 'fosFreeForConsumers'],
      };
    }
    // A year across 31 March 2014 has both schemes' answers: say both.
    const schemes = new Set(scheme.answers.map((answer) => answer.scheme));
    const inclusion = automaticInclusion(schemes.size === 1 ? scheme.answers[0]!.scheme : null);
    return {
      kind: 'wait-for-lender',
      heading,
      text: `${inclusion.step} ${ombudsman}`,
      cites: [...inclusion.cites, 'lenderResponseWeeks', 'fosFreeForConsumers'],
    };
  }
  const text =
    answers.type === 'contract-hire'
      ? 'The schemes do not cover contract hire, but you can complain to the leasing company yourself, free, then to the Financial Ombudsman Service.'
      : outlook === 'out'
        ? 'The schemes likely do not cover it, but you can still complain to the lender yourself, free, then to the Financial Ombudsman Service, also free.'
        : 'Complain to the lender yourself, free: our letter is filled from your answers. The Financial Ombudsman Service is free too.';
  return { kind: 'complain-free', heading: 'Complain to your lender yourself, free', text, cites: ['complaintDetails', 'fosFreeForConsumers'] };
}

/**
 * The pre-check's result for these answers on `today` (`YYYY-MM-DD`: a deadline they give that has passed
 * is said so). Pure: the answers and the day decide it. `errors` are the
 * answers that could not be read (parsePreCheckAnswers), so a refused date is not "not told".
 */
export function eligibilityFor(answers: PreCheckAnswers, errors: ParsedPreCheck['errors'] = {}, today: string = todayOf(new Date())): EligibilityResult {
  const limits =
    answers.complained === 'final-response' && answers.responded !== undefined
      ? ombudsmanLimits(answers.responded, today, rules, dcaPossible(answers.start?.value, rules))
      : undefined;
  const scheme = schemeFor(answers, errors.start, limits);
  const firmTakesOn = firmFor(answers, scheme, limits);
  const service = ourService(firmTakesOn, scheme);
  const answered = answeredCount(answers);
  return {
    answers,
    answered,
    complete: answered === preCheckQuestions.length,
    scheme,
    firmTakesOn,
    nextStep: answered === 0 ? null : nextStepFor(answers, scheme, limits),
    alreadyRepresented: alreadyRepresented(answers.represented),
    sections: [
      freeRoutes(answers, schemeOutlook(scheme)),
      { id: 'scheme-status', heading: 'Where the FCA’s scheme stands' },
      { id: 'firm-answer', heading: 'Would we take it on?' },
      ...(service ? [service] : []),
    ],
  };
}
