import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { consentStorageKey, utmStorageKey } from '../../shared/brand/brand.ts';
import { parseConsent, type ConsentChoice, type ConsentRecord } from '../../shared/attribution/consent.ts';
import {
  hasUtmParams,
  isStoredUtmReadable,
  mergeUtmParams,
  parseStoredUtm,
  parseUtmParams,
  serializeUtm,
  type UtmParams,
} from '../../shared/attribution/utm.ts';
import type { ClientConfig } from '../clientConfig.tsx';

/** The part of `Storage` this code uses, so tests can hand in one that fails. */
export type UtmStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface UtmStore {
  /** The stored parameters; nothing when storage is unusable. */
  read(): UtmParams;
  /** Contract: merge what the URL carries into storage; write nothing when it carries none. */
  capture(search: string): void;
  /** Merges these parameters into storage (present ones overwrite, absent ones are kept). */
  save(incoming: UtmParams): void;
  /** Removes the stored parameters (a refusal, a withdrawal, a lapsed choice). */
  clear(): void;
}

/** Passes on the first message and no more: once a page is enough to diagnose a storage failure. */
function firstOnly(report: (message: string) => void): (message: string) => void {
  let reported = false;
  return (message) => {
    if (reported) return;
    reported = true;
    report(message);
  };
}

function storageFailure(report: (message: string) => void) {
  return (action: string, key: string, error: unknown) => {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    report(`attribution: could not ${action} local storage key "${key}" (${reason}); campaign parameters are not kept.`);
  };
}

/**
 * Stored attribution that never throws (spec §8: a storage error is logged and
 * treated as no stored parameters). `getStorage` is called on every use because
 * the `localStorage` getter itself throws when storage is disabled.
 */
export function createUtmStore(getStorage: () => UtmStorage, report: (message: string) => void): UtmStore {
  const fail = storageFailure(firstOnly(report));
  const read = (): UtmParams => {
    let json: string | null;
    try {
      json = getStorage().getItem(utmStorageKey);
    } catch (error) {
      fail('read', utmStorageKey, error);
      return {};
    }
    if (!isStoredUtmReadable(json)) fail('read', utmStorageKey, new SyntaxError('stored value is not a JSON object'));
    return parseStoredUtm(json);
  };
  const save = (incoming: UtmParams): void => {
    if (!hasUtmParams(incoming)) return;
    try {
      getStorage().setItem(utmStorageKey, serializeUtm(mergeUtmParams(read(), incoming)));
    } catch (error) {
      fail('write', utmStorageKey, error);
    }
  };
  const clear = (): void => {
    try {
      getStorage().removeItem(utmStorageKey);
    } catch (error) {
      fail('clear', utmStorageKey, error);
    }
  };
  return { read, capture: (search) => save(parseUtmParams(search)), save, clear };
}

/** What the page shows of attribution: the visitor's choice, and whether to ask for one. */
export interface AttributionView {
  /** The visitor's answer while it holds; `undefined` before one (and on the server). */
  readonly choice: ConsentRecord | undefined;
  /** The address brought campaign labels and the visitor has not chosen: ask. */
  readonly ask: boolean;
}

export interface Attribution {
  view(): AttributionView;
  subscribe(listener: () => void): () => void;
  /** Contract: called on every location change with its query. */
  visit(search: string): void;
  /** What links carry: the stored parameters once the visitor accepted, else nothing. */
  params(): UtmParams;
  /** The visitor's answer, applied at once: the waiting labels stored, or everything removed. */
  choose(choice: ConsentChoice): void;
}

/**
 * Campaign labels only with consent (issue 28; PECR regulation 6): the one
 * place that decides whether anything may be stored. Until the visitor
 * accepts, the labels of the addresses visited wait in memory, nothing is
 * written and no link carries them. The choice is the one record kept without
 * consent (strictly necessary to honour it), for `CONSENT_MONTHS`.
 */
