/**
 * A page's JSON-LD (breadcrumbs following its canonical path, the
 * organisation, FAQPage, Article) for
 * search engines, which read the server's HTML (client/components/StructuredData.tsx).
 */
import { breadcrumbsForPath, type Breadcrumb } from '../../shared/breadcrumbs.ts';
import { brand } from '../../shared/brand.ts';
import { sourcedReviews, type SourcedReview } from './reviews.ts';
import { absoluteUrl, safeJson, type PageMeta } from '../../shared/seo.ts';

export function breadcrumbListSchema(siteUrl: string, crumbs: readonly Breadcrumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.url),
    })),
  };
}

/**
 * The organisation's reviews for search engines: verified entries only, so a
 * placeholder is never presented as a customer's review (DMCC Act 2024);
 * nothing at all while every entry is a placeholder. The Google rating is
 * never marked up: it is Google's figure, without the count schema.org needs.
 */
export function reviewProperties(entries: readonly SourcedReview[] = sourcedReviews) {
  const verified = entries.filter((entry) => entry.status === 'verified');
  return {
    ...(verified.length
      ? {
          review: verified.map((entry) => ({
            '@type': 'Review',
            name: entry.title,
            reviewBody: entry.content,
            author: { '@type': 'Person', name: entry.author },
            reviewRating: { '@type': 'Rating', ratingValue: entry.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}

export function organizationSchema(siteUrl: string) {
  const { lines, town, postcode } = brand.registeredAddress;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.companyName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/icon-512.png'),
    email: brand.email,
    // Plain spaces: data, not layout.
    telephone: brand.telephone.written,
    address: {
      '@type': 'PostalAddress',
      streetAddress: lines.join(', '),
      addressLocality: town,
      postalCode: postcode,
      addressCountry: 'GB',
    },
    description: brand.description,
    ...reviewProperties(),
  };
}

export function faqPageSchema(faqs: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
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

/** The page's JSON-LD blocks, each as escaped JSON text; none for a page that is not indexed. */
export function structuredDataFor(meta: PageMeta, siteUrl: string): string[] {
  if (meta.noindex) return [];
  const crumbs = breadcrumbsForPath(meta.canonical);
  // A trail of one item (the home page: just Home) is no trail; search engines want two or more.
  const graph: unknown[] = [...(crumbs.length > 1 ? [breadcrumbListSchema(siteUrl, crumbs)] : []), organizationSchema(siteUrl)];
  if (meta.faqs) graph.push(faqPageSchema(meta.faqs));
  graph.push(...(meta.schema ?? []).map((schema) => withAbsoluteImages(schema, siteUrl)));
  return graph.map(safeJson);
}
