/**
 * The visitor's answer to "may we keep the campaign labels?" (issue 28; PECR
 * regulation 6 and the ICO's guidance on storage and access technologies):
 * the one record kept without consent, because it is strictly necessary to
 * honour the choice. Pure: client/attribution/attribution.ts reads and writes storage.
 */

/** Where the choice is changed: the cookie policy's settings (the footer and the question link here). */
export const COOKIE_SETTINGS_ID = 'cookie-settings';
export const COOKIE_SETTINGS_PATH = `/cookie-policy#${COOKIE_SETTINGS_ID}`;

export type ConsentChoice = 'accepted' | 'refused';

export interface ConsentRecord {
  readonly choice: ConsentChoice;
  /** The day of the choice, `YYYY-MM-DD`, in UTC. */
  readonly date: string;
}

/** How long a choice is kept, in the words the site uses (issue 28: 6 months or less). */
export const CONSENT_MONTHS = 6;

/** The rule behind those words: 180 days, which never exceeds 6 calendar months. */
const CONSENT_DAYS = 180;
const DAY_MS = 86_400_000;

/** The first moment a choice no longer holds: the start of its day plus `CONSENT_DAYS`. */
export function consentLapsesOn(record: ConsentRecord): Date {
  return new Date(Date.parse(record.date) + CONSENT_DAYS * DAY_MS);
}

/**
 * The stored choice, read defensively (anyone can write the key): `undefined`
 * for nothing, anything malformed, a date in the future, or a choice that has lapsed.
 */
export function parseConsent(json: string | null, now: Date): ConsentRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json ?? 'null');
  } catch {
    return undefined;
  }
  const { choice, date } = (value ?? {}) as Record<string, unknown>;
  if ((choice !== 'accepted' && choice !== 'refused') || typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const day = Date.parse(date);
  // The round trip refuses days a month lacks (Date.parse takes 30 February).
  if (!(day <= now.getTime()) || !new Date(day).toISOString().startsWith(date)) return undefined;
  const record: ConsentRecord = { choice, date };
  return now.getTime() < consentLapsesOn(record).getTime() ? record : undefined;
}
