import { utmStorageKey } from '../shared/brand.ts';
import { createUtmStore, type UtmStorage } from './attribution.ts';

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
