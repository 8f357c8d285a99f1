import { pageHead } from '../../../shared/seo/structuredData.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { brand } from '../../../shared/brand/brand.ts';
import { feeRangeText } from '../../../shared/fees/feeRange.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';
import { notFound } from '../not-found/loader.server.ts';

/** One-segment paths that belong to the server's own files: never the About Us fallback (contract: `/content/` anything else is 404). */
const RESERVED_SEGMENTS = new Set(['content', 'assets', 'api']);

/** About Us, and (contract) any other one-segment path, canonical /about-us. */
export function loader({ params, request }: LoaderFunctionArgs) {
  if (RESERVED_SEGMENTS.has(params.page ?? '')) return notFound();
  return {
    ...pageHead(request, {
      canonical: '/about-us',
      title: `About Us: Why Choose ${brand.name}`,
      // issue 45 item 7: never "no win no fee" without the fee, and the free route first
      description: `You can complain to your lender yourself, free. ${brand.name} is a claims management company: it passes claims to a partner law firm, no win no fee, whose fee is ${feeRangeText()} of what is recovered.`,
      keywords: [...COMMON_KEYWORDS, `about ${brand.name}`],
    }),
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: 'About Us',
};
