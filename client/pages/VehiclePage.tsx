import { LandingSections } from '../components/LandingSections.tsx';
import { vehiclePageContent } from '../../shared/landingContent.ts';
import type { VehicleMake } from '../../shared/vehicles.ts';

/** `/vehicles/{make}`: Audi has its own copy; any other make the generic copy, properly cased (spec section 2). */
export default function VehiclePage({ make }: { make: VehicleMake }) {
  return <LandingSections content={vehiclePageContent(make)} />;
}
