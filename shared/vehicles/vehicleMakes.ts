/**
 * The real vehicle makes: the only makes with a page at `/vehicles/{make}`
 * (contract; issue 29 item 17: any other segment is the 404 page, so no
 * address can put its own words in our heading). Data only, with its source.
 *
 * Each make records the kinds of vehicle it has sold new in the UK, so its
 * page says only what is true for it (a Ducati is a motorbike, not a car).
 */

/**
 * What a make sells, in the kinds facts.md §2.5 names (cars, vans, motorbikes, campervans). A pick-up, a light
 * commercial vehicle, is listed as a van: facts.md names no pick-up (compliance reading C, U5).
 */
export type VehicleKind = 'car' | 'van' | 'motorbike' | 'campervan';

export interface MakeEntry {
  /** The page's slug, lower case: `/vehicles/{slug}-car-finance`. */
  readonly slug: string;
  /** As the maker writes it (`BMW`, `Mercedes-Benz`, `Škoda`). */
  readonly name: string;
  readonly kinds: readonly VehicleKind[];
  /** Other slugs a person may type for the same make (`vw`); their page's canonical is the make's own. */
  readonly aliases?: readonly string[];
}

/**
 * Where the list comes from. Compiled on 27 Nov 2026 from the makes in these
 * publications; NOT YET CHECKED against them line by line: the operator checks
 * it before launch and when a make is asked for that is missing.
 */
export const VEHICLE_MAKES_SOURCE: {
  readonly title: string;
  readonly publisher: string;
  readonly url: string;
  readonly scope: string;
  readonly compiled: string;
  /** The day the list was checked against the source; undefined until someone has. */
  readonly checked?: string;
} = {
  title: 'Vehicle licensing statistics data tables, table VEH0160: vehicles registered for the first time by body type, make, generic model and model',
  publisher: 'Department for Transport and DVLA',
  url: 'https://www.gov.uk/government/statistical-data-sets/vehicle-licensing-statistics-data-tables',
  scope: 'makes of car, van, motorbike or campervan sold new in the UK since 2007',
  compiled: '2026-11-27',
};

const CAR: readonly VehicleKind[] = ['car'];
const BIKE: readonly VehicleKind[] = ['motorbike'];
const CAMPER: readonly VehicleKind[] = ['campervan'];

