import { useLocation } from 'react-router';
import type { PageMeta } from '../../shared/seo.ts';

/**
 * The browser's StructuredData (package.json `imports`: `#structured-data`
 * under the `browser` condition), so the JSON-LD builders never ship to the
 * phone: the server's blocks, read from the document before hydration (this
 * module runs before React starts), kept as they are for the page the visit
 * began on, and dropped after a navigation (search engines read every page
 * from the server).
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
  return first.blocks.map((json, index) => <script key={`ld:${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />);
}
