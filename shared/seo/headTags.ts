import { brand } from '../brand/brand.ts';
import { fullTitle, type HeadTag, type PageMeta } from './seo.ts';

/** An address on the site, made absolute from its origin (canonical links, social tags, the sitemap, JSON-LD). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

export const DEFAULT_IMAGE = '/social-card.png';
export const DEFAULT_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const DEFAULT_IMAGE_ALT = `${brand.name}: check if you were mis-sold car finance`;

/**
 * A page's title, meta and link tags, as data; the document component renders
 * them. Its JSON-LD comes from the page's loader (`pageHead`,
 * shared/seo/structuredData.ts).
 */
export function headTagsFor(meta: PageMeta, siteUrl: string): HeadTag[] {
  const title = fullTitle(meta.title);
  const canonical = absoluteUrl(siteUrl, meta.canonical);
  const image = absoluteUrl(siteUrl, meta.image);
  // A page that is not indexed is shared as the site itself: its title may carry text from the
  // address, which must not become someone's link preview.
  const social = meta.noindex
    ? { title: brand.name, description: meta.description, url: absoluteUrl(siteUrl, '/'), imageAlt: DEFAULT_IMAGE_ALT }
    : { title, description: meta.description, url: canonical, imageAlt: meta.imageAlt };
  const tags: HeadTag[] = [
    { kind: 'title', text: title },
    { kind: 'meta', name: 'description', content: meta.description },
    { kind: 'meta', name: 'keywords', content: meta.keywords.join(', ') },
  ];
  if (meta.noindex) {
    tags.push({ kind: 'meta', name: 'robots', content: 'noindex' });
  } else {
    tags.push({ kind: 'link', rel: 'canonical', href: canonical });
  }
  tags.push(
    { kind: 'meta', property: 'og:site_name', content: brand.name },
    { kind: 'meta', property: 'og:locale', content: 'en_GB' },
    { kind: 'meta', property: 'og:type', content: meta.type },
    { kind: 'meta', property: 'og:title', content: social.title },
    { kind: 'meta', property: 'og:description', content: social.description },
    { kind: 'meta', property: 'og:url', content: social.url },
    { kind: 'meta', property: 'og:image', content: image },
    ...(meta.imageSize
      ? ([
          { kind: 'meta', property: 'og:image:width', content: String(meta.imageSize.width) },
          { kind: 'meta', property: 'og:image:height', content: String(meta.imageSize.height) },
        ] as const)
      : []),
    { kind: 'meta', property: 'og:image:alt', content: social.imageAlt },
    { kind: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { kind: 'meta', name: 'twitter:title', content: social.title },
    { kind: 'meta', name: 'twitter:description', content: social.description },
    { kind: 'meta', name: 'twitter:image', content: image },
    { kind: 'meta', name: 'twitter:image:alt', content: social.imageAlt },
  );
  if (meta.article) {
    tags.push(
      { kind: 'meta', property: 'article:author', content: meta.article.author },
      { kind: 'meta', property: 'article:published_time', content: meta.article.publishedTime },
      { kind: 'meta', property: 'article:modified_time', content: meta.article.modifiedTime },
    );
  }
  return tags;
}

/** Whether a page's tags keep it out of search results. */
export function isNoindex(head: readonly HeadTag[]): boolean {
  return head.some((tag) => tag.kind === 'meta' && tag.name === 'robots' && tag.content.includes('noindex'));
}
