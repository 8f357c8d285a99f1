/**
 * A page's JSON-LD (the organisation, FAQPage, Article) for search engines,
 * which read the server's HTML: worked out by the page's loader and sent as
 * its data (`pageHead`), so the builders never ship; the route handler adds
 * the BreadcrumbList of the trail the page shows (server/render/breadcrumbTrail.ts).
 */
import { brand, isStandIn } from '../brand/brand.ts';
import { feeRangeText } from '../fees/feeRange.ts';
import type { Breadcrumb } from './breadcrumbs.ts';
import { safeJson, type PageHead, type PageMeta } from './seo.ts';
import { absoluteUrl, headTagsFor } from './headTags.ts';
import { pageMeta } from './pageMeta.ts';
import { faqAnswerText, type Faq } from '../faqs/faqAnswers.tsx';

/**
 * The trail's JSON-LD, as escaped JSON text. None for a trail of one item
 * (the home page: just Home): search engines want two or more.
 */
export function breadcrumbListJson(siteUrl: string, crumbs: readonly Breadcrumb[]): string | undefined {
  if (crumbs.length < 2) return undefined;
  return safeJson({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.url),
    })),
  });
}

/**
 * Issue 45 item 10: data search engines show as the firm's identity carries no stand-in (shared/brand/brand.ts,
 * brandStandIns), which a page marks as an example in words and structured data cannot: each detail joins
 * once it is real. Issue 45 item 7: the description names the fee beside "no win no fee", after the free route.
 */
export function organizationSchema(siteUrl: string) {
  const { lines, town, postcode } = brand.registeredAddress;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    ...(isStandIn('companyName') ? {} : { legalName: brand.companyName }),
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/icon-512.png'),
    ...(isStandIn('email') ? {} : { email: brand.email }),
    // Plain spaces: data, not layout.
    ...(isStandIn('telephone') ? {} : { telephone: brand.telephone.written }),
    ...(isStandIn('registeredAddress')
      ? {}
      : {
          address: {
            '@type': 'PostalAddress',
            streetAddress: lines.join(', '),
            addressLocality: town,
            postalCode: postcode,
            addressCountry: 'GB',
          },
        }),
    description: `${brand.description} If a claim succeeds, the law firm’s fee is ${feeRangeText()} of the amount recovered.`,
    // Issue 46: no Review or AggregateRating of our own reviews: search engines ignore a business's
    // self-serving review markup, and it would state the score in a second place.
  };
}

export function faqPageSchema(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faqAnswerText(faq) },
    })),
  };
}

/** A page's own schema with its site-relative `image` made absolute (search engines want full URLs). */
function withAbsoluteImages(schema: Record<string, unknown>, siteUrl: string): Record<string, unknown> {
  const { image } = schema;
  if (image === undefined) return schema;
  const absolute = (path: unknown) => (typeof path === 'string' ? absoluteUrl(siteUrl, path) : path);
  return { ...schema, image: Array.isArray(image) ? image.map(absolute) : absolute(image) };
}

/** The page's JSON-LD blocks besides its breadcrumbs, each as escaped JSON text; none for a page that is not indexed. */
export function structuredDataFor(meta: PageMeta, siteUrl: string): string[] {
  if (meta.noindex) return [];
  const graph: unknown[] = [organizationSchema(siteUrl)];
  if (meta.faqs) graph.push(faqPageSchema(meta.faqs));
  graph.push(...(meta.schema ?? []).map((schema) => withAbsoluteImages(schema, siteUrl)));
  return graph.map(safeJson);
}

/** What a page states for its head: its canonical path, title and description; the rest has the site's defaults (`pageMeta`). */
export type PageFields = Partial<PageMeta> & Pick<PageMeta, 'canonical' | 'title' | 'description'>;

/**
 * What a page's loader returns for the document's head, spread into its data
 * (`...pageHead(request, { canonical, title, description })`): its tags, its
 * canonical path and its JSON-LD, worked out here so the browser carries no
 * code for them. The questions and schema objects go into the JSON-LD only.
 * URLs are made absolute with the request's origin: the site's own, as the
 * route handler builds every request from SITE_URL (server/render/routeHandler.ts).
 */
export function pageHead(request: Request, fields: PageFields): PageHead {
  const { origin } = new URL(request.url);
  const meta = pageMeta(fields.canonical, fields);
  return { head: headTagsFor(meta, origin), canonical: meta.canonical, structuredData: structuredDataFor(meta, origin) };
}
