/**
 * The visitor's list in this browser's local storage (issue 47): the one
 * module that reads or writes its key, as client/attribution.ts is for
 * campaign labels. Functionality the visitor asks for, kept only by their own
 * action (adding, changing, importing, deleting; never on a page load), so
 * strictly necessary and asked no consent question (facts.md §6). Nothing here
 * sends anything anywhere.
 */
import { agreementsStorageKey } from '../brand.ts';
import { readAgreementsFile, writeAgreementsFile, type Agreement } from './agreementFile.ts';

/** The part of `Storage` used, so tests hand in their own. */
export type AgreementStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StoredList =
  | { readonly ok: true; readonly agreements: readonly Agreement[] }
  /** Storage cannot be used here, or what it holds cannot be read: the message says which. */
  | { readonly ok: false; readonly agreements: readonly Agreement[]; readonly message: string };

export interface AgreementStore {
  read(): StoredList;
  /** Keeps exactly these; false (and nothing changed) when storage refuses. */
  write(agreements: readonly Agreement[]): boolean;
  /** "Delete all": removes the key itself. */
  clear(): boolean;
}

const UNUSABLE = 'This browser is not letting the site keep anything on this device (private browsing, or storage turned off), so the list cannot be kept.';

/** `getStorage` is called on every use: the `localStorage` getter itself throws where storage is off. */
export function createAgreementStore(getStorage: () => AgreementStorage): AgreementStore {
  return {
    read() {
      let text: string | null;
      try {
        text = getStorage().getItem(agreementsStorageKey);
      } catch {
        return { ok: false, agreements: [], message: UNUSABLE };
      }
      if (text === null) return { ok: true, agreements: [] };
      const reading = readAgreementsFile(text);
      if (reading.ok) return { ok: true, agreements: reading.agreements };
      return { ok: false, agreements: [], message: `The list kept in this browser could not be read. ${reading.message}` };
    },
    write(agreements) {
      try {
        getStorage().setItem(agreementsStorageKey, writeAgreementsFile(agreements));
        return true;
      } catch {
        return false;
      }
    },
    clear() {
      try {
        getStorage().removeItem(agreementsStorageKey);
        return true;
      } catch {
        return false;
      }
    },
  };
}
