import { useLocation } from 'react-router';
import type { PageMeta } from '../../shared/seo.ts';

/**
 * The browser's StructuredData (see StructuredData.tsx): the server's JSON-LD
 * blocks, read from the document before hydration (this module runs before
 * React starts), kept as they are for the page the visit began on, and
 * dropped after a navigation (they describe the first page only; search
 * engines load every page from the server).
 */
const first =
  typeof document === 'undefined'
    ? { pathname: '', blocks: [] as string[] }
    : {
        pathname: window.location.pathname,
        blocks: [...document.querySelectorAll('head > script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
      };

export function StructuredData(_props: { meta: PageMeta; siteUrl: string }) {
  const { pathname } = useLocation();
  if (pathname !== first.pathname) return null;
  return first.blocks.map((json, index) => (
    <script key={`ld:${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  ));
}
