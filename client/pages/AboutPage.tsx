import { CallToAction } from '../components/CallToAction.copy.tsx';
import { brand } from '../../shared/brand.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';
import { AboutCopy } from './AboutPage.copy.tsx';

/** About Us (spec section 2): mission, 5 reasons to choose the product (server-only copy), call to action. */
export default function AboutPage() {
  return (
    <>
      <AboutCopy />
      <CallToAction />
    </>
  );
}

/** Also the meta of every unknown one-segment path (contract: canonical /about-us). */
export function meta(): PageMeta {
  return pageMeta('/about-us', {
    title: `About Us: Why Choose ${brand.name}`,
    description: `${brand.name} helps UK drivers find out whether they were mis-sold car finance and passes their claim to a partner law firm on a no win no fee basis.`,
    keywords: [...COMMON_KEYWORDS, `about ${brand.name}`],
  });
}
