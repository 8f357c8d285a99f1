import { CallToAction } from '../components/CallToAction.tsx';
import { LandingSections } from '../components/LandingSections.tsx';
import { vehiclePageContent } from '../../shared/landingContent.ts';
import type { VehicleMake } from '../../shared/vehicles.ts';
import { vehiclePageMeta } from '../../shared/vehiclePageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';

/** `/vehicles/{make}`: Audi has its own copy; any other make the generic copy, properly cased (spec section 2). */
export default function VehiclePage({ make }: { make: VehicleMake }) {
  return (
    <>
      <LandingSections content={vehiclePageContent(make)} />
      <CallToAction />
    </>
  );
}

/** `/vehicles/ford` and `/vehicles/ford-car-finance` are one page: one canonical (unknown makes: noindex). */
export function meta({ make }: { make: VehicleMake }): PageMeta {
  return vehiclePageMeta(make);
}
