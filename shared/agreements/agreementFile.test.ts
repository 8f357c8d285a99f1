import { agreementsStorageKey } from '../brand/brand.ts';
import { readAgreementsFile, writeAgreementsFile, type Agreement } from './agreementFile.ts';
import { createAgreementStore, type AgreementStorage } from './agreementStore.ts';

const three: Agreement[] = [
  {
    lender: 'black-horse',
    started: '2012-03',
    type: 'hp',
    status: 'complained',
    statusDate: '2026-09-20',
    agreementNumber: 'BH-123/456',
    registration: 'AB12 CDE',
    note: 'Letter sent “recorded”, copy kept',
  },
  { lender: 'motonovo', started: '2016-05-14', type: 'pcp', status: 'final-response', statusDate: '2026-07-01', via: 'dealer', for: 'personal' },
  { lender: 'Santander Consumer Finance', started: '2019-11', type: 'pcp', status: 'invited', statusDate: '2026-08-01' },
];

const file = (agreements: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'drivefair-agreements', version: 1, agreements, ...extra });

describe('the agreements file', () => {
  it('reads back every field it wrote', () => {
    expect(readAgreementsFile(writeAgreementsFile(three))).toEqual({ ok: true, agreements: three });
  });

  it('reads the contract’s example', () => {
    const example =
      '{"format": "drivefair-agreements", "version": 1, "agreements": [{"lender": "black-horse", "started": "2015-06", "type": "pcp", "status": "final-response", "statusDate": "2026-09-01"}]}';
    expect(readAgreementsFile(example)).toEqual({
      ok: true,
      agreements: [{ lender: 'black-horse', started: '2015-06', type: 'pcp', status: 'final-response', statusDate: '2026-09-01' }],
    });
  });

  it('keeps names in every script and leaves empty optional text out', () => {
    const reading = readAgreementsFile(file([{ lender: ' Ōtsuka Fīnance 2 ', started: '2010-01', type: 'hp', status: 'not-complained', note: '  ' }]));
    expect(reading).toEqual({ ok: true, agreements: [{ lender: 'Ōtsuka Fīnance 2', started: '2010-01', type: 'hp', status: 'not-complained' }] });
  });

  it.each([
    ['not JSON', 'hello', /not JSON/],
    ['another format', JSON.stringify({ format: 'other', version: 1, agreements: [] }), /not a list of agreements saved from this site/],
    ['an array', '[]', /not a list of agreements/],
    ['another version', file([], { version: 2 }), /version 2/],
    ['no list', JSON.stringify({ format: 'drivefair-agreements', version: 1 }), /missing/],
    ['a lender missing', file([{ started: '2015-06', type: 'pcp', status: 'not-complained' }]), /Agreement 1 .*“lender” is missing/],
    ['an empty lender', file([{ lender: ' ', started: '2015-06', type: 'pcp', status: 'not-complained' }]), /“lender” must be text/],
    ['a month that is not', file([{ lender: 'x', started: '2015-13', type: 'pcp', status: 'not-complained' }]), /“started”/],
    [
      'a year that is not',
      file([{ lender: 'x', started: '15', type: 'pcp', status: 'not-complained' }]),
      /“started” must be a real month \(YYYY-MM\) or day \(YYYY-MM-DD\)/,
    ],
    // The contract: `started` is YYYY-MM or YYYY-MM-DD; a year alone is refused like any invalid file (decision 045).
    ['a year alone', file([{ lender: 'x', started: '2015', type: 'pcp', status: 'not-complained' }]), /Agreement 1 .*“started” must be a real month/],
    ['a day that is not', file([{ lender: 'x', started: '2015-02-29', type: 'pcp', status: 'not-complained' }]), /“started”/],
    ['an unknown type', file([{ lender: 'x', started: '2015-06', type: 'lease', status: 'not-complained' }]), /“type” must be one of/],
    ['an unknown status', file([{ lender: 'x', started: '2015-06', type: 'pcp', status: 'won' }]), /“status” must be one of/],
    ['a status without its day', file([{ lender: 'x', started: '2015-06', type: 'pcp', status: 'complained' }]), /“statusDate” must be a real day/],
    [
      'a day for not-complained',
      file([{ lender: 'x', started: '2015-06', type: 'pcp', status: 'not-complained', statusDate: '2026-01-01' }]),
      /not complained/,
    ],
    ['an unknown field', file([{ lender: 'x', started: '2015-06', type: 'pcp', status: 'not-complained', email: 'a@b.c' }]), /“email” is not a field/],
    ['a long note', file([{ lender: 'x', started: '2015-06', type: 'pcp', status: 'not-complained', note: 'n'.repeat(501) }]), /longer than 500/],
    ['a bad second agreement', file([three[0], { lender: 'x' }]), /Agreement 2/],
  ])('refuses %s with a message', (_name, text, message) => {
    const reading = readAgreementsFile(text);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.message).toMatch(message);
  });
});

/** A Map standing in for local storage; `broken` throws as a disabled storage does. */
function memoryStorage(broken = false): AgreementStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  const check = () => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    map,
    getItem: (key) => (check(), map.get(key) ?? null),
    setItem: (key, value) => (check(), void map.set(key, value)),
    removeItem: (key) => (check(), void map.delete(key)),
  };
}

describe('the list in local storage', () => {
  it('keeps the list under drivefair_agreements in the file’s format, and Delete all removes the key', () => {
    const storage = memoryStorage();
    const store = createAgreementStore(() => storage);
    expect(store.read()).toEqual({ ok: true, agreements: [] });
    expect(store.write(three)).toBe(true);
    expect(agreementsStorageKey).toBe('drivefair_agreements');
    expect([...storage.map.keys()]).toEqual(['drivefair_agreements']);
    expect(readAgreementsFile(storage.map.get('drivefair_agreements')!)).toEqual({ ok: true, agreements: three });
    expect(store.read()).toEqual({ ok: true, agreements: three });
    expect(store.clear()).toBe(true);
    expect(storage.map.size).toBe(0);
  });

  it('tells its listeners of each change, and gives the same list until it changes', () => {
    const storage = memoryStorage();
    const store = createAgreementStore(() => storage);
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    const before = store.read();
    expect(store.read()).toBe(before);
    store.write(three);
    expect(calls).toBe(1);
    expect(store.read()).not.toBe(before);
    store.clear();
    expect(calls).toBe(2);
    stop();
    store.write(three);
    expect(calls).toBe(2);
  });

  it('says so when what is kept cannot be read, or storage cannot be used', () => {
    const storage = memoryStorage();
    storage.map.set('drivefair_agreements', '{"format":"drivefair-agreements"');
    expect(createAgreementStore(() => storage).read()).toMatchObject({ ok: false, agreements: [], message: /could not be read/ });
    const broken = createAgreementStore(() => memoryStorage(true));
    expect(broken.read()).toMatchObject({ ok: false, message: /cannot be kept/ });
    expect(broken.write(three)).toBe(false);
    expect(broken.clear()).toBe(false);
  });
});
