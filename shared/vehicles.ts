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
 * Real makes of the cars, vans, motorbikes and campervans financed in the UK
 * from 2007 to 2021, as slugs. Their pages are indexed; any other make still
 * gets its page (contract) but with noindex and nothing of its text in search
 * or social data (issue 13: `/vehicles/drivefair-is-a-scam-call-0900-123456`).
 */
const KNOWN_MAKES: ReadonlySet<string> = new Set([
  // cars
  'abarth', 'alfa-romeo', 'alpine', 'aston-martin', 'audi', 'bentley', 'bmw', 'bugatti', 'byd', 'cadillac', 'chevrolet',
  'chrysler', 'citroen', 'cupra', 'dacia', 'daewoo', 'daihatsu', 'dodge', 'ds', 'ferrari', 'fiat', 'ford', 'genesis',
  'great-wall', 'gwm', 'honda', 'hummer', 'hyundai', 'infiniti', 'jaguar', 'jeep', 'kia', 'lada', 'lamborghini', 'lancia',
  'land-rover', 'range-rover', 'lexus', 'lotus', 'maserati', 'maybach', 'mazda', 'mclaren', 'mercedes', 'mercedes-benz',
  'mg', 'mini', 'mitsubishi', 'morgan', 'nissan', 'perodua', 'peugeot', 'polestar', 'porsche', 'proton', 'renault',
  'rolls-royce', 'rover', 'saab', 'seat', 'skoda', 'smart', 'ssangyong', 'subaru', 'suzuki', 'tata', 'tesla', 'toyota',
  'vauxhall', 'volkswagen', 'vw', 'volvo', 'aixam', 'caterham', 'ginetta', 'london-taxi', 'lti', 'lynk-co', 'ora',
  // vans and trucks
  'daf', 'fuso', 'isuzu', 'iveco', 'ldv', 'man', 'maxus', 'renault-trucks', 'scania',
  // motorbikes and scooters
  'aprilia', 'benelli', 'bsa', 'ducati', 'harley-davidson', 'husqvarna', 'indian', 'kawasaki', 'ktm', 'kymco', 'lexmoto',
  'moto-guzzi', 'mv-agusta', 'piaggio', 'royal-enfield', 'sym', 'triumph', 'vespa', 'yamaha', 'zero',
  // campervans and motorhomes
  'adria', 'auto-sleeper', 'auto-trail', 'autocruise', 'bailey', 'benimar', 'burstner', 'chausson', 'dethleffs',
  'elddis', 'hymer', 'knaus', 'pilote', 'rapido', 'roller-team', 'swift', 'westfalia', 'wildax',
]);

/** contract: a make is at most 40 characters of letters, digits and hyphens; anything else is a 404. */
export const MAKE_MAX_LENGTH = 40;
const MAKE_PARAM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const CAR_FINANCE_SUFFIX = /-car-finance$/i;

/** Whether a make is on the list of real makes, so its page may be indexed. */
export function isKnownMake(make: Pick<VehicleMake, 'slug'>): boolean {
  return KNOWN_MAKES.has(make.slug);
}

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
