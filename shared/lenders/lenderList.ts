/**
 * The 20 routed lenders (spec section 2): slug and name, and their paths.
 * Routes, links, the sitemap and the /lenders hub read this list.
 *
 * Kept apart from each lender's complaint route (shared/lenders/lenders.ts, which
 * re-exports all of this): the content schema checks content/lenders.yaml
 * against these slugs, and the browser's code takes the `Lender` type from
 * here, neither reading the profiles (nothing under shared/ imports server/).
 */

/** What the routes, links and page props carry: kept to these two so page props stay small. */
export interface Lender {
  readonly slug: string;
  /** The display name; pages say "Mis-sold {name} car finance". */
  readonly name: string;
}

/** In the spec's order. */
const lenderList = [
  { slug: 'black-horse', name: 'Black Horse' },
  { slug: 'alphera', name: 'Alphera' },
  // Issue 45 item 11: a carmaker is not a lender; the page names the finance brand, and its entity line the company
  // behind it (facts.md §4 nos. 3, 16, 19: Volkswagen Financial Services; Stellantis Financial Services).
  { slug: 'audi', name: 'Audi Finance' },
  { slug: 'barclays', name: 'Barclays' },
  { slug: 'blue-motor', name: 'Blue Motor' },
  { slug: 'bmw', name: 'BMW' },
  { slug: 'ca-auto', name: 'CA Auto' },
  { slug: 'close-brothers', name: 'Close Brothers' },
  // Spec slug kept so the routed URL stays; facts.md §4 no. 9: the motor lender is
  // Clydesdale Financial Services (Barclays Partner Finance), not Clydesdale Bank.
  { slug: 'clydesdale-bank', name: 'Clydesdale Financial Services' },
  { slug: 'honda', name: 'Honda' },
  { slug: 'hyundai', name: 'Hyundai' },
  { slug: 'mercedes', name: 'Mercedes' },
  { slug: 'moneybarn', name: 'Moneybarn' },
  { slug: 'motonovo', name: 'MotoNovo' },
  { slug: 'northridge', name: 'Northridge' },
  { slug: 'psa', name: 'PSA Finance' },
  { slug: 'santander', name: 'Santander' },
  { slug: 'toyota', name: 'Toyota' },
  { slug: 'vauxhall', name: 'Vauxhall Finance' },
  { slug: 'volkswagen', name: 'Volkswagen' },
] as const satisfies readonly Lender[];

export type LenderSlug = (typeof lenderList)[number]['slug'];

/** The 20 routed lenders, in the spec's order. */
export const lenders: readonly Lender[] = lenderList;

/** The 8 lenders linked from every lender page (spec section 2). */
export const featuredLenderSlugs = [
  'alphera',
  'audi',
  'barclays',
  'bmw',
  'mercedes',
  'santander',
  'toyota',
  'volkswagen',
] as const satisfies readonly LenderSlug[];

const bySlug = new Map<string, Lender>(lenders.map((lender) => [lender.slug, lender]));

export function lenderBySlug(slug: string): Lender | undefined {
  return bySlug.get(slug.toLowerCase());
}

const PAGE_SLUG = /^mis-sold-([a-z0-9-]+)-car-finance$/i;

/** `mis-sold-bmw-car-finance` → BMW; anything else → undefined (the 404). */
export function lenderByPageSlug(pageSlug: string): Lender | undefined {
  const match = PAGE_SLUG.exec(pageSlug);
  return match ? lenderBySlug(match[1]!) : undefined;
}

export function lenderPath(lender: Lender): string {
  return `/lenders/mis-sold-${lender.slug}-car-finance`;
}

export const featuredLenders: readonly Lender[] = featuredLenderSlugs.map((slug) => bySlug.get(slug)!);
