/**
 * The legal pages' loader in the browser (in place of loader.server.ts):
 * their data from the server, and (spec section 7) the document from
 * GET /content/{document}.md, both at once.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { documentOfLegalPage, legalPageKeyOf } from '../../../shared/documents.ts';
import { fetchRouteData } from '../../routeData.ts';

export async function loader({ request }: LoaderFunctionArgs): Promise<unknown> {
  // The route matched one of the legal pages' paths. The document source (and through it, on demand, the markdown pipeline) comes with their code.
  const name = documentOfLegalPage(legalPageKeyOf(new URL(request.url).pathname)!);
  const load = import('../../documentSource.tsx').then(({ browserDocumentSource }) => browserDocumentSource().load(name));
  const [routeData, view] = await Promise.all([fetchRouteData(request), load]);
  return { ...(routeData as object), view };
}
