import {
  LENDER_ROUTES_CHECKED,
  featuredLenders,
  freeRouteHeading,
  freeRouteLine,
  generalComplaintRoute,
  lenderByPageSlug,
  lenderBySlug,
  lenderContactDetails,
  lenderPath,
  lenderProfile,
  lenders,
  type Sourced,
} from './lenders.ts';
import { featuredMakes, vehicleMakeFromParam, vehiclePath } from '../vehicles/vehicles.ts';

describe('lenders', () => {
  it('lists the 20 routed lenders of the spec, each slug once, each just a slug and a name', () => {
    expect(lenders).toHaveLength(20);
    for (const lender of lenders) expect(Object.keys(lender)).toEqual(['slug', 'name']);
    expect(lenders.map((lender) => lender.slug)).toEqual([
      'black-horse',
      'alphera',
      'audi',
      'barclays',
      'blue-motor',
      'bmw',
      'ca-auto',
      'close-brothers',
      'clydesdale-bank',
      'honda',
      'hyundai',
      'mercedes',
      'moneybarn',
      'motonovo',
      'northridge',
      'psa',
      'santander',
      'toyota',
      'vauxhall',
      'volkswagen',
    ]);
  });

  it('gives proper display names', () => {
    expect(lenders.map((lender) => lender.name)).toEqual([
      'Black Horse',
      'Alphera',
      'Audi Finance',
      'Barclays',
      'Blue Motor',
      'BMW',
      'CA Auto',
      'Close Brothers',
      'Clydesdale Financial Services',
      'Honda',
      'Hyundai',
      'Mercedes',
      'Moneybarn',
      'MotoNovo',
      'Northridge',
      'PSA Finance',
      'Santander',
      'Toyota',
      'Vauxhall Finance',
      'Volkswagen',
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
      'Alphera',
      'Audi Finance',
      'Barclays',
      'BMW',
      'Mercedes',
      'Santander',
      'Toyota',
      'Volkswagen',
    ]);
  });
});

/**
 * Every contact detail facts.md §4 states with a source, copied from it by
 * hand: the lender module must give these and nothing else.
 */
const FROM_FACTS_MD: Record<string, { phone?: string; email?: string; post?: string; url?: string; commissionUrl?: string }> = {
  'black-horse': {
    url: 'https://www.blackhorse.co.uk/complaints',
    phone: '0344 824 8888',
    post: 'Customer Complaints, Black Horse Finance, St William House, Cardiff CF10 5BH',
  },
  alphera: {
    url: 'http://alphera.co.uk/complaints',
    phone: '0370 5050 197',
    email: 'csescalations@alphera.co.uk',
    post: 'Customer Escalations Team, Alphera Financial Services, Summit ONE, Summit Avenue, Farnborough, Hampshire GU14 0FB',
  },
  barclays: { url: 'http://www.barclays.co.uk/help/barclays-partner-finance/how-do-i-make-a-complaint-and-what-happens-once-i-have/', phone: '0800 15 22 888' },
  'clydesdale-bank': {
    url: 'http://www.barclays.co.uk/help/barclays-partner-finance/how-do-i-make-a-complaint-and-what-happens-once-i-have/',
    phone: '0800 15 22 888',
  },
  'blue-motor': { url: 'https://blue.co.uk/ComplaintsHandlingProcedure', commissionUrl: 'https://blue.co.uk/CommissionComplaints' },
  bmw: { phone: '0370 5050 150' },
  'close-brothers': {
    url: 'https://www.closemotorfinance.co.uk/customers/help-centre/how-to-complain',
    commissionUrl: 'https://www.closemotorfinance.co.uk/customers/help-centre/commission-complaints',
    phone: '0333 321 6060',
  },
  mercedes: {
    url: 'https://www.mercedes-benz-trucks.com/en_GB/owner/existing-finance-customers/frequently-asked-questions/complaints.html',
    phone: '0370 847 0700',
    email: 'customerservices-mbfs@daimler.com',
    post: 'Mercedes-Benz Financial Services UK Ltd, Tongwell, Milton Keynes MK15 8BA',
  },
  northridge: {
    commissionUrl: 'https://northridgefinance.com/motor-finance-commission',
    phone: '0800 917 0931',
    post: 'Northridge Finance, 1 Donegall Square South, Belfast BT1 5LR',
  },
  santander: { phone: '0800 085 1759' },
  toyota: {
    commissionUrl: 'https://www.toyota.co.uk/help-centre/complaints-about-commission-models',
    email: 'commissioncomplaints@toyota-fs.com',
    post: 'Customer Relations, Toyota Financial Services (UK) PLC, Great Burgh, Burgh Heath, Epsom, Surrey KT18 5UZ',
    phone: '0333 041 0501',
  },
};

