import { LandingSections } from '../components/LandingSections.tsx';
import { lenderPageContent } from '../../shared/landingContent.ts';
import type { Lender } from '../../shared/lenders.ts';

/** All 20 lender pages (spec section 2): one component, the lender named throughout. */
export default function LenderPage({ lender }: { lender: Lender }) {
  return <LandingSections content={lenderPageContent(lender)} />;
}
