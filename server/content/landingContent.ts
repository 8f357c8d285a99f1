/**
 * Copy for the lender and vehicle-make landing pages (spec section 2): pure
 * builders, so all 20 lender pages and every make page read from one place and
 * the tests can check the words without rendering. Figures, fees and dates come
 * from their own modules; nothing here writes a number by hand.
 */
import { withArticle } from '../../shared/nameWords.ts';
import {
  claimWindowText,
  dates,
  figures,
  financeTypes,
  freeRoutesText,
  monthText,
  schemesWindowText,
  shortFigure,
  windowsSentence,
} from '../figures/figures.ts';
import { sourceText } from '../figures/factSources.ts';
import { feeRangeText, fees } from '../../shared/fees.ts';
import { featuredLenders, lenderPath, type Lender } from '../../shared/lenderList.ts';
import { featuredMakes, headlineKind, kindsText, vehiclePath, type VehicleMake } from '../../shared/vehicles.ts';
import { SIGN_UP_ASKS_FOR } from '../../shared/signUp.ts';

export interface LandingFact {
  /** The figure as shown, e.g. `Up to 44%`. */
  readonly value: string;
  readonly label: string;
  readonly source: string;
}

export interface LandingStep {
  readonly title: string;
  readonly text: string;
}

export interface LandingLink {
  readonly name: string;
  readonly href: string;
  /** Follows the name, so the link reads `Audi finance claims`. */
  readonly label: string;
  /** The card for the page being read (aria-current). */
  readonly current: boolean;
}

export interface LandingSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface LandingContent {
  /** Who the page is for, used in headings: `Black Horse`, `Land Rover`. */
  readonly subject: string;
  readonly hero: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly lead: string;
    /** The free route in one plain sentence, in the first screen (issue 19), and where it leads. */
    readonly free: { readonly text: string; readonly linkText: string; readonly href: string };
    readonly points: readonly string[];
  };
  readonly claim: LandingSection;
  /** Only Audi's vehicle page has this block (spec section 2: Audi is special-cased). */
  readonly extra?: LandingSection;
  readonly facts: {
    readonly heading: string;
    readonly items: readonly LandingFact[];
    readonly note: string;
  };
  readonly start: { readonly heading: string; readonly steps: readonly LandingStep[] };
  readonly process: { readonly heading: string; readonly intro: string; readonly steps: readonly LandingStep[] };
  readonly choices: LandingSection;
  readonly links: {
    readonly heading: string;
    readonly intro: string;
    readonly navLabel: string;
    readonly items: readonly LandingLink[];
  };
}

export { splitFigures } from '../../shared/splitFigures.ts';

