import { fallbackRoute } from '../../client/routes.tsx';

/** Every path of a real page is written in these characters (route table, lender and vehicle slugs). */
const CANONICAL_SHAPE = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * The path a known page should have been asked for, when `pathname` is a
 * variant of it: other letter case, a trailing slash, doubled slashes or
 * letters sent percent-encoded (`/FAQS`, `/faqs/`, `/faq%73`). Undefined when
 * the path is already canonical, or is no known page (404s and the About Us
 * fallback stay where they are). contract: such variants answer 301, so each
 * page has one address to index, the one its page made at build answers.
 */
export function canonicalPathFor(pathname: string, page: { readonly status: number; readonly routeId: string }): string | undefined {
  if (page.status !== 200 || page.routeId === fallbackRoute.id) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const canonical = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  // Only a path made of a real page's characters is a redirect target: never anything a client could
  // shape into another host (`//evil.example`) or echo.
  if (!CANONICAL_SHAPE.test(canonical)) return undefined;
  return canonical === pathname ? undefined : canonical;
}
