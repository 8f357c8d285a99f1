import type { VehicleMake } from './vehicles.ts';

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

/** Whether a make is on the list of real makes, so its page may be indexed. */
export function isKnownMake(make: Pick<VehicleMake, 'slug'>): boolean {
  return KNOWN_MAKES.has(make.slug);
}