/** `a, b, c or d`. */
export function listText(items: readonly string[], conjunction = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const financeTypesText = listText(financeTypes.map(lowerFirst));

/** "made from 6 April 2007 and before 28 January 2021": the firm's window, one form everywhere (issue 19). */
const firmWindow = `made ${claimWindowText()}`;

/** Said next to the firm's window wherever it is the subject (issue 29 item 10): the schemes reach further, free. */
const SCHEMES_TOO = `The FCA’s redress schemes cover agreements made ${schemesWindowText()}, and using them is free.`;

/** The free check that collects nothing; the hero's link to it follows (issue 29 item 7). */
const PRE_CHECK_LEAD = 'You can see free whether the FCA’s schemes may cover it, without giving your name or contact details.';

/** What a search of credit reference data can find (issue 29 item 9; FCA, facts.md §3.1). */
const CREDIT_FILE_NOTE =
  `Credit files show agreements active in about the last ${figures.creditFileYears.display}, the FCA says, ` +
  'so for older agreements your paperwork or bank statements help.';

/** The 4-step process's first step: the claim application, named as the sign-up it is (issue 29 item 7). */
function signUpStep(about: string): LandingStep {
  return {
    title: 'Sign up online',
    text: `Sign up with us online to claim about ${about}. It takes about ${figures.eligibilityCheckSeconds.display} and asks for ${SIGN_UP_ASKS_FOR}.`,
  };
}

/** The 8 weeks never alone (issue 29 item 13; facts.md §3.2): scheme cases keep their own timetable. */
const SCHEME_TIMETABLE = 'Complaints handled under the redress scheme follow the scheme’s own timetable.';

/**
 * The free route, first (issue 19; CMCOB 4): complain to the lender, then the ombudsman, and what
 * the schemes cover; never "wait for the scheme" (issue 29 item 13: it is partly suspended, and a
 * lender invites only people where it found a relevant arrangement). A lender page points at its
 * own lender's route, lower on the same page.
 */
function freeRouteFirst(lenderName?: string): LandingContent['hero']['free'] {
  const lender = lenderName ?? 'your lender';
  return {
    text:
      `You can complain to ${lender} yourself, free, and then to the Financial Ombudsman Service, also free. ` +
      `The FCA’s redress schemes cover agreements made ${schemesWindowText()}.`,
    linkText: lenderName ? `How to complain to ${lenderName}` : 'Find your lender’s complaints route',
    href: lenderName ? '#lender-route-heading' : '/lenders',
  };
}

/**
 * A lender page names the free route to that lender where a make page names
 * our fee: the lender's own route comes before any mention of our fee there
 * (issue 15; CMCOB: say prominently that a claim can be made free).
 */
function heroPoints(lenderName?: string): string[] {
  return [
    // issue 29 item 7: the claim application is a sign-up, said with what it asks for
    `Signing up with us online takes about ${figures.eligibilityCheckSeconds.display} and asks for ${SIGN_UP_ASKS_FOR}`,
    // issue 29 item 10: our window never alone
    `We take on agreements ${firmWindow}; the FCA’s redress schemes cover agreements made ${schemesWindowText()}, free`,
    lenderName
      ? `Complaining to ${lenderName} yourself is free: how to do it is below`
      : `No win no fee: ${fees.minPercentIncVat}% to ${fees.maxPercentIncVat}% including VAT if you win`,
  ];
}

/**
 * The three industry-wide figures, the regulator's; the last one names who answers the complaint.
 * Each label says whose figure it is and when, so no value stands bare. None of the firm's own:
 * they appear only on /our-figures until their evidence is filed (issue 29 item 1).
 */
function factItems(respondent: string): LandingFact[] {
  const { misSoldShare, eligibleAgreements, schemeRedressTotal, averageRedressFinal, averageRedressPerAgreement, lenderResponseWeeks } = figures;
  // issue 19: the FCA's final figures lead; the consultation's 44% stays only as what it was, dated.
  return [
    {
      value: shortFigure(eligibleAgreements),
      label:
        `agreements eligible for the redress scheme, and ${shortFigure(schemeRedressTotal)} in redress, the FCA estimated in its final rules (${monthText(dates.finalRules)}); ` +
        `its ${monthText(dates.consultationPublished)} consultation had estimated ${shortFigure(misSoldShare)} of agreements made since 2007 would be considered unfair`,
      source: sourceText(eligibleAgreements),
    },
    {
      value: shortFigure(averageRedressFinal),
      label:
        `average redress per agreement in the FCA’s final rules (${monthText(dates.finalRules)}), against ${shortFigure(averageRedressPerAgreement)} in its consultation: ` +
        'an average, not a prediction for any one person',
      source: sourceText(averageRedressFinal),
    },
    {
      value: lenderResponseWeeks.display,
      label:
        `the time ${respondent} normally has to give a final response to a complaint ` +
        `(for commission complaints this was paused from ${dates.pauseStarted.display} to ${dates.pauseEnded.display})`,
      source: sourceText(lenderResponseWeeks),
    },
  ];
}

/** The honest block (spec section 1): the free routes, then the fee. */
function choicesSection(freeSentence?: string): LandingSection {
  return {
    heading: 'Your choices and our fees',
    paragraphs: [
      freeSentence ? `${freeRoutesText()} ${freeSentence}` : freeRoutesText(),
      `If you would rather someone handled it for you, our partner law firm works on a no win no fee basis. ` +
        `If your claim succeeds, its fee is ${feeRangeText()} of the amount recovered, with a maximum fee for each band. ` +
        `If your claim does not succeed, there is no fee to pay.`,
      `You can cancel within ${fees.coolingOffDays} days at no cost. If you cancel after the ${fees.coolingOffDays}-day cooling-off period, a cancellation fee may apply.`,
    ],
  };
}

function processIntro(): string {
  return `From signing up to a decision. ${windowsSentence()}`;
}

/** Lender landing page (spec section 2): every heading and step names the lender. */
export function lenderPageContent(lender: Lender): LandingContent {
  const name = lender.name;
  return {
    subject: name,
    hero: {
      eyebrow: `${name} car finance claims`,
      heading: `Mis-sold ${name} car finance claims`,
      lead:
        `Had a car, van, motorbike or campervan on finance from ${name}? ` +
        `If the dealer was paid commission you were not told about, you could be owed money. ${PRE_CHECK_LEAD}`,
      free: freeRouteFirst(name),
      points: heroPoints(name),
    },
    claim: {
      heading: `What is ${withArticle(name)} car finance claim?`,
      paragraphs: [
        `When you took out finance with ${name} through a dealer, the dealer usually acted as a broker and was paid commission by ${name} for arranging it. ` +
          `Under some arrangements, known as discretionary commission arrangements, the dealer could set your interest rate and earned more the higher it was. ` +
          `The regulator banned these arrangements from ${dates.claimWindowEnd.display}.`,
        `A ${name} car finance claim asks ${name} to look again at your agreement. If the commission, or the way it was set, was unfair or was not properly explained to you, ` +
          `${name} may have to pay back what you were overcharged, which can include interest.`,
        `We may be able to take on your claim if your finance with ${name} was ${financeTypesText}, ${firmWindow}. ${SCHEMES_TOO} ` +
          `It does not matter if the agreement has ended or you no longer have the vehicle.`,
      ],
    },
    facts: {
      heading: `${name} car finance claims: the facts`,
      items: factItems(name),
      note: `These figures are for car finance across the UK, not for ${name} alone.`,
    },
    start: {
      heading: `Start your ${name} claim in 3 steps`,
      steps: [
        {
          title: `We find your ${name} agreements`,
          text: `Using credit reference and vehicle registration data, we look for the finance agreements you had with ${name}. ${CREDIT_FILE_NOTE}`,
        },
        {
          title: 'Our partner law firm takes on your claim',
          text: `Your ${name} claim is passed to our partner law firm, which works on a no win no fee basis.`,
        },
        {
          title: `They negotiate with ${name}`,
          text: `The law firm puts your complaint to ${name} and negotiates with ${name} for any money you are owed.`,
        },
      ],
    },
    process: {
      heading: `How ${withArticle(name)} claim works`,
      intro: processIntro(),
      steps: [
        signUpStep(`your finance with ${name}`),
        {
          title: 'Agreements found',
          text: `We find your ${name} agreements and check which of them fall within the claim window.`,
        },
        {
          title: `Complaint sent to ${name}`,
          text: `Our partner law firm sends a formal complaint to ${name}, which normally has ${figures.lenderResponseWeeks.display} to give a final response. ${SCHEME_TIMETABLE}`,
        },
        {
          title: 'Decision and payment',
          text: `If ${name} agrees you are owed money, you receive it less the law firm’s fee. If ${name} says no, the law firm can take the complaint further, for example to the Financial Ombudsman Service.`,
        },
      ],
    },
    choices: choicesSection(`Complaining to ${name} yourself costs nothing.`),
    links: {
      heading: 'Check other lenders',
      intro: `Many people had finance with more than one lender. If you also had an agreement with one of these, you can check it too.`,
      navLabel: 'Other lenders',
      items: featuredLenders.map((other) => ({
        name: other.name,
        href: lenderPath(other),
        label: 'car finance claims',
        current: other.slug === lender.slug,
      })),
    },
  };
}

const makeLinks = (current: VehicleMake): LandingContent['links'] => ({
  heading: 'Check other makes',
  intro: 'Financed more than one vehicle? Each agreement is checked on its own, whatever the make.',
  navLabel: 'Other vehicle makes',
  items: featuredMakes.map((make) => ({
    name: make.name,
    href: vehiclePath(make),
    label: 'finance claims',
    current: make.slug === current.slug,
  })),
});

function vehicleStart(name: string): LandingContent['start'] {
  return {
    heading: `Start your ${name} finance claim in 3 steps`,
    steps: [
      {
        title: 'We find your agreements',
        text: `Using credit reference and vehicle registration data, we look for the finance agreements behind your ${name}. ${CREDIT_FILE_NOTE}`,
      },
      {
        title: 'Our partner law firm takes on your claim',
        text: `Your ${name} finance claim is passed to our partner law firm, which works on a no win no fee basis.`,
      },
      {
        title: 'They negotiate with your lender',
        text: `The law firm puts your complaint to the lender that financed your ${name} and negotiates for any money you are owed.`,
      },
    ],
  };
}

function vehicleProcess(name: string): LandingContent['process'] {
  return {
    heading: `How ${withArticle(name)} finance claim works`,
    intro: processIntro(),
    steps: [
      signUpStep(`the finance on your ${name}`),
      {
        title: 'Agreements found',
        text: `We find the agreements for your ${name} and check which of them fall within the claim window.`,
      },
      {
        title: 'Complaint sent to the lender',
        text: `Our partner law firm sends a formal complaint to the lender, which normally has ${figures.lenderResponseWeeks.display} to give a final response. ${SCHEME_TIMETABLE}`,
      },
      {
        title: 'Decision and payment',
        text: 'If the lender agrees you are owed money, you receive it less the law firm’s fee. If it says no, the law firm can take the complaint further, for example to the Financial Ombudsman Service.',
      },
    ],
  };
}

/** Audi's own page (spec section 2: `/vehicles/audi-car-finance` is special-cased). */
function audiPageContent(make: VehicleMake): LandingContent {
  const name = make.name;
  return {
    subject: name,
    hero: {
      eyebrow: 'Audi finance claims',
      heading: 'Audi car finance claims',
      lead: 'Drove away in an A3 on PCP, or a Q5 on hire purchase? If the dealer was paid commission you were not told about, you could be owed money.',
      free: freeRouteFirst(),
      points: heroPoints(),
    },
    claim: {
      heading: 'Audi finance and dealer commission',
      paragraphs: [
        // The source (facts.md §4 no. 3, L3c) says only that VWFS provides finance for Audi: no trading name, no share.
        'Volkswagen Financial Services (UK) Limited provides finance for Audi; an Audi may also have been financed by a bank or another lender.',
        `Whichever lender it was, the dealer usually arranged the finance as a broker and was paid commission for it. ` +
          `Until the regulator banned the practice from ${dates.claimWindowEnd.display}, some arrangements let the dealer set your interest rate and earn more commission the higher it was.`,
        'A claim is about the finance agreement, not the car: your Audi does not need to have had anything wrong with it. ' +
          'If the commission was unfair or kept from you, the lender may have to pay back what you were overcharged, which can include interest.',
      ],
    },
    extra: {
      heading: 'Which Audi agreements can we take on?',
      paragraphs: [
        `We can take on any Audi finance agreement ${firmWindow}, from an A1 or A3 to a Q7, a TT or an early e-tron, new or used. ${SCHEMES_TOO} ` +
          'It does not matter if the agreement has ended, the car has been sold or you part-exchanged it for another Audi.',
        'Each agreement is looked at separately, so if you have financed several Audis over the years you may have more than one claim. These types of finance are covered:',
      ],
      list: financeTypes,
    },
    facts: {
      heading: 'Audi finance claims: the facts',
      items: factItems('a lender'),
      note: 'These figures are for car finance across the UK, not for Audi finance alone.',
    },
    start: vehicleStart(name),
    process: vehicleProcess(name),
    choices: choicesSection('If your Audi was financed by Audi Finance, you can complain to Volkswagen Financial Services yourself at no cost.'),
    links: makeLinks(make),
  };
}

/** Any other make: the generic copy with the make properly cased (`BMW`, `Land Rover`). */
export function vehiclePageContent(make: VehicleMake): LandingContent {
  if (make.slug === 'audi') return audiPageContent(make);
  const name = make.name;
  return {
    subject: name,
    hero: {
      eyebrow: `${name} finance claims`,
      heading: `${name} ${headlineKind(make)} finance claims`,
      lead: `Financed your ${name}? If the dealer was paid commission you were not told about, you could be owed money. ${PRE_CHECK_LEAD}`,
      free: freeRouteFirst(),
      points: heroPoints(),
    },
    claim: {
      heading: `What is ${withArticle(name)} ${headlineKind(make)} finance claim?`,
      paragraphs: [
        `When you financed your ${name} through a dealer, the dealer usually arranged the finance as a broker and was paid commission by the lender, ` +
          `which may have been the manufacturer’s own finance company, a bank or a specialist lender. ` +
          `Under some arrangements the dealer could set your interest rate and earned more commission the higher it was, until the regulator banned this from ${dates.claimWindowEnd.display}.`,
        `A claim is about the finance agreement, not the vehicle: your ${name} does not need to have had anything wrong with it. ` +
          'If the commission was unfair or kept from you, the lender may have to pay back what you were overcharged, which can include interest.',
        `We may be able to take on your claim if you financed ${withArticle(`${name} ${kindsText(make)}`)} with an agreement ${firmWindow}, ` +
          `through ${financeTypesText}. ${SCHEMES_TOO} It does not matter if the agreement has ended or you no longer have the vehicle.`,
      ],
    },
    facts: {
      heading: `${name} finance claims: the facts`,
      items: factItems('a lender'),
      note: `These figures are for vehicle finance across the UK, not for ${name} alone.`,
    },
    start: vehicleStart(name),
    process: vehicleProcess(name),
    choices: choicesSection(),
    links: makeLinks(make),
  };
}
