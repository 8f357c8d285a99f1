import { pageHead } from '../../../server/content/structuredData.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { brand } from '../../../shared/brand.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../../server/content/pageMeta.ts';
import type { PageHead } from '../../../shared/seo.ts';
import { notFound } from '../not-found/loader.server.ts';

export type AboutData = PageHead;

/** One-segment paths that belong to the server's own files: never the About Us fallback (contract: `/content/` anything else is 404). */
const RESERVED_SEGMENTS = new Set(['content', 'assets', 'api']);

/** About Us, and (contract) any other one-segment path, canonical /about-us. */
export function loader({ params, request }: LoaderFunctionArgs): AboutData {
  if (RESERVED_SEGMENTS.has(params.page ?? '')) return notFound();
  return {
    ...pageHead(
      request,
      pageMeta('/about-us', {
        title: `About Us: Why Choose ${brand.name}`,
        description: `${brand.name} helps UK drivers find out whether they were mis-sold car finance and passes their claim to a partner law firm on a no win no fee basis.`,
        keywords: [...COMMON_KEYWORDS, `about ${brand.name}`],
      }),
    ),
  };
}

/** Its step in the breadcrumb trail (spec section 2; the route table's `handle.crumb`). */
export const crumb = 'About Us';
