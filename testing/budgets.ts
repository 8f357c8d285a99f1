/**
 * The budgets, in KB of gzip -9, for scripts/budgets.test.ts (from the build's
 * metafile) and client/firstLoad.browser.test.ts (what Chromium fetches).
 * Issue 12 re-set first-load JavaScript to 105 KB, "React, React DOM and the
 * router are about 83 KB": they are 82.5 KB of 1,024 bytes, the unit here.
 */
export const KB = 1024;

export const BUDGET_KB = {
  /** First-load JavaScript of every route. */
  firstLoadJs: 105,
  css: 12,
  imageOrFont: 60,
} as const;

/**
 * Routes whose first load is over the budget today, with the ceiling they are
 * held to (KB as above, measured 2026-11-23), so they cannot grow unnoticed.
 * Their words and sourced data ship as JavaScript, one component model's
 * price (decision 012): the lender page carries all 20 lenders' free routes
 * and the scheme's facts, the pre-check its rules and the options table, home
 * its status timeline and five FAQ answers. Issue 12 stays open until they
 * fit; the way is for page data to come as data, not code (README).
 */
export const OVER_BUDGET_KB: Readonly<Record<string, number>> = {
  '/': 107.6,
  '/pre-check': 114.6,
  '/lenders': 107.3,
  '/lenders/mis-sold-black-horse-car-finance': 115.1,
  '/vehicles/audi-car-finance': 105.6,
  '/our-figures': 107.5,
  '/blogs/data-deletion-threatens-1bn-car-finance-compensation-uk-borrowers': 105.6,
};

/** The most first-load JavaScript a path may fetch, in KB. */
export function firstLoadCeilingKb(path: string): number {
  return OVER_BUDGET_KB[path] ?? BUDGET_KB.firstLoadJs;
}
