import { serverCopy } from '../serverCopy.tsx';
import { LandingSections } from '../components/LandingSections.tsx';
import { lenderPageContent, vehiclePageContent } from '../../shared/landingContent.ts';
import type { Lender } from '../../shared/lenders.ts';
import type { VehicleMake } from '../../shared/vehicles.ts';

/**
 * The words of the lender and vehicle-make pages (spec section 2): server-only
 * copy (client/serverCopy.tsx), so the landing copy for every lender and make
 * stays out of the pages' JavaScript.
 */
export const LenderCopy = serverCopy('lender', function LenderCopy({ lender }: { lender: Lender }) {
  return <LandingSections content={lenderPageContent(lender)} />;
});

export const VehicleCopy = serverCopy('vehicle', function VehicleCopy({ make }: { make: VehicleMake }) {
  return <LandingSections content={vehiclePageContent(make)} />;
});
