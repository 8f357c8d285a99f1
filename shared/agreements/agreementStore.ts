/**
 * The visitor's list in this browser's local storage (issue 47): the one
 * module that reads or writes its key, as client/attribution/attribution.ts is for
 * campaign labels. Functionality the visitor asks for, kept only by their own
 * action (adding, changing, importing, deleting; never on a page load), so
 * strictly necessary and asked no consent question (facts.md §6). Nothing here
 * sends anything anywhere.
 */
import { agreementsStorageKey } from '../brand/brand.ts';
import { readAgreementsFile, writeAgreementsFile, type Agreement } from './agreementFile.ts';

/** The part of `Storage` used, so tests hand in their own. */
export type AgreementStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StoredList =
  | { readonly ok: true; readonly agreements: readonly Agreement[] }
  /** Storage cannot be used here, or what it holds cannot be read: the message says which. */
  | { readonly ok: false; readonly agreements: readonly Agreement[]; readonly message: string };

export interface AgreementStore {
  /** What is kept now; the same object until it changes (for React's useSyncExternalStore). */
  read(): StoredList;
  /** Called after every change made here, and when another tab of this site changes the list. */
  subscribe(listener: () => void): () => void;
  /** Keeps exactly these; false (and nothing changed) when storage refuses. */
  write(agreements: readonly Agreement[]): boolean;
  /** "Delete all": removes the key itself. */
  clear(): boolean;
}

const UNUSABLE = 'This browser is not letting the site keep anything on this device (private browsing, or storage turned off), so the list cannot be kept.';

/** `getStorage` is called on every use: the `localStorage` getter itself throws where storage is off. */
export function createAgreementStore(getStorage: () => AgreementStorage): AgreementStore {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === agreementsStorageKey || event.key === null) changed();
  };
  let cached: { readonly text: string | null | undefined; readonly list: StoredList } | undefined;
  const parse = (text: string | null | undefined): StoredList => {
    if (text === undefined) return { ok: false, agreements: [], message: UNUSABLE };
    if (text === null) return { ok: true, agreements: [] };
    const reading = readAgreementsFile(text);
    if (reading.ok) return { ok: true, agreements: reading.agreements };
    return { ok: false, agreements: [], message: `The list kept in this browser could not be read. ${reading.message}` };
  };
  return {
    read() {
      let text: string | null | undefined;
      try {
        text = getStorage().getItem(agreementsStorageKey);
      } catch {
        text = undefined;
      }
      if (!cached || cached.text !== text) cached = { text, list: parse(text) };
      return cached.list;
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onOtherTab);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onOtherTab);
      };
    },
    write(agreements) {
      try {
        getStorage().setItem(agreementsStorageKey, writeAgreementsFile(agreements));
      } catch {
        return false;
      }
      changed();
      return true;
    },
    clear() {
      try {
        getStorage().removeItem(agreementsStorageKey);
      } catch {
        return false;
      }
      changed();
      return true;
    },
  };
}

/** The list in this browser's local storage (on the server it is never read: the page reads it once live). */
export const agreementStore: AgreementStore = createAgreementStore(() => window.localStorage);
