/**
 * The claim application is a sign-up, not a check (issue 29 item 7): wherever the site names it
 * (the spec's "online eligibility checker", "eligibility check"), the same sentence says what it
 * asks for. The free check that collects nothing is the pre-check (shared/pre-check/preCheckUrl.ts).
 */
/** Its one name, on every page and in every document (issue 45 item 2): never a "check". */
export const SIGN_UP_NAME = 'claim application';

export const SIGN_UP_ASKS_FOR = 'your name, date of birth, address history, email and phone number';
