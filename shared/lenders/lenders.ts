/**
 * The 20 routed lenders (spec section 2), and each one's own free complaint
 * route (issue 15). Their slugs and names are in lenderList.ts (re-exported
 * here), their profiles in content/lenders.yaml (edited there, without
 * TypeScript): routes, links, the sitemap, the /lenders hub, each lender page
 * and the copy read these; no lender detail lives anywhere else.
 *
 * A route is given ONLY where ../shared/facts.md §4 states it with a source:
 * every address, number, email and link carries its source and the day
 * it was checked. Where facts.md says NOT FOUND the field is absent, and the
 * page shows `generalComplaintRoute` instead, never an invented detail. Legal
 * entities are given only where facts.md marks them VERIFIED (Alphera's and
 * Close Brothers' are INFERRED, so absent). No FRN is given: facts.md found
 * none for any of the 20.
 */
import type { Lender } from './lenderList.ts';
import { formatIsoDate } from '../dates/dates.ts';
import type { FactSource } from '../figures/factTypes.ts';
import { complaintDetailsList, scopeFacts, type Passage } from '../figures/schemeScope.ts';
import type { LendersFile } from '../content/schema.ts';
import { lendersFile } from './lendersFile.ts';

// The list itself (slug and name) is shared/lenders/lenderList.ts, which the content schema and the browser's types read too; one import gives both.
export * from './lenderList.ts';

/** The day facts.md §4 was checked. Lender pages mostly show no date, so each detail is re-checked by this. */
export const LENDER_ROUTES_CHECKED = lendersFile.routesChecked;

export interface LenderSource {
  /** The key in facts.md's source list, e.g. `L1`. */
  readonly key: string;
  readonly title: string;
  /** Left out where only a copy was read: the original is named, never the copy's host (issue 29 item 6). */
  readonly url?: string;
}

/** facts.md's lender sources, by key (content/lenders.yaml, `routeSources`). Only those a detail rests on. */
export const lenderSources: Readonly<Record<string, LenderSource>> = Object.fromEntries(
  Object.entries(lendersFile.routeSources).map(([key, source]) => [key, { key, ...source }]),
);

/** One detail a source states, with the source and the day it was checked. */
export interface Sourced<T = string> {
  readonly value: T;
  /** What the detail is for, where the source says it is not a complaints contact as such ("Customer Services"). */
  readonly label?: string;
  /** When it is answered, where the source says ("Monday to Friday, 9am to 5pm"). */
  readonly hours?: string;
  readonly sources: readonly LenderSource[];
  readonly checked: string;
}

type SourcedDetail = NonNullable<LendersFile['profiles'][string]['entity']>;

/** A detail as the file gives it, with its sources in full; a link with no value is its first source's address. */
function sourced(detail: SourcedDetail): Sourced {
  const sources = detail.sources.map((key) => lenderSources[key]!);
  return {
    value: detail.value ?? sources[0]!.url!,
    ...(detail.label === undefined ? {} : { label: detail.label }),
    ...(detail.hours === undefined ? {} : { hours: detail.hours }),
    sources,
    checked: LENDER_ROUTES_CHECKED,
  };
}

/** A lender's own complaint route: each part only where facts.md §4 states it. */
export interface ComplaintRoute {
  /** The lender's complaints page. */
  readonly url?: Sourced;
  /** A page or form for commission complaints, where one is stated. */
  readonly commissionUrl?: Sourced;
  readonly phone?: Sourced;
  readonly email?: Sourced;
  readonly post?: Sourced;
  /** What the lender asks you to include. Absent: the FCA's list (`generalComplaintRoute.details`) applies. */
  readonly details?: Sourced<readonly string[]>;
  /** Anything else the source says that a visitor should know. */
  readonly notes?: readonly Sourced[];
}

export interface Challenger {
  /** "Volkswagen Financial Services is one of four parties challenging …", dated. */
  readonly text: string;
  readonly sources: readonly LenderSource[];
  readonly checked: string;
}

