import { useLoaderData } from 'react-router';
import { CallToAction } from '../../components/claim/CallToAction.tsx';
import { LandingSections } from '../../components/landing/LandingSections.tsx';
import type { loader } from './loader.server.ts';

/** `/vehicles/{make}`, a real make: Audi has its own copy; any other the generic copy, properly cased (spec section 2). */
export default function VehiclePage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <>
      <LandingSections content={content} />
      <CallToAction />
    </>
  );
}

/** `/vehicles/ford` and `/vehicles/ford-car-finance` are one page: one canonical (a make not on the list: the 404). */
