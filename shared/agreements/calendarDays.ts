/**
 * Days on the calendar as ISO `YYYY-MM-DD` text (issue 47): what a deadline is
 * worked from. Pure and in UTC, so a date means the same day on every device
 * and in every time zone; ISO days compare correctly as text.
 */

function parts(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a day as YYYY-MM-DD: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether `iso` is a day that exists (`2026-02-29` is not). */
export function isRealDay(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const { year, month, day } = parts(iso);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = parts(iso);
  return isoOf(new Date(Date.UTC(year, month - 1, day + days)));
}

export function addWeeks(iso: string, weeks: number): string {
  return addDays(iso, weeks * 7);
}

/**
 * The same day `months` later; where that month is shorter, its last day
 * (31 August + 6 months is 28 February, or the 29th in a leap year), never a
 * day in the month after.
 */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parts(iso);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return isoOf(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

/** Today on this device's clock, as `YYYY-MM-DD` in UTC (the same reading as the pre-check's). */
export function todayOf(now: Date): string {
  return isoOf(now);
}