export function createAttribution(getStorage: () => UtmStorage, report: (message: string) => void, now: () => Date = () => new Date()): Attribution {
  const reportFirst = firstOnly(report);
  const utm = createUtmStore(getStorage, reportFirst);
  const fail = storageFailure(reportFirst);
  const listeners = new Set<() => void>();
  let pending: UtmParams = {};
  let choice = readChoice();
  let view = viewOf();

  function readChoice(): ConsentRecord | undefined {
    let json: string | null = null;
    try {
      json = getStorage().getItem(consentStorageKey);
    } catch (error) {
      fail('read', consentStorageKey, error);
    }
    const record = parseConsent(json, now());
    if (record === undefined && json !== null) {
      // Lapsed or unreadable: the choice no longer holds.
      try {
        getStorage().removeItem(consentStorageKey);
      } catch (error) {
        fail('clear', consentStorageKey, error);
      }
    }
    // Labels kept without a current "accepted" (an older version of the site, a lapsed choice) go.
    if (record?.choice !== 'accepted') utm.clear();
    return record;
  }

  function viewOf(): AttributionView {
    return { choice, ask: choice === undefined && hasUtmParams(pending) };
  }

  function changed(): void {
    view = viewOf();
    for (const listener of listeners) listener();
  }

  return {
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    visit(search) {
      if (choice?.choice === 'accepted') return utm.capture(search);
      if (choice !== undefined) return;
      const incoming = parseUtmParams(search);
      if (!hasUtmParams(incoming)) return;
      pending = mergeUtmParams(pending, incoming);
      changed();
    },
    params: () => (choice?.choice === 'accepted' ? utm.read() : {}),
    choose(answer) {
      // The record holds the choice and its day (UTC), nothing else.
      choice = { choice: answer, date: now().toISOString().slice(0, 10) };
      try {
        getStorage().setItem(consentStorageKey, JSON.stringify(choice));
      } catch (error) {
        // Not remembered, but honoured for as long as this page lives.
        fail('write', consentStorageKey, error);
      }
      if (answer === 'accepted') utm.save(pending);
      else utm.clear();
      pending = {};
      changed();
    },
  };
}

let browserAttribution: Attribution | undefined;

function attribution(): Attribution {
  return (browserAttribution ??= createAttribution(
    () => window.localStorage,
    (message) => console.error(message),
  ));
}

const SERVER_VIEW: AttributionView = { choice: undefined, ask: false };
const subscribeAttribution = (listener: () => void) => attribution().subscribe(listener);
const attributionView = () => attribution().view();
const chooseConsent = (choice: ConsentChoice) => attribution().choose(choice);
const serverView = () => SERVER_VIEW;

/** The visitor's choice and how to change it; on the server and while hydrating, no choice and nothing to ask. */
export function useConsent(): { readonly view: AttributionView; readonly choose: (choice: ConsentChoice) => void } {
  const view = useSyncExternalStore(subscribeAttribution, attributionView, serverView);
  return { view, choose: chooseConsent };
}

type LinkRewritingModule = typeof import('./linkRewriting.ts');
let linkRewriting: LinkRewritingModule | undefined;
let linkRewritingLoad: Promise<LinkRewritingModule> | undefined;

/** The link rewriting code, fetched once and only for a visitor who accepted campaign labels (decision 018). */
function loadLinkRewriting(): Promise<LinkRewritingModule> {
  return (linkRewritingLoad ??= import('./linkRewriting.ts').then((module) => (linkRewriting = module)));
}

/**
 * Before hydration (client/entry.tsx): a visitor who accepted earlier gets the
 * rewriting code with the page's own, so links are rewritten 100 ms after mount.
 */
export async function loadAttributionCode(): Promise<void> {
  if (attribution().view().choice?.choice === 'accepted') await loadLinkRewriting();
}

/**
 * Marketing attribution (contract, Attribution): after the visitor accepts,
 * captures UTM parameters on every location change and carries the stored
 * ones on internal links and links to the claim application; before, only
 * notes them so the visitor can be asked. Effects only, so the server's HTML
 * and hydration never see a rewritten href. Returns the choice, for the question.
 */
export function useAttribution(config: ClientConfig): ReturnType<typeof useConsent> {
  const location = useLocation();
  const scheduleRef = useRef<() => void>(() => {});
  const consent = useConsent();
  const accepted = consent.view.choice?.choice === 'accepted';
  const [rewriting, setRewriting] = useState(() => linkRewriting);

  // Capture first: effects run in order, so the rewrite below sees this visit's parameters.
  useEffect(() => attribution().visit(location.search), [location.key, location.search]);

  // Accepted now: fetch the rewriting code; once here it stays, so a withdrawal gives links their own hrefs back.
  useEffect(() => {
    if (accepted && !rewriting) void loadLinkRewriting().then((module) => setRewriting(() => module));
  }, [accepted, rewriting]);

  useEffect(() => {
    if (!rewriting) return;
    const session = rewriting.startLinkRewriting(() => attribution().params(), config.claimAppUrl);
    scheduleRef.current = session.afterRender;
    return () => {
      session.stop();
      scheduleRef.current = () => {};
    };
  }, [rewriting, config.claimAppUrl]);

  // spec §7: after every render (an answer to the question re-renders this, so it applies at once).
  useEffect(() => scheduleRef.current());
  return consent;
}
