/**
 * The browser's loader: what every `*.server.ts` import of the route table
 * becomes in the browser build (build.mjs, `serverModulesPlugin`), unless a
 * `*.client.ts` stands beside it. A route's data comes from the server as
 * JSON, from the same loader that rendered the first page (React Router's
 * custom-framework guide: "client loaders that fetch the server's JSON"), at
 * `{path}.data` of the build that rendered this document. Started with the
 * route's code, in parallel. The root route's data came with the document
 * and never changes (it does not revalidate), so this never runs for it.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { routeDataUrl } from '../shared/urls/routeDataUrl.ts';
import { BOOT_DATA_ID, type BootData } from './clientConfig.tsx';

const boot = JSON.parse(document.getElementById(BOOT_DATA_ID)?.textContent ?? '{}') as Partial<BootData>;
const build = boot.build ?? '';

export async function fetchRouteData(request: Request): Promise<unknown> {
  const url = new URL(request.url);
  const response = await fetch(routeDataUrl(url.pathname, url.search, build), { signal: request.signal, headers: { Accept: 'application/json' } });
  // contract: a page that does not exist is the 404 page, with its search data.
  if (response.status === 404) throw data(await response.json(), { status: 404 });
  // Anything else (a new build deployed meanwhile, a server error, no signal) loads the page whole (PageErrorBoundary).
  if (!response.ok) throw new Error(`route data: ${response.status} for ${url.pathname}`);
  return response.json();
}

export function loader({ request }: LoaderFunctionArgs): Promise<unknown> {
  return fetchRouteData(request);
}
