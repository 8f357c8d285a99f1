/**
 * Dates as the site writes them (en-GB, no weekday): `2007-04-06` → "6 April
 * 2007", `2007-04` → "April 2007", anything else as given.
 *
 * Written out rather than with Intl.DateTimeFormat, which gives the same words
 * (shared/dates/dates.test.ts holds them equal for every day from 2000 to 2035):
 * a phone's first `new Intl.DateTimeFormat('en-GB', …)` loads the locale's
 * data on the main thread, a long task on a slow phone (docs/developing.md, Performance),
 * and this module runs as the shell's code starts, on every page.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(iso);
  const month = match && MONTHS[Number(match[2]) - 1];
  if (!match || !month) return iso;
  return match[3] === undefined ? `${month} ${match[1]}` : `${Number(match[3])} ${month} ${match[1]}`;
}
