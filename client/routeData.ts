/**
 * The browser's loaders (package.json `imports`: `#route-loader` under the
 * `browser` condition; the server's are server/loaders.ts). A route's data
 * comes from the server as JSON, from the same loader that rendered the first
 * page (React Router's custom-framework guide: "client loaders that fetch the
 * server's JSON"), at `{path}.data` of the build that rendered this document.
 * Started with the route's code, in parallel.
 */
import { data, type LoaderFunction } from 'react-router';
import { documentOfLegalPage, legalPageKeyOf } from '../shared/documents.ts';
import { routeDataUrl } from '../shared/routeDataUrl.ts';
import { BOOT_DATA_ID, type BootData } from './clientConfig.tsx';

const boot = JSON.parse(document.getElementById(BOOT_DATA_ID)?.textContent ?? '{}') as Partial<BootData>;
const build = boot.build ?? '';

async function fetchRouteData(request: Request): Promise<unknown> {
  const url = new URL(request.url);
  const response = await fetch(routeDataUrl(url.pathname, url.search, build), { signal: request.signal, headers: { Accept: 'application/json' } });
  // contract: a page that does not exist is the 404 page, with its search data.
  if (response.status === 404) throw data(await response.json(), { status: 404 });
  // Anything else (a new build deployed meanwhile, a server error, no signal) loads the page whole (PageErrorBoundary).
  if (!response.ok) throw new Error(`route data: ${response.status} for ${url.pathname}`);
  return response.json();
}

export function routeLoader(id: string): LoaderFunction {
  // The root's data came with the document and never changes (its route does not revalidate).
  if (id === 'root') return () => boot.hydrationData?.loaderData?.root ?? null;
  const legal = id.startsWith('legal:') ? legalPageKeyOf(`/${id.slice('legal:'.length)}`) : undefined;
  if (!legal) return ({ request }) => fetchRouteData(request);
  const document = documentOfLegalPage(legal);
  // spec section 7: a legal page's document comes from GET /content/{document}.md, fetched alongside its data.
  return async ({ request }) => {
    // The document source (and through it, on demand, the markdown pipeline) comes with the legal pages' code.
    const load = import('./documentSource.tsx').then(({ browserDocumentSource }) => browserDocumentSource().load(document));
    const [routeData, view] = await Promise.all([fetchRouteData(request), load]);
    return { ...(routeData as object), view };
  };
}
