/**
 * The lender and vehicle-make landing pages (spec section 2): pure builders,
 * so all 20 lender pages and every make page read from one place and the
 * tests can check the words without rendering. The words are
 * content/landing.yaml; here they are put together, each `{reference}` filled
 * from the registry, the fees and the page's own name, and the links and
 * slugs added. Nothing here writes a word a page shows, or a number by hand.
 */
import { withArticle } from '../vehicles/nameWords.ts';
import { claimWindowText, financeTypes, freeRoutesText, schemesWindowText, windowsSentence } from '../figures/figures.ts';
import { sourceText } from '../figures/factSources.ts';
import { registryEntryOf, registryReference } from '../figures/registryFile.ts';
import { feeRangeText, fees, nothingIfUnsuccessfulText } from '../fees/fees.ts';
import { featuredLenders, lenderPath, type Lender } from '../lenders/lenderList.ts';
import { isSameLender } from '../lenders/lenders.ts';
import { featuredMakes, headlineKind, kindsText, vehiclePath, type VehicleMake } from '../vehicles/vehicles.ts';
import { SIGN_UP_ASKS_FOR } from '../brand/signUp.ts';
import { landingFile } from './landingFile.ts';
import { fillReferences } from '../content/schema.ts';
import { schemeStatusLine } from '../figures/schemeStatus.ts';

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
  /** Where the scheme stands, in one dated sentence (content/scheme-status.yaml), beside the process and the fee. */
  readonly status: string;
  readonly links: {
    readonly heading: string;
    readonly intro: string;
    readonly navLabel: string;
    readonly items: readonly LandingLink[];
  };
}

export { splitFigures } from '../figures/splitFigures.ts';

