/**
 * Where the lender finder and the free complaint letter live, and what their
 * addresses carry (issue 23). Apart, and tiny: the route table, links and the
 * finder's form in the browser name them, while the aliases and the lender
 * profiles stay on the server.
 */

/** The lender hub, whose GET form searches `?q=`. */
export const LENDER_FINDER_PATH = '/lenders';
export const LENDER_FINDER_PARAM = 'q';

/** contract: `/lenders?q=` reads at most 60 characters; longer is cut, never an error. */
export const MAX_QUERY_LENGTH = 60;

/** The free complaint letter: `?lender=` and the pre-check's parameters (shared/pre-check/preCheckUrl.ts). */
export const COMPLAIN_FREE_PATH = '/complain-free';
export const LETTER_LENDER_PARAM = 'lender';

/** The names the finder knows, each with its sources (part of /our-figures). */
export const LENDER_NAMES_PATH = '/our-figures/lender-names';

/**
 * `/complain-free?lender=black-horse&start=2015-06&type=pcp`: the letter for a
 * lender, filled from a pre-check result's query (as `answersToSearch` gives it).
 */
export function complainFreeHref(lenderSlug?: string, preCheckSearch = ''): string {
  const params = new URLSearchParams();
  if (lenderSlug) params.set(LETTER_LENDER_PARAM, lenderSlug);
  for (const [name, value] of new URLSearchParams(preCheckSearch)) if (name !== LETTER_LENDER_PARAM) params.append(name, value);
  const search = params.toString();
  return search === '' ? COMPLAIN_FREE_PATH : `${COMPLAIN_FREE_PATH}?${search}`;
}
