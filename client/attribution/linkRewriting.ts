/**
 * Link rewriting (contract, Attribution; spec §7): the stored campaign labels
 * added to internal links and links to the claim application, 100 ms after
 * mount and after every render. Loaded only for a visitor who accepted
 * campaign labels (issue 28, decision 018): no one else downloads it.
 */
import type { UtmParams } from '../../shared/attribution/utm.ts';
import { applyUtmToUrl } from '../../shared/attribution/utmLinks.ts';

/** spec §7: links are rewritten 100 ms after mount and after every render. */
const LINK_REWRITE_DELAY_MS = 100;

interface Rewrite {
  readonly original: string;
  readonly rewritten: string;
}

/**
 * Adds the stored parameters to every link that takes them. Each link's own
 * href is remembered, so newer stored values replace ones this code added
 * earlier, while a new href set by React is taken as the link's own.
 */
function rewriteLinks(params: UtmParams, claimAppUrl: string, rewrites: WeakMap<Element, Rewrite>): void {
  const origins = { origin: window.location.origin, claimAppOrigin: claimAppUrl, base: document.baseURI };
  for (const link of document.querySelectorAll('a[href]')) {
    const current = link.getAttribute('href')!;
    const previous = rewrites.get(link);
    const original = previous?.rewritten === current ? previous.original : current;
    const next = applyUtmToUrl(original, params, origins) ?? original;
    if (next !== current) link.setAttribute('href', next);
    if (next === original) rewrites.delete(link);
    else rewrites.set(link, { original, rewritten: next });
  }
}

export interface LinkRewriting {
  /** spec §7: a render restarts the 100 ms delay. */
  afterRender(): void;
  stop(): void;
}

/**
 * Rewrites links 100 ms after each `afterRender()` and whenever links change
 * under it, with the parameters `params()` gives at that moment: after a
 * withdrawal it gives none, and the links get their own hrefs back.
 *
 * @public (used through the dynamic import in client/attribution/attribution.ts)
 */
export function startLinkRewriting(params: () => UtmParams, claimAppUrl: string): LinkRewriting {
  const rewrites = new WeakMap<Element, Rewrite>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    rewriteLinks(params(), claimAppUrl, rewrites);
    // Our own href writes need no further pass.
    observer.takeRecords();
  };
  // A render restarts the delay (spec §7: 100 ms after every render).
  const afterRender = () => {
    clearTimeout(timer);
    timer = setTimeout(run, LINK_REWRITE_DELAY_MS);
  };
  // Links can appear without this component rendering: a lazily loaded page,
  // the carousel, a state change deep in the tree. A pending pass is left to
  // run rather than pushed back, so constant DOM changes (a rotating banner)
  // cannot postpone the rewrite for ever.
  const observer = new MutationObserver(() => {
    timer ??= setTimeout(run, LINK_REWRITE_DELAY_MS);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
  afterRender();
  return {
    afterRender,
    stop() {
      observer.disconnect();
      clearTimeout(timer);
    },
  };
}
