import { useLoaderData } from 'react-router';
import { CallToAction } from '../../components/claim/CallToAction.tsx';
import { LenderFreeRoute } from '../../components/lenders/LenderFreeRoute.tsx';
import { LandingSections } from '../../components/landing/LandingSections.tsx';
import type { loader } from './loader.server.ts';

/** All 20 lender pages (spec section 2): one component, the lender named throughout. */
export default function LenderPage() {
  const { lender, content, freeRoute } = useLoaderData<typeof loader>();
  return (
    <>
      {/* issue 15: the lender's own free route first, before our fee and the call to action */}
      <LandingSections content={content} afterHero={<LenderFreeRoute lender={lender} freeRoute={freeRoute} />} />
      <CallToAction />
    </>
  );
}
