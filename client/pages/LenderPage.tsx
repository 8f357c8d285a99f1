import { CallToAction } from '../components/CallToAction.tsx';
import { LandingSections } from '../components/LandingSections.tsx';
import { lenderPageContent } from '../../shared/landingContent.ts';
import type { Lender } from '../../shared/lenders.ts';
import { lenderPath } from '../../shared/lenders.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';

/** All 20 lender pages (spec section 2): one component, the lender named throughout. */
export default function LenderPage({ lender }: { lender: Lender }) {
  return (
    <>
      <LandingSections content={lenderPageContent(lender)} />
      <CallToAction />
    </>
  );
}

export function meta({ lender }: { lender: Lender }): PageMeta {
  return pageMeta(lenderPath(lender), {
    title: `Mis-sold ${lender.name} Car Finance Claims`,
    description: `Had car finance with ${lender.name} between 2007 and 2021? Find out if you were mis-sold and could be owed compensation.`,
    keywords: [`${lender.name} car finance claim`, `mis-sold ${lender.name} finance`, ...COMMON_KEYWORDS],
  });
}
