/**
 * The legal pages' loader in the browser (in place of loader.server.ts):
 * their data from the server, and (spec section 7) the document from
 * GET /content/{document}.md, both at once.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { documentOfLegalPage, legalPageKeyOf } from '../../../shared/documents.ts';
import { fetchRouteData } from '../../routeData.ts';

export async function loader({ request }: LoaderFunctionArgs): Promise<unknown> {
  const key = legalPageKeyOf(new URL(request.url).pathname);
  if (key === undefined) return fetchRouteData(request);
  // The document source (and through it, on demand, the markdown pipeline) comes with the legal pages' code.
  const load = import('../../documentSource.tsx').then(({ browserDocumentSource }) => browserDocumentSource().load(documentOfLegalPage(key)));
  const [routeData, view] = await Promise.all([fetchRouteData(request), load]);
  return { ...(routeData as object), view };
}
