import { pageHead } from '../../../shared/seo/structuredData.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { vehiclePageContent } from '../../../shared/landing/landingContent.ts';
import { vehiclePageMeta } from '../../../shared/vehicles/vehiclePageMeta.ts';
import { vehicleMakeFromParam } from '../../../shared/vehicles/vehicles.ts';
import { notFound } from '../not-found/loader.server.ts';

/** contract: a make on the list of real makes (shared/vehicles/vehicleMakes.ts); any other segment is the 404. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const make = vehicleMakeFromParam(params.make ?? '') ?? notFound();
  return { ...pageHead(request, vehiclePageMeta(make)), make, content: vehiclePageContent(make) };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: (data: ReturnType<typeof loader>): string => `${data.make.name} Vehicles`,
};
