import { CallToAction } from '../components/CallToAction.tsx';
import { LandingSections } from '../components/LandingSections.tsx';
import { vehiclePageContent } from '../../shared/landingContent.ts';
import type { VehicleMake } from '../../shared/vehicles.ts';
import { vehiclePath } from '../../shared/vehicles.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
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

/** `/vehicles/ford` and `/vehicles/ford-car-finance` are one page: one canonical. */
export function meta({ make }: { make: VehicleMake }): PageMeta {
  return pageMeta(vehiclePath(make), {
    title: `${make.name} Car Finance Claims`,
    description: `Financed a ${make.name} between 2007 and 2021? Check whether your ${make.name} finance was mis-sold and claim what you may be owed.`,
    keywords: [`${make.name} car finance claim`, `${make.name} finance mis-sold`, ...COMMON_KEYWORDS],
  });
}
