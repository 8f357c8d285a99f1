/**
 * Which links carry the stored campaign labels, and how (contract,
 * Attribution). Apart from utm.ts because only client/attribution/linkRewriting.ts needs
 * it, and that loads only for a visitor who accepted (decision 018).
 */
import { cleanValue, UTM_PARAMS, type UtmParams } from './utm.ts';

export interface UtmLinkOrigins {
  /** The site's own origin (`window.location.origin`). */
  readonly origin: string;
  /** CLAIM_APP_URL, or just its origin: only the origin is compared. */
  readonly claimAppOrigin: string;
  /** What relative hrefs resolve against (the document URL); the site origin when left out. */
  readonly base?: string;
}

/** `http:`, `mailto:`, `javascript:`... at the start of an href. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The href with each stored parameter it does not already have (contract,
 * Attribution), or `null` when the link must stay as it is: nothing to add,
 * an external link, a fragment, `mailto:`/`tel:`/`javascript:`, or an href
 * that does not parse. A relative href stays relative (path-absolute), so a
 * link never changes where it leads; the fragment is kept.
 */
export function applyUtmToUrl(href: string, params: UtmParams, origins: UtmLinkOrigins): string | null {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  const scheme = SCHEME.exec(trimmed)?.[0].toLowerCase();
  if (scheme !== undefined && scheme !== 'http:' && scheme !== 'https:') return null;

  let url: URL;
  try {
    url = new URL(trimmed, origins.base ?? origins.origin);
  } catch {
    return null;
  }
  const siteOrigin = originOf(origins.origin);
  const claimOrigin = originOf(origins.claimAppOrigin);
  if (url.origin !== siteOrigin && url.origin !== claimOrigin) return null;

  const added = new URLSearchParams();
  for (const name of UTM_PARAMS) {
    const value = cleanValue(params[name]);
    if (value !== undefined && !url.searchParams.has(name)) added.append(name, value);
  }
  const addition = added.toString();
  if (addition === '') return null;

  // Appended rather than re-serialised, so the link's own query stays byte for byte.
  const { search, hash } = url;
  const query = search.length > 1 ? `${search}&${addition}` : `?${addition}`;
  url.search = '';
  url.hash = '';
  const relative = scheme === undefined && !trimmed.startsWith('//');
  return `${relative ? url.pathname : url.href}${query}${hash}`;
}
