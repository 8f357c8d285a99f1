/** Vehicle-make landing pages (spec section 2, contract HTTP surface). */
import { vehicleMakes, type VehicleKind } from './vehicleMakes.ts';

export type { VehicleKind } from './vehicleMakes.ts';

export interface VehicleMake {
  /** The make's own slug (an alias such as `vw` gives `volkswagen`): the page's canonical. */
  readonly slug: string;
  readonly name: string;
  readonly kinds: readonly VehicleKind[];
}

/**
 * The 8 makes every vehicle page links to (the sitemap's vehicle pages), as the
 * list of real makes has them (a test holds them equal). Written out here: the
 * hub and the home page link them, and the whole list stays out of the browser.
 */
export const featuredMakes: readonly VehicleMake[] = [
  { slug: 'audi', name: 'Audi', kinds: ['car'] },
  { slug: 'bmw', name: 'BMW', kinds: ['car', 'motorbike'] },
  { slug: 'mercedes', name: 'Mercedes-Benz', kinds: ['car', 'van'] },
  { slug: 'toyota', name: 'Toyota', kinds: ['car', 'van'] },
  { slug: 'volkswagen', name: 'Volkswagen', kinds: ['car', 'van', 'campervan'] },
  { slug: 'ford', name: 'Ford', kinds: ['car', 'van'] },
  { slug: 'vauxhall', name: 'Vauxhall', kinds: ['car', 'van'] },
  { slug: 'honda', name: 'Honda', kinds: ['car', 'motorbike'] },
];

/** contract: letters, digits and hyphens; a make's slug is never longer. */
export const MAKE_MAX_LENGTH = 40;
const MAKE_PARAM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const CAR_FINANCE_SUFFIX = /-car-finance$/i;

/** Every slug a make answers to, its aliases included; made on first use, so the browser's bundle leaves the list out. */
let bySlug: ReadonlyMap<string, VehicleMake> | undefined;
const makesBySlug = (): ReadonlyMap<string, VehicleMake> =>
  (bySlug ??= new Map(vehicleMakes.flatMap(({ slug, name, kinds, aliases = [] }) => [slug, ...aliases].map((key) => [key, { slug, name, kinds }] as const))));

/**
 * `/vehicles/{make}` and `/vehicles/{make}-car-finance`, in any letter case:
 * the make when it is on the list of real makes (shared/vehicles/vehicleMakes.ts),
 * else undefined, the 404 (contract; issue 29: the address is never echoed).
 */
export function vehicleMakeFromParam(param: string): VehicleMake | undefined {
  if (param.length > MAKE_MAX_LENGTH + '-car-finance'.length || !MAKE_PARAM.test(param)) return undefined;
  return makesBySlug().get(param.toLowerCase().replace(CAR_FINANCE_SUFFIX, ''));
}

export function vehiclePath(make: Pick<VehicleMake, 'slug'>): string {
  return `/vehicles/${make.slug}-car-finance`;
}

/** The kinds of vehicle a make sells, as words: `car or van`, `motorbike`. */
export function kindsText(make: Pick<VehicleMake, 'kinds'>, conjunction = 'or'): string {
  const kinds = make.kinds;
  if (kinds.length <= 1) return kinds.join('');
  return `${kinds.slice(0, -1).join(', ')} ${conjunction} ${kinds.at(-1)}`;
}

/** The kind a make's headings name: `car` for every make that sells cars (the claims' usual name), else its own kind. */
export function headlineKind(make: Pick<VehicleMake, 'kinds'>): VehicleKind {
  return make.kinds.includes('car') ? 'car' : make.kinds[0]!;
}