/** Who handles a lender's complaints and how to reach them free: `lenderProfile(lender)`. */
export interface LenderProfile {
  /** The legal entity that handles its complaints, VERIFIED only. */
  readonly entity?: Sourced;
  /** Undefined where facts.md found no route: the page shows `generalComplaintRoute`. */
  readonly route?: ComplaintRoute;
  /** Set for the lenders challenging the FCA's scheme in the Upper Tribunal. */
  readonly challenger?: Challenger;
}

// facts.md §1.1 and §1.2: four challenges about May 2026; the tribunal partly suspended the scheme about 2 July 2026 [A3][A4].
function challenger({ who, sources }: { readonly who: string; readonly sources: readonly string[] }): Challenger {
  return {
    text:
      `${who} is one of ${scopeFacts.tribunalChallengers.value} parties challenging the FCA’s redress scheme in the Upper Tribunal, ` +
      `which partly suspended the scheme on ${scopeFacts.suspension.display} while it hears the challenges. ` +
      `You can still complain to the lender yourself, free.`,
    sources: sources.map((key) => lenderSources[key]!),
    checked: LENDER_ROUTES_CHECKED,
  };
}

function profileOf(profile: LendersFile['profiles'][string]): LenderProfile {
  const { entity, route, challenger: challenge } = profile;
  return {
    ...(entity && { entity: sourced(entity) }),
    ...(route && {
      route: {
        ...(route.url && { url: sourced(route.url) }),
        ...(route.commissionUrl && { commissionUrl: sourced(route.commissionUrl) }),
        ...(route.phone && { phone: sourced(route.phone) }),
        ...(route.email && { email: sourced(route.email) }),
        ...(route.post && { post: sourced(route.post) }),
        ...(route.details && {
          details: { value: route.details.value, sources: route.details.sources.map((key) => lenderSources[key]!), checked: LENDER_ROUTES_CHECKED },
        }),
        ...(route.notes && { notes: route.notes.map(sourced) }),
      },
    }),
    ...(challenge && { challenger: challenger(challenge) }),
  };
}

/** Each lender's profile, by its slug in shared/lenders/lenderList.ts: the schema makes every routed lender have one entry, and no other. */
const lenderProfiles: Readonly<Record<string, LenderProfile>> = Object.fromEntries(
  Object.entries(lendersFile.profiles).map(([slug, profile]) => [slug, profileOf(profile)]),
);

/** The lender's entity, free route and challenge, from the profiles above. */
export function lenderProfile(lender: Lender): LenderProfile {
  return Object.hasOwn(lenderProfiles, lender.slug) ? lenderProfiles[lender.slug]! : {};
}

/**
 * Whether two lender pages are the one lender under two names: the same legal entity and the same complaint route
 * (Clydesdale Financial Services trading as Barclays Partner Finance, facts.md §4 nos. 4 and 9). Brands of one
 * finance company with no route of their own (Audi and Volkswagen) are not: each is a brand a driver may know.
 */
export function isSameLender(a: Lender, b: Lender): boolean {
  if (a.slug === b.slug) return true;
  const [one, other] = [lenderProfile(a), lenderProfile(b)];
  return (
    one.entity !== undefined && one.entity.value === other.entity?.value && one.route?.url !== undefined && one.route.url.value === other.route?.url?.value
  );
}

/**
 * The route for any lender, and the whole route where facts.md found none for
 * a lender (facts.md §3.1, the FCA's consumer page [D3]).
 */
