import { useLoaderData } from 'react-router';
import { CallToAction } from '../components/CallToAction.tsx';
import { LandingSections } from '../components/LandingSections.tsx';
import type { VehicleData } from '../../server/loaders.ts';

/** `/vehicles/{make}`: Audi has its own copy; any other make the generic copy, properly cased (spec section 2). */
export default function VehiclePage() {
  const { content } = useLoaderData<VehicleData>();
  return (
    <>
      <LandingSections content={content} />
      <CallToAction />
    </>
  );
}

/** `/vehicles/ford` and `/vehicles/ford-car-finance` are one page: one canonical (unknown makes: noindex). */
