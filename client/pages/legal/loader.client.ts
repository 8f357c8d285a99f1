/**
 * The legal pages' loader in the browser (in place of loader.server.ts):
 * their data from the server, and (spec section 7) the document from
 * GET /content/{document}.md rendered by the markdown pipeline, both at once.
 * The fetch and the pipeline come on demand (fetchDocument.ts): this module
 * is part of the shell.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { documentOfLegalPage, legalPageKeyOf } from '../../../shared/content/documents.ts';
import { fetchRouteData } from '../../routeData.ts';
import type { LegalDocument, loader as serverLoader } from './loader.server.ts';

type LegalData = Omit<ReturnType<typeof serverLoader>, 'document'> & { readonly document?: LegalDocument };

export async function loader({ request }: LoaderFunctionArgs): Promise<LegalData> {
  // The route matched one of the legal pages' paths.
  const name = documentOfLegalPage(legalPageKeyOf(new URL(request.url).pathname)!);
  const load = import('./fetchDocument.ts').then(({ fetchDocument }) => fetchDocument(name));
  const [routeData, document] = await Promise.all([fetchRouteData(request), load]);
  return { ...(routeData as LegalData), document };
}
