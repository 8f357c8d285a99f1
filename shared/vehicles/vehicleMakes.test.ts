import { VEHICLE_MAKES_SOURCE, vehicleMakes } from './vehicleMakes.ts';
import { featuredMakes, headlineKind, kindsText, MAKE_MAX_LENGTH, vehicleMakeFromParam } from './vehicles.ts';

describe('the list of real vehicle makes', () => {
  it('names its source', () => {
    expect(VEHICLE_MAKES_SOURCE.publisher).toBe('Department for Transport and DVLA');
    expect(VEHICLE_MAKES_SOURCE.url).toMatch(/^https:\/\/www\.gov\.uk\//);
    expect(VEHICLE_MAKES_SOURCE.title).toContain('VEH0160');
  });

  it('gives every make one slug of letters, digits and hyphens, a name and at least one kind; no slug twice', () => {
    const slugs = vehicleMakes.flatMap((make) => [make.slug, ...(make.aliases ?? [])]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const make of vehicleMakes) {
      for (const slug of [make.slug, ...(make.aliases ?? [])]) {
        expect(slug, make.name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slug.length, make.name).toBeLessThanOrEqual(MAKE_MAX_LENGTH);
        expect(vehicleMakeFromParam(`${slug}-car-finance`)?.slug).toBe(make.slug);
      }
      expect(make.name.trim()).toBe(make.name);
      expect(make.kinds.length, make.name).toBeGreaterThan(0);
      expect(new Set(make.kinds).size, make.name).toBe(make.kinds.length);
    }
  });

  it('includes the featured eight, as the featured links write them', () => {
    expect(featuredMakes).toHaveLength(8);
    for (const make of featuredMakes) expect(vehicleMakeFromParam(make.slug)).toEqual(make);
  });

  it('has makes of every kind the site names: car, van, motorbike and campervan', () => {
    for (const kind of ['car', 'van', 'motorbike', 'campervan'] as const) {
      expect(
        vehicleMakes.some((make) => make.kinds.includes(kind)),
        kind,
      ).toBe(true);
    }
  });
});

describe('the words for a make’s kinds', () => {
  it('says only the kinds the make sells', () => {
    expect(kindsText(vehicleMakeFromParam('audi')!)).toBe('car');
    expect(kindsText(vehicleMakeFromParam('ducati')!)).toBe('motorbike');
    expect(kindsText(vehicleMakeFromParam('volkswagen')!)).toBe('car, van or campervan');
    expect(kindsText(vehicleMakeFromParam('bmw')!)).toBe('car or motorbike');
  });

  it('heads a page with "car" for a make that sells cars, else with its own kind', () => {
    expect(headlineKind(vehicleMakeFromParam('bmw')!)).toBe('car');
    expect(headlineKind(vehicleMakeFromParam('ducati')!)).toBe('motorbike');
    expect(headlineKind(vehicleMakeFromParam('hymer')!)).toBe('campervan');
  });
});
