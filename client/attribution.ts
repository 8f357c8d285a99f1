import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { utmStorageKey } from '../shared/brand.ts';
import {
  applyUtmToUrl,
  hasUtmParams,
  isStoredUtmReadable,
  mergeUtmParams,
  parseStoredUtm,
  parseUtmParams,
  serializeUtm,
  type UtmParams,
} from '../shared/utm.ts';
import type { ClientConfig } from './clientConfig.tsx';

/** spec §7: links are rewritten 100 ms after mount and after every render. */
export const LINK_REWRITE_DELAY_MS = 100;

/** The part of `Storage` this code uses, so tests can hand in one that fails. */
export type UtmStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface UtmStore {
  /** The stored parameters; nothing when storage is unusable. */
  read(): UtmParams;
  /** Contract: merge what the URL carries into storage; write nothing when it carries none. */
  capture(search: string): void;
}

/**
 * Stored attribution that never throws (spec §8: a storage error is logged and
 * treated as no stored parameters). `getStorage` is called on every use because
 * the `localStorage` getter itself throws when storage is disabled.
 */
export function createUtmStore(getStorage: () => UtmStorage, report: (message: string) => void): UtmStore {
  let reported = false;
  // Once per page is enough to diagnose it; a message per link pass would drown the console.
  const fail = (action: string, error: unknown) => {
    if (reported) return;
    reported = true;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    report(`attribution: could not ${action} local storage key "${utmStorageKey}" (${reason}); campaign parameters are not kept.`);
  };
  const read = (): UtmParams => {
    let json: string | null;
    try {
      json = getStorage().getItem(utmStorageKey);
    } catch (error) {
      fail('read', error);
      return {};
    }
    if (!isStoredUtmReadable(json)) fail('read', new SyntaxError('stored value is not a JSON object'));
    return parseStoredUtm(json);
  };
  const capture = (search: string): void => {
    const incoming = parseUtmParams(search);
    if (!hasUtmParams(incoming)) return;
    try {
      getStorage().setItem(utmStorageKey, serializeUtm(mergeUtmParams(read(), incoming)));
    } catch (error) {
      fail('write', error);
    }
  };
  return { read, capture };
}

let browserStore: UtmStore | undefined;

function utmStore(): UtmStore {
  return (browserStore ??= createUtmStore(
    () => window.localStorage,
    (message) => console.error(message),
  ));
}

interface Rewrite {
  readonly original: string;
  readonly rewritten: string;
}

/**
 * Adds the stored parameters to every link that takes them. Each link's own
 * href is remembered, so newer stored values replace ones this code added
 * earlier, while a new href set by React is taken as the link's own.
 */
function rewriteLinks(params: UtmParams, claimAppUrl: string, rewrites: WeakMap<Element, Rewrite>): void {
  const origins = { origin: window.location.origin, claimAppOrigin: claimAppUrl, base: document.baseURI };
  for (const link of document.querySelectorAll('a[href]')) {
    const current = link.getAttribute('href')!;
    const previous = rewrites.get(link);
    const original = previous?.rewritten === current ? previous.original : current;
    const next = applyUtmToUrl(original, params, origins) ?? original;
    if (next !== current) link.setAttribute('href', next);
    if (next === original) rewrites.delete(link);
    else rewrites.set(link, { original, rewritten: next });
  }
}

/**
 * Marketing attribution (contract, Attribution): captures UTM parameters on
 * every location change and carries the stored ones on internal links and
 * links to the claim application. Effects only, so the server's HTML and
 * hydration never see a rewritten href.
 */
export function useAttribution(config: ClientConfig): void {
  const location = useLocation();
  const scheduleRef = useRef<() => void>(() => {});

  // Capture first: effects run in order, so the rewrite below sees this visit's parameters.
  useEffect(() => utmStore().capture(location.search), [location.key, location.search]);

  useEffect(() => {
    const rewrites = new WeakMap<Element, Rewrite>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      timer = undefined;
      rewriteLinks(utmStore().read(), config.claimAppUrl, rewrites);
      // Our own href writes need no further pass.
      observer.takeRecords();
    };
    // A render restarts the delay (spec §7: 100 ms after every render).
    const afterRender = () => {
      clearTimeout(timer);
      timer = setTimeout(run, LINK_REWRITE_DELAY_MS);
    };
    // Links can appear without this component rendering: a lazily loaded page,
    // the carousel, a state change deep in the tree. A pending pass is left to
    // run rather than pushed back, so constant DOM changes (a rotating banner)
    // cannot postpone the rewrite for ever.
    const observer = new MutationObserver(() => {
      timer ??= setTimeout(run, LINK_REWRITE_DELAY_MS);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
    scheduleRef.current = afterRender;
    afterRender();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      scheduleRef.current = () => {};
    };
  }, [config.claimAppUrl]);

  // spec §7: after every render.
  useEffect(() => scheduleRef.current());
}
