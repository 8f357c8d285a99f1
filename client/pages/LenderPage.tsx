import { Suspense } from 'react';
import { CallToAction } from '../components/CallToAction.tsx';
import { deferredPart } from '../deferredPart.ts';
import { LandingSections } from '../components/LandingSections.tsx';
import { lenderPageContent } from '../../shared/landingContent.ts';
import { lenderPath, type Lender } from '../../shared/lenderList.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';

/** The lender's own free route, with its sources: data for 20 lenders the rest of the page does not need (deferredPart.ts). */
const freeRoute = deferredPart(() => import('../components/LenderFreeRoute.tsx'));

function FreeRoute({ lender }: { lender: Lender }) {
  const { LenderFreeRoute } = freeRoute.useModule();
  return <LenderFreeRoute lender={lender} />;
}

/** All 20 lender pages (spec section 2): one component, the lender named throughout. */
export default function LenderPage({ lender }: { lender: Lender }) {
  return (
    <>
      {/* issue 15: the lender's own free route first, before our fee and the call to action */}
      <LandingSections content={lenderPageContent(lender)} afterHero={
          <Suspense fallback={null}>
            <FreeRoute lender={lender} />
          </Suspense>
        }
      />
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