/** Plain literals, so a bundle that does not read the list leaves it out. */
export const vehicleMakes: readonly MakeEntry[] = [
  // Cars and vans (pick-ups among the vans)
  { slug: 'abarth', name: 'Abarth', kinds: CAR },
  { slug: 'aixam', name: 'Aixam', kinds: CAR },
  { slug: 'alfa-romeo', name: 'Alfa Romeo', kinds: CAR },
  { slug: 'alpine', name: 'Alpine', kinds: CAR },
  { slug: 'ariel', name: 'Ariel', kinds: ['car', 'motorbike'] },
  { slug: 'aston-martin', name: 'Aston Martin', kinds: CAR },
  { slug: 'audi', name: 'Audi', kinds: CAR },
  { slug: 'bac', name: 'BAC', kinds: CAR },
  { slug: 'bentley', name: 'Bentley', kinds: CAR },
  { slug: 'bmw', name: 'BMW', kinds: ['car', 'motorbike'] },
  { slug: 'bugatti', name: 'Bugatti', kinds: CAR },
  { slug: 'byd', name: 'BYD', kinds: CAR },
  { slug: 'cadillac', name: 'Cadillac', kinds: CAR },
  { slug: 'caterham', name: 'Caterham', kinds: CAR },
  { slug: 'chevrolet', name: 'Chevrolet', kinds: CAR },
  { slug: 'chrysler', name: 'Chrysler', kinds: CAR },
  { slug: 'citroen', name: 'Citroën', kinds: ['car', 'van'] },
  { slug: 'cupra', name: 'Cupra', kinds: CAR },
  { slug: 'dacia', name: 'Dacia', kinds: ['car', 'van'] },
  { slug: 'daihatsu', name: 'Daihatsu', kinds: CAR },
  { slug: 'dodge', name: 'Dodge', kinds: CAR },
  { slug: 'ds', name: 'DS', kinds: CAR },
  { slug: 'ferrari', name: 'Ferrari', kinds: CAR },
  { slug: 'fiat', name: 'Fiat', kinds: ['car', 'van'] },
  { slug: 'ford', name: 'Ford', kinds: ['car', 'van'] },
  { slug: 'genesis', name: 'Genesis', kinds: CAR },
  { slug: 'ginetta', name: 'Ginetta', kinds: CAR },
  { slug: 'great-wall', name: 'Great Wall', kinds: ['van'] },
  { slug: 'gwm', name: 'GWM', kinds: CAR },
  { slug: 'honda', name: 'Honda', kinds: ['car', 'motorbike'] },
  { slug: 'hyundai', name: 'Hyundai', kinds: ['car', 'van'] },
  { slug: 'ineos', name: 'INEOS', kinds: CAR },
  { slug: 'infiniti', name: 'Infiniti', kinds: CAR },
  { slug: 'isuzu', name: 'Isuzu', kinds: ['van'] },
  { slug: 'iveco', name: 'Iveco', kinds: ['van'] },
  { slug: 'jaecoo', name: 'Jaecoo', kinds: CAR },
  { slug: 'jaguar', name: 'Jaguar', kinds: CAR },
  { slug: 'jeep', name: 'Jeep', kinds: CAR },
  { slug: 'kgm', name: 'KGM', kinds: ['car', 'van'] },
  { slug: 'kia', name: 'Kia', kinds: CAR },
  { slug: 'lamborghini', name: 'Lamborghini', kinds: CAR },
  { slug: 'land-rover', name: 'Land Rover', kinds: CAR, aliases: ['range-rover'] },
  { slug: 'ldv', name: 'LDV', kinds: ['van'] },
  { slug: 'leapmotor', name: 'Leapmotor', kinds: CAR },
  { slug: 'levc', name: 'LEVC', kinds: ['car', 'van'] },
  { slug: 'lexus', name: 'Lexus', kinds: CAR },
  { slug: 'lotus', name: 'Lotus', kinds: CAR },
  { slug: 'man', name: 'MAN', kinds: ['van'] },
  { slug: 'maserati', name: 'Maserati', kinds: CAR },
  { slug: 'maxus', name: 'Maxus', kinds: ['van'] },
  { slug: 'maybach', name: 'Maybach', kinds: CAR },
  { slug: 'mazda', name: 'Mazda', kinds: CAR },
  { slug: 'mclaren', name: 'McLaren', kinds: CAR },
  { slug: 'mercedes', name: 'Mercedes-Benz', kinds: ['car', 'van'], aliases: ['mercedes-benz'] },
  { slug: 'mg', name: 'MG', kinds: CAR },
  { slug: 'mini', name: 'MINI', kinds: CAR },
  { slug: 'mitsubishi', name: 'Mitsubishi', kinds: ['car', 'van'] },
  { slug: 'morgan', name: 'Morgan', kinds: CAR },
  { slug: 'nissan', name: 'Nissan', kinds: ['car', 'van'] },
  { slug: 'omoda', name: 'Omoda', kinds: CAR },
  { slug: 'perodua', name: 'Perodua', kinds: CAR },
  { slug: 'peugeot', name: 'Peugeot', kinds: ['car', 'van', 'motorbike'] },
  // Polestar left out (issue 45 item 11): its page offered our window from 2007, and ../shared/facts.md does not
  // say when Polestar finance began in the UK; a make goes back only with that date sourced.
  { slug: 'porsche', name: 'Porsche', kinds: CAR },
  { slug: 'proton', name: 'Proton', kinds: CAR },
  { slug: 'renault', name: 'Renault', kinds: ['car', 'van'] },
  { slug: 'rolls-royce', name: 'Rolls-Royce', kinds: CAR },
  { slug: 'saab', name: 'Saab', kinds: CAR },
  { slug: 'seat', name: 'SEAT', kinds: CAR },
  { slug: 'skoda', name: 'Škoda', kinds: CAR },
  { slug: 'smart', name: 'Smart', kinds: CAR },
  { slug: 'ssangyong', name: 'SsangYong', kinds: ['car', 'van'] },
  { slug: 'subaru', name: 'Subaru', kinds: CAR },
  { slug: 'suzuki', name: 'Suzuki', kinds: ['car', 'motorbike'] },
  { slug: 'tata', name: 'Tata', kinds: ['van'] },
  { slug: 'tesla', name: 'Tesla', kinds: CAR },
  { slug: 'toyota', name: 'Toyota', kinds: ['car', 'van'] },
  { slug: 'vauxhall', name: 'Vauxhall', kinds: ['car', 'van'] },
  { slug: 'volkswagen', name: 'Volkswagen', kinds: ['car', 'van', 'campervan'], aliases: ['vw'] },
  { slug: 'volvo', name: 'Volvo', kinds: CAR },
  { slug: 'westfield', name: 'Westfield', kinds: CAR },
  { slug: 'xpeng', name: 'XPENG', kinds: CAR },
  // Motorbikes and scooters
  { slug: 'aprilia', name: 'Aprilia', kinds: BIKE },
  { slug: 'benelli', name: 'Benelli', kinds: BIKE },
  { slug: 'beta', name: 'Beta', kinds: BIKE },
  { slug: 'brixton', name: 'Brixton', kinds: BIKE },
  { slug: 'bsa', name: 'BSA', kinds: BIKE },
  { slug: 'buell', name: 'Buell', kinds: BIKE },
  { slug: 'ccm', name: 'CCM', kinds: BIKE },
  { slug: 'cfmoto', name: 'CFMOTO', kinds: BIKE },
  { slug: 'derbi', name: 'Derbi', kinds: BIKE },
  { slug: 'ducati', name: 'Ducati', kinds: BIKE },
  { slug: 'fantic', name: 'Fantic', kinds: BIKE },
  { slug: 'gasgas', name: 'GASGAS', kinds: BIKE },
  { slug: 'gilera', name: 'Gilera', kinds: BIKE },
  { slug: 'harley-davidson', name: 'Harley-Davidson', kinds: BIKE },
  { slug: 'herald', name: 'Herald', kinds: BIKE },
  { slug: 'husqvarna', name: 'Husqvarna', kinds: BIKE },
  { slug: 'hyosung', name: 'Hyosung', kinds: BIKE },
  { slug: 'indian', name: 'Indian', kinds: BIKE },
  { slug: 'kawasaki', name: 'Kawasaki', kinds: BIKE },
  { slug: 'keeway', name: 'Keeway', kinds: BIKE },
  { slug: 'ktm', name: 'KTM', kinds: BIKE },
  { slug: 'kymco', name: 'KYMCO', kinds: BIKE },
  { slug: 'lexmoto', name: 'Lexmoto', kinds: BIKE },
  { slug: 'moto-guzzi', name: 'Moto Guzzi', kinds: BIKE },
  { slug: 'mutt', name: 'Mutt', kinds: BIKE },
  { slug: 'mv-agusta', name: 'MV Agusta', kinds: BIKE },
  { slug: 'niu', name: 'NIU', kinds: BIKE },
  { slug: 'norton', name: 'Norton', kinds: BIKE },
  { slug: 'piaggio', name: 'Piaggio', kinds: ['van', 'motorbike'] },
  { slug: 'royal-enfield', name: 'Royal Enfield', kinds: BIKE },
  { slug: 'sherco', name: 'Sherco', kinds: BIKE },
  { slug: 'sinnis', name: 'Sinnis', kinds: BIKE },
  { slug: 'super-soco', name: 'Super Soco', kinds: BIKE },
  { slug: 'sym', name: 'SYM', kinds: BIKE },
  { slug: 'triumph', name: 'Triumph', kinds: BIKE },
  { slug: 'vespa', name: 'Vespa', kinds: BIKE },
  { slug: 'voge', name: 'Voge', kinds: BIKE },
  { slug: 'yamaha', name: 'Yamaha', kinds: BIKE },
  { slug: 'zero', name: 'Zero', kinds: BIKE },
  // Campervans and motorhomes
  { slug: 'adria', name: 'Adria', kinds: CAMPER },
  { slug: 'auto-sleeper', name: 'Auto-Sleeper', kinds: CAMPER },
  { slug: 'auto-trail', name: 'Auto-Trail', kinds: CAMPER },
  { slug: 'autocruise', name: 'Autocruise', kinds: CAMPER },
  { slug: 'bailey', name: 'Bailey', kinds: CAMPER },
  { slug: 'benimar', name: 'Benimar', kinds: CAMPER },
  { slug: 'burstner', name: 'Bürstner', kinds: CAMPER },
  { slug: 'carthago', name: 'Carthago', kinds: CAMPER },
  { slug: 'chausson', name: 'Chausson', kinds: CAMPER },
  { slug: 'dethleffs', name: 'Dethleffs', kinds: CAMPER },
  { slug: 'elddis', name: 'Elddis', kinds: CAMPER },
  { slug: 'frankia', name: 'Frankia', kinds: CAMPER },
  { slug: 'hobby', name: 'Hobby', kinds: CAMPER },
  { slug: 'hymer', name: 'Hymer', kinds: CAMPER },
  { slug: 'knaus', name: 'Knaus', kinds: CAMPER },
  { slug: 'laika', name: 'Laika', kinds: CAMPER },
  { slug: 'mclouis', name: 'McLouis', kinds: CAMPER },
  { slug: 'murvi', name: 'Murvi', kinds: CAMPER },
  { slug: 'pilote', name: 'Pilote', kinds: CAMPER },
  { slug: 'possl', name: 'Pössl', kinds: CAMPER },
  { slug: 'rapido', name: 'Rapido', kinds: CAMPER },
  { slug: 'roller-team', name: 'Roller Team', kinds: CAMPER },
  { slug: 'romahome', name: 'Romahome', kinds: CAMPER },
  { slug: 'swift', name: 'Swift', kinds: CAMPER },
  { slug: 'westfalia', name: 'Westfalia', kinds: CAMPER },
  { slug: 'wildax', name: 'Wildax', kinds: CAMPER },
];
