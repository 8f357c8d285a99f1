import { CallToAction } from '../components/CallToAction.copy.tsx';
import { FeeCalculator } from '../deferred.tsx';
import { FaqBlock } from '../components/FaqBlock.copy.tsx';
import { brand } from '../../shared/brand.ts';
import { SiteBanner } from '../components/SiteBanner.tsx';
import { HomeCopy } from './HomePage.copy.tsx';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';

/** Home (spec section 2): every block of its row, in order. */
export default function HomePage() {
  return (
    <div className="home">
      <SiteBanner />

      <HomeCopy />

      <div className="section section--tint home-fees">
        <div className="container">
          <FeeCalculator />
        </div>
      </div>

      <FaqBlock title="Car finance claim FAQs" />

      <CallToAction />
    </div>
  );
}

export function meta(): PageMeta {
  return pageMeta('/', {
    title: `${brand.name}: Check if You Were Mis-sold Car Finance`,
    description:
      'Bought a car, van, motorbike or campervan on finance between 2007 and 2021? Check in about 60 seconds whether you could be owed money for mis-sold car finance.',
    keywords: [...COMMON_KEYWORDS, 'car finance compensation', 'motor finance redress'],
  });
}
