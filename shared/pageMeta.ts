import { DEFAULT_IMAGE, DEFAULT_IMAGE_ALT, type PageMeta } from './seo.ts';

export const COMMON_KEYWORDS = ['car finance claim', 'mis-sold car finance', 'PCP claim', 'hire purchase claim'];

/** A page's search metadata with the site's defaults. */
export function pageMeta(
  canonical: string,
  fields: Partial<PageMeta> & Pick<PageMeta, 'title' | 'description'>,
): PageMeta {
  return {
    keywords: COMMON_KEYWORDS,
    canonical,
    image: DEFAULT_IMAGE,
    imageAlt: DEFAULT_IMAGE_ALT,
    type: 'website',
    ...fields,
  };
}
