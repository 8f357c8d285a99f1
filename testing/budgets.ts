/**
 * Issue 7's budgets, in KB (1,000 bytes) of gzip -9, for scripts/budgets.test.ts
 * (from the build's metafile) and client/firstLoad.browser.test.ts (what
 * Chromium fetches).
 */
export const BUDGET_KB = {
  /** First-load JavaScript of every route. */
  firstLoadJs: 95,
  css: 12,
  imageOrFont: 60,
} as const;
