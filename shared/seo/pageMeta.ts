import type { PageMeta } from './seo.ts';
import { DEFAULT_IMAGE, DEFAULT_IMAGE_ALT, DEFAULT_IMAGE_SIZE } from './headTags.ts';

export const COMMON_KEYWORDS = ['car finance claim', 'mis-sold car finance', 'PCP claim', 'hire purchase claim'];

/** A page's search metadata with the site's defaults. */
export function pageMeta(canonical: string, fields: Partial<PageMeta> & Pick<PageMeta, 'title' | 'description'>): PageMeta {
  // The default card's size is known; another image states its own.
  const defaultImage = fields.image === undefined || fields.image === DEFAULT_IMAGE;
  return {
    keywords: COMMON_KEYWORDS,
    canonical,
    image: DEFAULT_IMAGE,
    ...(defaultImage ? { imageSize: DEFAULT_IMAGE_SIZE } : {}),
    imageAlt: DEFAULT_IMAGE_ALT,
    type: 'website',
    ...fields,
  };
}
