import { featuredLenders, lenderByPageSlug, lenderPath, lenders } from './lenders.ts';
import { featuredMakes, vehicleMakeFromParam, vehiclePath } from './vehicles.ts';

describe('lenders', () => {
  it('lists the 20 routed lenders of the spec, each slug once', () => {
    expect(lenders.map((lender) => lender.slug)).toEqual([
      'black-horse', 'alphera', 'audi', 'barclays', 'blue-motor', 'bmw', 'ca-auto', 'close-brothers',
      'clydesdale-bank', 'honda', 'hyundai', 'mercedes', 'moneybarn', 'motonovo', 'northridge', 'psa',
      'santander', 'toyota', 'vauxhall', 'volkswagen',
    ]);
  });

  it('gives proper display names', () => {
    expect(lenders.map((lender) => lender.name)).toEqual([
      'Black Horse', 'Alphera', 'Audi', 'Barclays', 'Blue Motor', 'BMW', 'CA Auto', 'Close Brothers',
      'Clydesdale Bank', 'Honda', 'Hyundai', 'Mercedes', 'Moneybarn', 'MotoNovo', 'Northridge', 'PSA',
      'Santander', 'Toyota', 'Vauxhall', 'Volkswagen',
    ]);
  });

  it('resolves page slugs both ways and rejects unknown lenders', () => {
    for (const lender of lenders) expect(lenderByPageSlug(lenderPath(lender).split('/').at(-1)!)).toBe(lender);
    expect(lenderByPageSlug('mis-sold-acme-car-finance')).toBeUndefined();
    expect(lenderByPageSlug('bmw')).toBeUndefined();
    expect(lenderByPageSlug('mis-sold--car-finance')).toBeUndefined();
  });

  it('features the 8 lenders of the spec', () => {
    expect(featuredLenders.map((lender) => lender.name)).toEqual([
      'Alphera', 'Audi', 'Barclays', 'BMW', 'Mercedes', 'Santander', 'Toyota', 'Volkswagen',
    ]);
  });
});

describe('vehicle makes', () => {
  it('cases makes properly, with or without the -car-finance suffix', () => {
    expect(vehicleMakeFromParam('bmw')).toEqual({ slug: 'bmw', name: 'BMW' });
    expect(vehicleMakeFromParam('audi-car-finance')).toEqual({ slug: 'audi', name: 'Audi' });
    expect(vehicleMakeFromParam('land-rover-car-finance')?.name).toBe('Land Rover');
    expect(vehicleMakeFromParam('mercedes-benz')?.name).toBe('Mercedes-Benz');
    expect(vehicleMakeFromParam('FORD')?.name).toBe('Ford');
    expect(vehicleMakeFromParam('peugeot-208')?.name).toBe('Peugeot 208');
  });

  it('accepts letters, digits and hyphens only', () => {
    for (const bad of ['', '-', 'a--b', 'a_b', 'a b', '<script>', 'é', 'car-finance-']) {
      expect(vehicleMakeFromParam(bad), bad).toBeUndefined();
    }
  });

  it('links the 8 makes of the spec', () => {
    expect(featuredMakes.map((make) => make.name)).toEqual(['Audi', 'BMW', 'Mercedes', 'Toyota', 'Volkswagen', 'Ford', 'Vauxhall', 'Honda']);
    expect(vehiclePath(featuredMakes[0]!)).toBe('/vehicles/audi-car-finance');
  });
});
