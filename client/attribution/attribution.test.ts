import { consentStorageKey, utmStorageKey } from '../../shared/brand/brand.ts';
import { createAttribution, createUtmStore, type UtmStorage } from './attribution.ts';

/** An in-memory storage whose reads and writes can be made to fail. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: UtmStorage & { failReads?: Error; failWrites?: Error; writes: number } = {
    writes: 0,
    getItem(key) {
      if (storage.failReads) throw storage.failReads;
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      if (storage.failWrites) throw storage.failWrites;
      storage.writes += 1;
      items.set(key, value);
    },
    removeItem(key) {
      if (storage.failWrites) throw storage.failWrites;
      items.delete(key);
    },
  };
  return { storage, items };
}

function storeWith(storage: UtmStorage) {
  const messages: string[] = [];
  const store = createUtmStore(
    () => storage,
    (message) => messages.push(message),
  );
  return { store, messages };
}

describe('createUtmStore', () => {
  it('captures the UTM parameters of a URL as a JSON object', () => {
    const { storage, items } = fakeStorage();
    const { store, messages } = storeWith(storage);
    store.capture('?utm_source=google&utm_campaign=spring&gclid=x');
    expect(JSON.parse(items.get(utmStorageKey)!)).toEqual({ utm_source: 'google', utm_campaign: 'spring' });
    expect(store.read()).toEqual({ utm_source: 'google', utm_campaign: 'spring' });
    expect(messages).toEqual([]);
  });

  it('merges later captures and never removes a value', () => {
    const { storage } = fakeStorage({ [utmStorageKey]: '{"utm_source":"google","utm_campaign":"spring"}' });
    const { store } = storeWith(storage);
    store.capture('?utm_source=bing&utm_medium=cpc');
    expect(store.read()).toEqual({ utm_source: 'bing', utm_medium: 'cpc', utm_campaign: 'spring' });
  });

  it('writes nothing when the URL carries no UTM parameter', () => {
    const { storage } = fakeStorage();
    const { store } = storeWith(storage);
    store.capture('');
    store.capture('?page=2&utm_source=');
    expect(storage.writes).toBe(0);
  });

  it('treats storage that throws on access as empty, and reports it once', () => {
    const messages: string[] = [];
    const store = createUtmStore(
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
      (message) => messages.push(message),
    );
    expect(store.read()).toEqual({});
    expect(() => store.capture('?utm_source=google')).not.toThrow();
    expect(store.read()).toEqual({});
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/could not read local storage key "drivefair_utm" \(SecurityError: denied\)/);
  });

  it('reports a full storage and carries on', () => {
    const { storage } = fakeStorage();
    storage.failWrites = new DOMException('full', 'QuotaExceededError');
    const { store, messages } = storeWith(storage);
    expect(() => store.capture('?utm_source=google')).not.toThrow();
    expect(store.read()).toEqual({});
    expect(messages).toEqual([expect.stringMatching(/could not write .*QuotaExceededError/)]);
  });

  it('treats corrupt JSON as nothing stored, reports it, and replaces it on the next capture', () => {
    const { storage, items } = fakeStorage({ [utmStorageKey]: '{"utm_source":' });
    const { store, messages } = storeWith(storage);
    expect(store.read()).toEqual({});
    expect(messages).toEqual([expect.stringMatching(/could not read .*not a JSON object/)]);
    store.capture('?utm_medium=cpc');
    expect(JSON.parse(items.get(utmStorageKey)!)).toEqual({ utm_medium: 'cpc' });
  });

  it('keeps a corrupt value when there is nothing to capture', () => {
    const { storage, items } = fakeStorage({ [utmStorageKey]: 'not json' });
    const { store } = storeWith(storage);
    store.capture('?q=1');
    expect(items.get(utmStorageKey)).toBe('not json');
  });
});

describe('createAttribution: campaign labels only with consent (issue 28)', () => {
  const today = new Date('2026-11-25T10:00:00Z');

  function attributionWith(initial: Record<string, string> = {}, now = () => today) {
    const { storage, items } = fakeStorage(initial);
    const messages: string[] = [];
    const attribution = createAttribution(
      () => storage,
      (message) => messages.push(message),
      now,
    );
    return { attribution, storage, items, messages };
  }

  it('stores nothing and gives links nothing before a choice, and asks only when the address has labels', () => {
    const { attribution, storage } = attributionWith();
    expect(attribution.view()).toEqual({ choice: undefined, ask: false });
    attribution.visit('?page=2');
    expect(attribution.view().ask).toBe(false);
    attribution.visit('?utm_source=sms&utm_campaign=nov');
    expect(attribution.view()).toEqual({ choice: undefined, ask: true });
    expect(attribution.params()).toEqual({});
    expect(storage.writes).toBe(0);
  });

  it('on "accepted" stores the labels that waited, records the choice and gives them to links', () => {
    const { attribution, items } = attributionWith();
    const seen: unknown[] = [];
    attribution.subscribe(() => seen.push(attribution.view()));
    attribution.visit('?utm_source=sms&utm_campaign=nov');
    attribution.visit('?utm_medium=text');
    attribution.choose('accepted');
    expect(JSON.parse(items.get(utmStorageKey)!)).toEqual({ utm_source: 'sms', utm_medium: 'text', utm_campaign: 'nov' });
    expect(JSON.parse(items.get(consentStorageKey)!)).toEqual({ choice: 'accepted', date: '2026-11-25' });
    expect(attribution.params()).toEqual({ utm_source: 'sms', utm_medium: 'text', utm_campaign: 'nov' });
    expect(attribution.view()).toEqual({ choice: { choice: 'accepted', date: '2026-11-25' }, ask: false });
    expect(seen.at(-1)).toBe(attribution.view());
    // After consent, capture on every location change as before.
    attribution.visit('?utm_source=email');
    expect(attribution.params()).toMatchObject({ utm_source: 'email', utm_medium: 'text' });
  });

  it('on "refused" stores no labels, now or on later addresses with new labels, and does not ask again', () => {
    const { attribution, items } = attributionWith();
    attribution.visit('?utm_source=sms');
    attribution.choose('refused');
    attribution.visit('?utm_source=google');
    expect(items.has(utmStorageKey)).toBe(false);
    expect(JSON.parse(items.get(consentStorageKey)!)).toEqual({ choice: 'refused', date: '2026-11-25' });
    expect(attribution.params()).toEqual({});
    expect(attribution.view().ask).toBe(false);
  });

  it('remembers the choice on the next page, until it lapses 180 days on', () => {
    const accepted = { [consentStorageKey]: '{"choice":"accepted","date":"2026-06-01"}', [utmStorageKey]: '{"utm_source":"sms"}' };
    const held = attributionWith(accepted, () => new Date('2026-11-27T23:59:59Z')).attribution;
    held.visit('?utm_source=google');
    expect(held.view().ask).toBe(false);
    expect(held.params()).toEqual({ utm_source: 'google' });

    const { attribution, items } = attributionWith(accepted, () => new Date('2026-11-28T00:00:00Z'));
    expect(attribution.view().choice).toBeUndefined();
    expect(items.has(consentStorageKey)).toBe(false);
    expect(items.has(utmStorageKey)).toBe(false);
    attribution.visit('?utm_source=google');
    expect(attribution.view().ask).toBe(true);
  });

  it('withdrawing (rejecting after accepting) removes the stored labels at once', () => {
    const { attribution, items } = attributionWith({
      [consentStorageKey]: '{"choice":"accepted","date":"2026-11-20"}',
      [utmStorageKey]: '{"utm_source":"sms"}',
    });
    expect(attribution.params()).toEqual({ utm_source: 'sms' });
    attribution.choose('refused');
    expect(items.has(utmStorageKey)).toBe(false);
    expect(attribution.params()).toEqual({});
  });

  it('removes labels stored without a current consent (an earlier version of the site)', () => {
    const { attribution, items } = attributionWith({ [utmStorageKey]: '{"utm_source":"sms"}' });
    expect(items.has(utmStorageKey)).toBe(false);
    expect(attribution.params()).toEqual({});
  });

  it('honours a choice it cannot remember when storage refuses writes', () => {
    const { attribution, storage, messages } = attributionWith();
    storage.failWrites = new DOMException('denied', 'SecurityError');
    attribution.visit('?utm_source=sms');
    expect(() => attribution.choose('refused')).not.toThrow();
    expect(attribution.view()).toMatchObject({ choice: { choice: 'refused' }, ask: false });
    expect(messages).toHaveLength(1);
  });
});