export const generalComplaintRoute: {
  readonly where: Passage;
  readonly details: readonly string[];
  readonly detailsPassage: Passage;
  readonly lenderUnknown: Passage;
  readonly ombudsman: Passage;
} = {
  where: {
    text: 'Use the complaints page of the lender named on your agreement or statements.',
    cites: ['complaintDetails'],
  },
  details: complaintDetailsList,
  detailsPassage: { text: `The FCA says to give ${scopeFacts.complaintDetails.display}.`, cites: ['complaintDetails'] },
  lenderUnknown: {
    text: `Not sure who the lender was? If the agreement was active in the last ${scopeFacts.creditFileYears.display}, it may be listed on your credit file.`,
    cites: ['creditFileYears'],
  },
  ombudsman: {
    text: `If the lender has not sent its final response after ${scopeFacts.lenderResponseWeeks.display} (the normal rule; complaints the redress scheme covers follow its own timetable), or you disagree with it, you can ask the Financial Ombudsman Service, normally within ${scopeFacts.fosReferralMonths.display} of the final response. It is ${scopeFacts.fosFreeForConsumers.display}.`,
    cites: ['lenderResponseWeeks', 'fosReferralMonths', 'fosFreeForConsumers'],
  },
};

/**
 * What a lender page's free-route block shows (client/components/lenders/LenderFreeRoute.tsx):
 * the lender's profile and the general route, as plain data in the page's
 * loader data, so a phone is sent one lender's route, not all 20.
 */
export interface LenderFreeRoute extends LenderProfile {
  readonly heading: string;
  readonly general: {
    readonly where: string;
    readonly details: readonly string[];
    readonly detailsSource: { readonly sources: readonly FactSource[]; readonly checked: string };
    readonly lenderUnknown: string;
    readonly ombudsman: string;
  };
}

export function lenderFreeRoute(lender: Lender): LenderFreeRoute {
  const general = generalComplaintRoute;
  return {
    ...lenderProfile(lender),
    heading: freeRouteHeading(lender),
    general: {
      where: general.where.text,
      details: general.details,
      detailsSource: { sources: [scopeFacts.complaintDetails.source], checked: scopeFacts.complaintDetails.checked },
      lenderUnknown: general.lenderUnknown.text,
      ombudsman: general.ombudsman.text,
    },
  };
}

/** "Complain to Black Horse yourself, free". */
export function freeRouteHeading(lender: Lender): string {
  return `Complain to ${lender.name} yourself, free`;
}

/** One line for the /lenders hub: how to complain to this lender free, or the general route. */
export function freeRouteLine(lender: Lender): string {
  const { route } = lenderProfile(lender);
  if (!route || !(route.url || route.commissionUrl || route.email || route.post || complaintPhone(route))) {
    const contact = route?.phone ? ` or ask ${route.phone.label ?? 'the lender'} on ${route.phone.value}` : '';
    return `No complaints route found in our sources: use the complaints page of the lender named on your agreement or statements${contact}.`;
  }
  const ways = [
    route.commissionUrl ? 'a commission complaints page' : undefined,
    route.url ? 'a complaints page' : undefined,
    route.phone
      ? `${route.phone.label ? `${route.phone.label.toLowerCase()} ` : ''}${route.phone.value}${route.phone.hours ? ` (${route.phone.hours})` : ''}`
      : undefined,
    route.email ? route.email.value : undefined,
    route.post ? 'post' : undefined,
  ].filter((way): way is string => way !== undefined);
  return `Complain free: ${ways.join(', ')}. Checked ${formatIsoDate(LENDER_ROUTES_CHECKED)}.`;
}

/** A phone number the source gives for complaints (not only for general customer service). */
function complaintPhone(route: ComplaintRoute): Sourced | undefined {
  return route.phone && (route.phone.label === undefined || /complaint/i.test(route.phone.label)) ? route.phone : undefined;
}

/** Every contact detail a lender page may show, with its source: the test of issue 15 compares pages with this. */
export function lenderContactDetails(lender: Lender): Sourced[] {
  const { route } = lenderProfile(lender);
  if (!route) return [];
  return [route.url, route.commissionUrl, route.phone, route.email, route.post].filter((detail): detail is Sourced => detail !== undefined);
}
