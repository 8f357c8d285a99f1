/**
 * Where the pre-check lives and what its address carries (issue 15). Apart,
 * and tiny, so the route table and every "no win no fee" link can name them
 * without bringing the questions into every page's first load.
 */
export const PRE_CHECK_PATH = '/pre-check';

/**
 * The query parameters /pre-check reads: its questions' names and nothing else
 * (shared/pre-check/preCheckAnswers.ts, whose test checks the two agree).
 */
export const PRE_CHECK_QUERY = ['start', 'type', 'apr', 'via', 'for', 'complained', 'responded', 'represented'] as const;

/** The "Your options side by side" table, which every "no win no fee" on the site links to. */
export const OPTIONS_ANCHOR = 'your-options';
export const OPTIONS_PATH = `${PRE_CHECK_PATH}#${OPTIONS_ANCHOR}`;

/** The result, where the no-JavaScript form sends the visitor so the reloaded page opens on it (issue 20). */
export const RESULT_ANCHOR = 'result';

/**
 * Of an address's query, only the pre-check's answers, as `?start=…&type=…` ('' when none): what a
 * link carries from the result to the lender hub, a lender's page and its letter (issue 29), so
 * the letter is filled from the answers whichever way the visitor goes, and nothing else travels.
 */
export function preCheckSearchOf(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PRE_CHECK_QUERY) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}
