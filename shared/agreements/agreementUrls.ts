/**
 * Where the visitor's list lives, the guide for those without paperwork, and
 * how a pre-check result's answers reach the list's form (issue 47): in the
 * address's fragment (`#add-agreement?start=2015-06&type=pcp`), which the
 * browser never sends to any server, so opening the form sends nothing.
 */
export const MY_AGREEMENTS_PATH = '/my-agreements';
export const FIND_YOUR_AGREEMENT_PATH = '/find-your-agreement';
/** The form's id on /my-agreements, and the fragment's start. */
export const ADD_AGREEMENT_ID = 'add-agreement';

/** `add-agreement?start=2015-06&type=pcp` from a result's `?start=2015-06&type=pcp` ('' gives the bare form). */
export function addAgreementHash(preCheckSearch: string): string {
  return `${ADD_AGREEMENT_ID}${preCheckSearch}`;
}

/** The answers a fragment carries (`#add-agreement?start=…`), or null when it carries none. */
export function answersInHash(hash: string): URLSearchParams | null {
  const prefix = `#${ADD_AGREEMENT_ID}?`;
  return hash.startsWith(prefix) ? new URLSearchParams(hash.slice(prefix.length)) : null;
}
