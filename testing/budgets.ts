/**
 * The budgets, in KB of gzip -9, for scripts/budgets.test.ts (from the build's
 * metafile) and client/firstLoad.browser.test.ts (what Chromium fetches).
 * Issue 12 re-set first-load JavaScript to 105 KB, "React, React DOM and the
 * router are about 83 KB": they are 82.5 KB of 1,024 bytes, the unit here.
 * Every route fits: pages whose words take code to write get them as data
 * (decision 015).
 */
export const KB = 1024;

export const BUDGET_KB = {
  /** First-load JavaScript of every route. */
  firstLoadJs: 105,
  css: 12,
  imageOrFont: 60,
} as const;