/** `a, b, c or d`. */
export function listText(items: readonly string[], conjunction = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

type Words = Readonly<Record<string, string>>;

/** What the code works out for the words to cite (content/landing.yaml's header lists them). */
const worked: Words = {
  claimWindow: claimWindowText(),
  schemesWindow: schemesWindowText(),
  windows: windowsSentence(),
  freeRoutes: freeRoutesText(),
  feeRange: feeRangeText(),
  nothingIfUnsuccessful: nothingIfUnsuccessfulText('sentence'),
  'fees.minPercentIncVat': String(fees.minPercentIncVat),
  'fees.maxPercentIncVat': String(fees.maxPercentIncVat),
  'fees.coolingOffDays': String(fees.coolingOffDays),
  signUpAsksFor: SIGN_UP_ASKS_FOR,
  financeTypes: listText(financeTypes.map(lowerFirst)),
};

/** `text` with each `{reference}` filled from `words`, else from the registry (the schema allowed only these). */
function fill(text: string, words: Words = {}): string {
  return fillReferences(text, (reference) => words[reference] ?? worked[reference] ?? registryReference(reference));
}

const { common } = landingFile;

/** The words under `common` that the pages' own words cite by key. */
const commonWords: Words = {
  preCheckLead: fill(common.preCheckLead),
  creditFileNote: fill(common.creditFileNote),
  schemesToo: fill(common.schemesToo),
  schemeTimetable: fill(common.schemeTimetable),
  commissionGrounds: fill(common.commissionGrounds),
  brandedTie: fill(common.brandedTie),
};

const filled = (words: Words) => (text: string) => fill(text, { ...commonWords, ...words });
const stepsOf = (steps: readonly LandingStep[], words: (text: string) => string): LandingStep[] =>
  steps.map((step) => ({ title: words(step.title), text: words(step.text) }));

/** The 4-step process's first step: the claim application, named as the sign-up it is (issue 29 item 7). */
function signUpStep(about: string): LandingStep {
  return { title: fill(common.signUpStep.title, { about }), text: fill(common.signUpStep.text, { about }) };
}

/**
 * The free route, first (issue 19; CMCOB 4): a lender page points at its own lender's route, lower
 * on the same page; a make page at the lenders' hub.
 */
function freeRouteFirst(lender?: { readonly name: string; readonly linkText: string }): LandingContent['hero']['free'] {
  return {
    text: fill(common.free.text, { lender: lender?.name ?? fill(common.free.yourLender) }),
    linkText: lender ? lender.linkText : fill(common.free.linkText),
    href: lender ? '#lender-route-heading' : '/lenders',
  };
}

/**
 * A lender page names the free route to that lender where a make page names
 * our fee: the lender's own route comes before any mention of our fee there
 * (issue 15; CMCOB: say prominently that a claim can be made free).
 */
function heroPoints(lenderFreePoint?: string): string[] {
  return [fill(common.heroPoints.signUp), fill(common.heroPoints.window), lenderFreePoint ?? fill(common.heroPoints.fee)];
}

/** The three industry-wide figures, the regulator's; the last one names who answers the complaint. */
function factItems(respondent: string): LandingFact[] {
  return common.facts.map((item) => ({
    value: fill(item.value),
    label: fill(item.label, { respondent }),
    source: sourceText(registryEntryOf(item.source)!),
  }));
}

/** The honest block (spec section 1): the free routes, then the fee. */
function choicesSection(freeSentence?: string): LandingSection {
  const freeRoutes = freeRoutesText();
  return {
    heading: fill(common.choices.heading),
    paragraphs: [freeSentence ? `${freeRoutes} ${freeSentence}` : freeRoutes, ...common.choices.paragraphs.map((text) => fill(text))],
  };
}

const section = (words: { readonly heading: string; readonly paragraphs: readonly string[] }, fillIn: (text: string) => string): LandingSection => ({
  heading: fillIn(words.heading),
  paragraphs: words.paragraphs.map(fillIn),
});

/** Lender landing page (spec section 2): every heading and step names the lender. */
export function lenderPageContent(lender: Lender): LandingContent {
  const name = lender.name;
  const words = landingFile.lender;
  const fillIn = filled({ name, aName: withArticle(name) });
  return {
    subject: name,
    hero: {
      eyebrow: fillIn(words.hero.eyebrow),
      heading: fillIn(words.hero.heading),
      lead: fillIn(words.hero.lead),
      free: freeRouteFirst({ name, linkText: fillIn(words.hero.freeLinkText) }),
      points: heroPoints(fillIn(words.hero.freePoint)),
    },
    claim: section(words.claim, fillIn),
    facts: { heading: fillIn(words.facts.heading), items: factItems(name), note: fillIn(words.facts.note) },
    start: { heading: fillIn(words.start.heading), steps: stepsOf(words.start.steps, fillIn) },
    process: {
      heading: fillIn(words.process.heading),
      intro: fill(common.processIntro),
      steps: [signUpStep(fillIn(words.process.signUpAbout)), ...stepsOf(words.process.steps, fillIn)],
    },
    choices: choicesSection(fillIn(words.choicesFree)),
    status: schemeStatusLine(),
    links: {
      heading: fillIn(words.links.heading),
      intro: fillIn(words.links.intro),
      navLabel: fillIn(words.links.navLabel),
      // compliance reading C, m9: never the same lender under its other name as "other lenders"
      items: featuredLenders
        .filter((other) => other.slug === lender.slug || !isSameLender(lender, other))
        .map((other) => ({
          name: other.name,
          href: lenderPath(other),
          label: fillIn(words.links.label),
          current: other.slug === lender.slug,
        })),
    },
  };
}

/** The vehicle block's words for `make`, the make properly cased. */
function vehicleWords(make: VehicleMake): (text: string) => string {
  const kind = headlineKind(make);
  return filled({ name: make.name, aName: withArticle(make.name), kind, aNameKinds: withArticle(`${make.name} ${kindsText(make)}`) });
}

function makeLinks(current: VehicleMake): LandingContent['links'] {
  const { links } = landingFile.vehicle;
  const fillIn = vehicleWords(current);
  return {
    heading: fillIn(links.heading),
    intro: fillIn(links.intro),
    navLabel: fillIn(links.navLabel),
    items: featuredMakes.map((make) => ({
      name: make.name,
      href: vehiclePath(make),
      label: fillIn(links.label),
      current: make.slug === current.slug,
    })),
  };
}

function vehicleStart(make: VehicleMake): LandingContent['start'] {
  const { start } = landingFile.vehicle;
  const fillIn = vehicleWords(make);
  return { heading: fillIn(start.heading), steps: stepsOf(start.steps, fillIn) };
}

function vehicleProcess(make: VehicleMake): LandingContent['process'] {
  const { process } = landingFile.vehicle;
  const fillIn = vehicleWords(make);
  return {
    heading: fillIn(process.heading),
    intro: fill(common.processIntro),
    steps: [signUpStep(fillIn(process.signUpAbout)), ...stepsOf(process.steps, fillIn)],
  };
}

/** Audi's own page (spec section 2: `/vehicles/audi-car-finance` is special-cased). */
function audiPageContent(make: VehicleMake): LandingContent {
  const words = landingFile.audi;
  const fillIn = filled({});
  return {
    subject: make.name,
    hero: {
      eyebrow: fillIn(words.hero.eyebrow),
      heading: fillIn(words.hero.heading),
      lead: fillIn(words.hero.lead),
      free: freeRouteFirst(),
      points: heroPoints(),
    },
    claim: section(words.claim, fillIn),
    extra: { ...section(words.extra, fillIn), list: financeTypes },
    facts: { heading: fillIn(words.facts.heading), items: factItems(vehicleWords(make)(landingFile.vehicle.facts.respondent)), note: fillIn(words.facts.note) },
    start: vehicleStart(make),
    process: vehicleProcess(make),
    choices: choicesSection(fillIn(words.choicesFree)),
    status: schemeStatusLine(),
    links: makeLinks(make),
  };
}

/** Any other make: the generic words with the make properly cased (`BMW`, `Land Rover`). */
export function vehiclePageContent(make: VehicleMake): LandingContent {
  if (make.slug === 'audi') return audiPageContent(make);
  const words = landingFile.vehicle;
  const fillIn = vehicleWords(make);
  return {
    subject: make.name,
    hero: {
      eyebrow: fillIn(words.hero.eyebrow),
      heading: fillIn(words.hero.heading),
      lead: fillIn(words.hero.lead),
      free: freeRouteFirst(),
      points: heroPoints(),
    },
    claim: section(words.claim, fillIn),
    facts: { heading: fillIn(words.facts.heading), items: factItems(fillIn(words.facts.respondent)), note: fillIn(words.facts.note) },
    start: vehicleStart(make),
    process: vehicleProcess(make),
    choices: choicesSection(),
    status: schemeStatusLine(),
    links: makeLinks(make),
  };
}
