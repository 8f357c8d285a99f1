import type { PageMeta } from '../../shared/seo.ts';
import { structuredDataFor } from '../../server/content/structuredData.ts';

/**
 * The page's JSON-LD, for search engines (they read the server's HTML). The
 * browser takes StructuredData.browser.tsx instead (package.json `imports`,
 * `#structured-data`), which keeps the server's blocks for the page the
 * visit began on, so the builders and their data never ship.
 */
export function StructuredData({ meta, siteUrl }: { meta: PageMeta; siteUrl: string }) {
  return structuredDataFor(meta, siteUrl).map((json, index) => (
    <script key={`ld:${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  ));
}
