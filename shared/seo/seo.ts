import type { Breadcrumb } from './breadcrumbs.ts';
import type { Faq } from '../faqs/faqAnswers.tsx';
import { brand } from '../brand/brand.ts';

/**
 * A page's search data (style: SEO is data). Each page's loader states it
 * (`pageMeta`, inside `pageHead`); `headTagsFor` (shared/seo/headTags.ts)
 * alone turns it into tags.
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
  /** The questions the page answers, as `faqsFrom` makes them: its structured data lists them as a FAQPage (their plain text only). */
  readonly faqs?: readonly Faq[];
  readonly noindex?: boolean;
}

/**
 * What every page's data carries for the document, worked out on the server
 * from its loader's `PageMeta` (`pageHead`, shared/seo/structuredData.ts),
 * so the browser only renders it: its title, meta and link tags, its
 * canonical path, and its JSON-LD blocks (escaped JSON text); and its
 * breadcrumb trail, from the matched routes' handles (the route handler adds
 * it, with its BreadcrumbList: server/render/breadcrumbTrail.ts).
 */
export interface PageHead {
  readonly head: readonly HeadTag[];
  /** Site-relative, e.g. `/about-us`: the trail's last step. */
  readonly canonical: string;
  readonly structuredData: readonly string[];
  readonly breadcrumbs?: readonly Breadcrumb[];
}

/** A page's `<title>`: its own title, then the brand's. */
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

/** The head of a page that is not one (contract: every 404 page is noindex), or failed: its title, and no indexing. */
export function notIndexedHead(title: string, description?: string): HeadTag[] {
  return [
    { kind: 'title', text: fullTitle(title) },
    ...(description === undefined ? [] : [{ kind: 'meta' as const, name: 'description', content: description }]),
    { kind: 'meta', name: 'robots', content: 'noindex' },
  ];
}

/** The not-found page's head, the same in the server's render and the browser's. */
export const NOT_FOUND_HEAD: PageHead = {
  head: notIndexedHead('Page Not Found', 'The page you were looking for could not be found.'),
  canonical: '/',
  structuredData: [],
};