describe('each lender’s own free route (facts.md §4)', () => {
  it('gives exactly the contact details facts.md states, and no route where it found none', () => {
    for (const lender of lenders) {
      const { route } = lenderProfile(lender);
      const given = Object.fromEntries(
        (['url', 'commissionUrl', 'phone', 'email', 'post'] as const).flatMap((field) => (route?.[field] ? [[field, route[field]!.value]] : [])),
      );
      expect(given, lender.slug).toEqual(FROM_FACTS_MD[lender.slug] ?? {});
    }
    for (const slug of ['audi', 'ca-auto', 'honda', 'hyundai', 'moneybarn', 'motonovo', 'psa', 'vauxhall', 'volkswagen']) {
      expect(lenderProfile(lenderBySlug(slug)!).route, slug).toBeUndefined();
    }
  });

  it('sources and dates every detail it gives', () => {
    const details: [string, Sourced<unknown>][] = lenders.flatMap((lender) => {
      const { route, entity } = lenderProfile(lender);
      const all = [entity, route?.url, route?.commissionUrl, route?.phone, route?.email, route?.post, route?.details, ...(route?.notes ?? [])];
      return (all.filter((detail) => detail !== undefined) as Sourced<unknown>[]).map((detail) => [lender.slug, detail] as [string, Sourced<unknown>]);
    });
    expect(details.length).toBeGreaterThan(40);
    for (const [slug, detail] of details) {
      expect(detail.sources.length, `${slug}: ${String(detail.value)}`).toBeGreaterThan(0);
      for (const source of detail.sources) {
        expect(source.key, slug).toMatch(/^[A-Z]+\d+[a-z]?$/);
        if (source.url === undefined) expect(source.title, slug).toContain('(press report)');
        else expect(source.url, slug).toMatch(/^https?:\/\/[^\s]+$/);
      }
      expect(detail.checked).toBe(LENDER_ROUTES_CHECKED);
    }
    expect(LENDER_ROUTES_CHECKED).toBe('2026-11-23');
    for (const lender of lenders) expect(lenderContactDetails(lender).every((detail) => detail.sources.length > 0)).toBe(true);
  });

  it('links each page to the source that states it', () => {
    for (const lender of lenders) {
      const { route } = lenderProfile(lender);
      for (const link of [route?.url, route?.commissionUrl]) {
        if (link)
          expect(
            link.sources.map((source) => source.url),
            lender.slug,
          ).toContain(link.value);
      }
    }
  });

  it('gives legal entities only where facts.md marks them VERIFIED', () => {
    for (const slug of ['alphera', 'ca-auto', 'close-brothers', 'moneybarn']) expect(lenderProfile(lenderBySlug(slug)!).entity, slug).toBeUndefined();
    expect(lenderProfile(lenderBySlug('black-horse')!).entity!.value).toMatch(/^Black Horse Limited/);
    expect(lenderProfile(lenderBySlug('motonovo')!).entity!.value).toMatch(/^FirstRand Bank Limited \(London Branch\)/);
  });

  it('publishes no FRN, company number or other reference number', () => {
    const text = JSON.stringify(lenders.map((lender) => ({ ...lender, ...lenderProfile(lender) })));
    expect(text).not.toMatch(/FRN|firm reference|reference number|company (no|number)/i);
    // Every run of digits is part of a phone number, a postcode, an address, a URL or the Close Brothers agreement-number format.
    const phones = lenders.flatMap((lender) => lenderProfile(lender).route?.phone?.value ?? []);
    const withoutKnown = phones
      .reduce((rest, phone) => rest.replaceAll(phone, ''), text)
      .replace(/https?:\/\/[^"]+/g, '')
      .replace('12-123456', '');
    expect(withoutKnown.match(/\d{5,}/g) ?? []).toEqual([]);
  });

  it('flags the three lenders challenging the scheme in the Upper Tribunal, on the four pages that carry them, dated and sourced', () => {
    const challengers = lenders.filter((lender) => lenderProfile(lender).challenger).map((lender) => lender.slug);
    expect(challengers).toEqual(['audi', 'ca-auto', 'mercedes', 'volkswagen']);
    for (const slug of challengers) {
      const { challenger } = lenderProfile(lenderBySlug(slug)!);
      expect(challenger!.text).toMatch(/challenging the FCA’s redress scheme in the Upper Tribunal/);
      expect(challenger!.text).toContain('2 July 2026');
      expect(challenger!.sources.map((source) => source.key)).toEqual(['A3', 'A4']);
    }
    expect(lenderProfile(lenderBySlug('audi')!).challenger!.text).toMatch(/^Volkswagen Financial Services/);
  });

  it('gives BMW no address: its only source gives one for insurance complaints, not finance', () => {
    const profile = lenderProfile(lenderBySlug('bmw')!);
    expect(profile.entity!.value).toBe('BMW Financial Services (GB) Ltd');
    expect(JSON.stringify(profile)).not.toMatch(/Summit ONE|GU14/);
  });

  it('names Clydesdale Financial Services (Barclays Partner Finance), never Clydesdale Bank, on the routed slug', () => {
    const clydesdale = lenderBySlug('clydesdale-bank')!;
    expect(lenderPath(clydesdale)).toBe('/lenders/mis-sold-clydesdale-bank-car-finance');
    expect(clydesdale.name).toBe('Clydesdale Financial Services');
    expect(clydesdale).toEqual({ slug: 'clydesdale-bank', name: 'Clydesdale Financial Services' });
    const profile = lenderProfile(clydesdale);
    expect(profile.entity!.value).toBe('Clydesdale Financial Services Limited, trading as Barclays Partner Finance');
    expect(profile.route).toEqual(lenderProfile(lenderBySlug('barclays')!).route); // one record in content/lenders.yaml (a YAML anchor)
    const shown = { name: clydesdale.name, ...profile };
    expect(JSON.stringify(shown)).not.toMatch(/Clydesdale Bank/i);
  });

  it('gives the general route: where to complain, the FCA’s details, the credit file, the Ombudsman', () => {
    expect(generalComplaintRoute.where.text).toBe('Use the complaints page of the lender named on your agreement or statements.');
    expect(generalComplaintRoute.details).toEqual([
      'your name',
      'the agreement number',
      'the date of the agreement',
      'the vehicle’s registration',
      'your address when you took it out',
    ]);
    expect(generalComplaintRoute.lenderUnknown.text).toMatch(/last 6 years.*credit file/);
    expect(generalComplaintRoute.ombudsman.text).toMatch(/8 weeks.*6 months/);
  });

  it('sums up each lender’s free route in one line for the /lenders hub', () => {
    expect(freeRouteLine(lenderBySlug('black-horse')!)).toBe('Complain free: a complaints page, 0344 824 8888, post. Checked 23 November 2026.');
    expect(freeRouteLine(lenderBySlug('toyota')!)).toBe(
      'Complain free: a commission complaints page, general complaints 0333 041 0501, commissioncomplaints@toyota-fs.com, post. Checked 23 November 2026.',
    );
    expect(freeRouteLine(lenderBySlug('honda')!)).toBe(
      'No complaints route found in our sources: use the complaints page of the lender named on your agreement or statements.',
    );
    expect(freeRouteLine(lenderBySlug('bmw')!)).toBe(
      'No complaints route found in our sources: use the complaints page of the lender named on your agreement or statements or ask Customer Services on 0370 5050 150.',
    );
    expect(freeRouteLine(lenderBySlug('close-brothers')!)).toBe(
      'Complain free: a commission complaints page, a complaints page, 0333 321 6060 (Monday to Friday, 9am to 5pm). Checked 23 November 2026.',
    );
    for (const lender of lenders) expect(freeRouteLine(lender)).toMatch(/\.$/);
    expect(freeRouteHeading(lenderBySlug('close-brothers')!)).toBe('Complain to Close Brothers yourself, free');
  });
});

describe('vehicle makes', () => {
  it('finds real makes, properly cased, with or without the -car-finance suffix, in any letter case', () => {
    expect(vehicleMakeFromParam('bmw')).toEqual({ slug: 'bmw', name: 'BMW', kinds: ['car', 'motorbike'] });
    expect(vehicleMakeFromParam('audi-car-finance')).toEqual({ slug: 'audi', name: 'Audi', kinds: ['car'] });
    expect(vehicleMakeFromParam('land-rover-car-finance')?.name).toBe('Land Rover');
    expect(vehicleMakeFromParam('FORD')?.name).toBe('Ford');
    expect(vehicleMakeFromParam('skoda')?.name).toBe('Škoda');
  });

  it('gives an alias its make, whose page is the canonical', () => {
    expect(vehicleMakeFromParam('mercedes-benz-car-finance')).toEqual(vehicleMakeFromParam('mercedes'));
    expect(vehicleMakeFromParam('mercedes-benz')?.name).toBe('Mercedes-Benz');
    expect(vehicleMakeFromParam('vw')?.slug).toBe('volkswagen');
  });

  it('knows nothing that is not on the list of real makes (issue 29: the address is never echoed)', () => {
    for (const bad of ['', '-', 'a--b', 'a_b', 'a b', '<script>', 'é', 'car-finance-', 'peugeot-208', 'call-0900-123-456-for-your-refund', 'a'.repeat(40)]) {
      expect(vehicleMakeFromParam(bad), bad).toBeUndefined();
    }
  });

  it('links the 8 makes of the spec', () => {
    expect(featuredMakes.map((make) => make.name)).toEqual(['Audi', 'BMW', 'Mercedes-Benz', 'Toyota', 'Volkswagen', 'Ford', 'Vauxhall', 'Honda']);
    expect(vehiclePath(featuredMakes[0]!)).toBe('/vehicles/audi-car-finance');
  });
});
