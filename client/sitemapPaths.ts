import { lenderRoute, pageRoutes, vehicleRoute, type PageRoute } from './routes.tsx';
import { lenderPath, lenders } from '../shared/lenders/lenderList.ts';
import { featuredMakes, vehiclePath } from '../shared/vehicles/vehicles.ts';

/**
 * Every canonical page of sitemap.xml, and every page made at build
 * (server/pages/prerender.ts): the route table's pages of one path, every
 * lender's page and the featured makes'.
 */
export function sitemapPaths(): string[] {
  return pageRoutes.flatMap(sitemapPathsOf);
}

/** A route's pages in the sitemap. */
export function sitemapPathsOf(route: PageRoute): readonly string[] {
  if (route === lenderRoute) return lenders.map(lenderPath);
  if (route === vehicleRoute) return featuredMakes.map(vehiclePath);
  return route.handle.sitemap ?? [];
}
