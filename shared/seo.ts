import type { Breadcrumb } from './breadcrumbs.ts';
import { brand } from './brand.ts';

/**
 * A page's search data (style: SEO is data). Each page's loader returns it
 * (`pageMeta`, inside `pageHead`); `headTagsFor` alone turns it into tags.
 */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Site-relative canonical path, e.g. `/about-us`. */
  readonly canonical: string;
  readonly image: string;
  /** The image's pixel size, for og:image:width and og:image:height (1200 × 630 for the big networks). */
  readonly imageSize?: { readonly width: number; readonly height: number };
  readonly imageAlt: string;
  readonly type: 'website' | 'article';
  /** Extra JSON-LD objects (Article, FAQPage, ...), besides breadcrumbs and Organization. */
  readonly schema?: readonly Record<string, unknown>[];
  readonly article?: {
    readonly author: string;
    readonly publishedTime: string;
    readonly modifiedTime: string;
  };
  /** The questions the page answers, as plain text: its structured data lists them as a FAQPage. */
  readonly faqs?: readonly { readonly question: string; readonly answer: string }[];
  readonly noindex?: boolean;
}

/**
 * What every page's data carries for the document: its search data and its
 * JSON-LD blocks (escaped JSON text), from its loader; its breadcrumb trail,
 * from the matched routes' handles (the route handler adds it, with its
 * BreadcrumbList: server/render/breadcrumbTrail.ts).
 */
export interface PageHead {
  readonly meta: PageMeta;
  readonly structuredData: readonly string[];
  readonly breadcrumbs?: readonly Breadcrumb[];
}

export const DEFAULT_IMAGE = '/social-card.png';
export const DEFAULT_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const DEFAULT_IMAGE_ALT = `${brand.name}: check if you were mis-sold car finance`;

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

export function fullTitle(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

/**
 * JSON for a `<script type="application/ld+json">` or a JSON data block.
 * `<`, `>`, `&` and the JS line separators are escaped so no value can close
 * the tag or start a comment, whatever a path segment contains.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type HeadTag =
  { kind: 'title'; text: string } | { kind: 'meta'; name?: string; property?: string; content: string } | { kind: 'link'; rel: string; href: string };

/**
 * A page's title, meta and link tags, as data; the document component renders
 * them. Its JSON-LD comes from the page's loader (`pageHead`,
 * server/content/structuredData.ts).
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
