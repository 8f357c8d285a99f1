/** Vehicle-make landing pages (spec section 2, contract HTTP surface). */
export interface VehicleMake {
  readonly slug: string;
  readonly name: string;
}

/** The 8 makes every vehicle page links to. */
export const featuredMakes: readonly VehicleMake[] = [
  { slug: 'audi', name: 'Audi' },
  { slug: 'bmw', name: 'BMW' },
  { slug: 'mercedes', name: 'Mercedes' },
  { slug: 'toyota', name: 'Toyota' },
  { slug: 'volkswagen', name: 'Volkswagen' },
  { slug: 'ford', name: 'Ford' },
  { slug: 'vauxhall', name: 'Vauxhall' },
  { slug: 'honda', name: 'Honda' },
];

/** Makes whose proper name is not plain title case. */
const properNames: Readonly<Record<string, string>> = {
  bmw: 'BMW',
  mg: 'MG',
  ds: 'DS',
  seat: 'SEAT',
  byd: 'BYD',
  gwm: 'GWM',
  ldv: 'LDV',
  vw: 'VW',
  daf: 'DAF',
  ktm: 'KTM',
  bsa: 'BSA',
  mini: 'MINI',
  'mercedes-benz': 'Mercedes-Benz',
  'rolls-royce': 'Rolls-Royce',
  'alfa-romeo': 'Alfa Romeo',
  'land-rover': 'Land Rover',
  'aston-martin': 'Aston Martin',
  'harley-davidson': 'Harley-Davidson',
  'royal-enfield': 'Royal Enfield',
  motonovo: 'MotoNovo',
};

/**
 * contract: a make is at most 40 characters of letters, digits and hyphens; anything else is a 404.
 * Which makes are real (and so indexed) is server/content/vehicleMakes.ts, loaded with the vehicle page only:
 * this module is in every page's first load (the route table uses it).
 */
export const MAKE_MAX_LENGTH = 40;
const MAKE_PARAM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const CAR_FINANCE_SUFFIX = /-car-finance$/i;

/** Title-case hyphenated words: `land-rover` → `Land Rover`. */
export function titleCaseWords(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * `/vehicles/{make}` and `/vehicles/{make}-car-finance`: letters, digits and
 * hyphens only (contract). Returns undefined for anything else (the 404).
 */
export function vehicleMakeFromParam(param: string): VehicleMake | undefined {
  if (!MAKE_PARAM.test(param)) return undefined;
  const slug = param.toLowerCase().replace(CAR_FINANCE_SUFFIX, '');
  if (!slug || slug.length > MAKE_MAX_LENGTH) return undefined;
  return { slug, name: properNames[slug] ?? titleCaseWords(slug) };
}

export function vehiclePath(make: Pick<VehicleMake, 'slug'>): string {
  return `/vehicles/${make.slug}-car-finance`;
}
