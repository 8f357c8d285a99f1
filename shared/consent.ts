/**
 * The visitor's answer to "may we keep the campaign labels?" (issue 28; PECR
 * regulation 6 and the ICO's guidance on storage and access technologies):
 * the one record kept without consent, because it is strictly necessary to
 * honour the choice. Pure: client/attribution.ts reads and writes storage.
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

/** How long a choice is kept (the ICO expects a consent to be refreshed; 6 months at most, issue 28). */
export const CONSENT_MONTHS = 6;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayOf(date: string): Date | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().startsWith(date) ? day : undefined;
}

/** Today's record of a choice. */
export function consentRecord(choice: ConsentChoice, now: Date): ConsentRecord {
  return { choice, date: now.toISOString().slice(0, 10) };
}

export function serializeConsent(record: ConsentRecord): string {
  return JSON.stringify({ choice: record.choice, date: record.date });
}

/** The first day a choice no longer holds: its date plus `CONSENT_MONTHS` calendar months (31 May + 6 → 1 December). */
export function consentLapsesOn(record: ConsentRecord): Date {
  const day = dayOf(record.date)!;
  const lapse = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + CONSENT_MONTHS, 1));
  const lastDay = new Date(Date.UTC(lapse.getUTCFullYear(), lapse.getUTCMonth() + 1, 0)).getUTCDate();
  // A day the month lacks (31 August + 6) rolls to the next month's first, never earlier than six months.
  return day.getUTCDate() > lastDay
    ? new Date(Date.UTC(lapse.getUTCFullYear(), lapse.getUTCMonth() + 1, 1))
    : new Date(Date.UTC(lapse.getUTCFullYear(), lapse.getUTCMonth(), day.getUTCDate()));
}

/**
 * The stored choice, read defensively (anyone can write the key): `undefined`
 * for nothing, anything malformed, a date in the future, or a choice that has lapsed.
 */
export function parseConsent(json: string | null, now: Date): ConsentRecord | undefined {
  if (json === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { choice, date } = value as Record<string, unknown>;
  if ((choice !== 'accepted' && choice !== 'refused') || typeof date !== 'string') return undefined;
  const day = dayOf(date);
  if (!day || day.getTime() > now.getTime()) return undefined;
  const record: ConsentRecord = { choice, date };
  return now.getTime() < consentLapsesOn(record).getTime() ? record : undefined;
}
