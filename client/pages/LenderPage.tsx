import { CallToAction } from '../components/CallToAction.tsx';
import { LenderFreeRoute } from '../components/LenderFreeRoute.tsx';
import { LandingSections } from '../components/LandingSections.tsx';
import { lenderPath, type Lender } from '../../shared/lenderList.ts';
import { windowsSentence } from '../../shared/figures.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';
import type { LenderPageData } from './LenderPage.data.ts';

/** All 20 lender pages (spec section 2): one component, the lender named throughout. */
export default function LenderPage({ lender, content, freeRoute }: { lender: Lender } & LenderPageData) {
  return (
    <>
      {/* issue 15: the lender's own free route first, before our fee and the call to action */}
      <LandingSections content={content} afterHero={<LenderFreeRoute lender={lender} freeRoute={freeRoute} />} />
      <CallToAction />
    </>
  );
}

export function meta({ lender }: { lender: Lender }): PageMeta {
  return pageMeta(lenderPath(lender), {
    title: `Mis-sold ${lender.name} Car Finance Claims`,
    description: `Had car finance with ${lender.name}? Complaining to ${lender.name} yourself is free. ${windowsSentence()}`,
    keywords: [`${lender.name} car finance claim`, `mis-sold ${lender.name} finance`, ...COMMON_KEYWORDS],
  });
}
