import { pageHead } from '../../../server/content/structuredData.ts';
import { matchPath, type LoaderFunctionArgs } from 'react-router';
import { legalPageKeys } from '../../../shared/documents.ts';
import { legalPageByKey } from '../../../shared/legalPages.ts';
import { pageMeta } from '../../../shared/pageMeta.ts';
import type { PageHead } from '../../../shared/seo.ts';
import { notFound } from '../not-found/loader.server.ts';

export interface LegalData extends PageHead {
  readonly pageKey: string;
}

/** The path as the router matched it (it matches decoded, in any letter case). */
function decodedPath(url: string): string {
  const { pathname } = new URL(url);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A legal page (key facts among them): the one whose route matched. */
export function loader({ request }: LoaderFunctionArgs): LegalData {
  const pathname = decodedPath(request.url);
  const key = legalPageKeys.find((candidate) => matchPath(`/${candidate}`, pathname));
  const page = key === undefined ? undefined : legalPageByKey(key);
  if (!page) return notFound();
  return { ...pageHead(request, pageMeta(`/${page.key}`, { title: page.title, description: page.description, keywords: page.keywords })), pageKey: page.key };
}

/** Its step in the breadcrumb trail (spec section 2; the route table's `handle.crumb`). */
export const crumb = (data: LegalData): string => data.meta.title;
