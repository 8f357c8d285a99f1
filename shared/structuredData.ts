/**
 * A page's JSON-LD (breadcrumbs following its canonical path, the
 * organisation, FAQPage, Article) for
 * search engines, which read the server's HTML: rendered on the server only
 * (client/components/StructuredData.tsx), so none of this is in the browser's
 * JavaScript.
 */
import { breadcrumbsForPath, type Breadcrumb } from './breadcrumbs.ts';
import { brand, postalAddress } from './brand.ts';
import { absoluteUrl, safeJson, type PageMeta } from './seo.ts';

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
    telephone: brand.telephone.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: lines.join(', '),
      addressLocality: town,
      postalCode: postcode,
      addressCountry: 'GB',
    },
    description: postalAddress(),
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

/** The page's JSON-LD blocks, each as escaped JSON text; none for a page that is not indexed. */
export function structuredDataFor(meta: PageMeta, siteUrl: string): string[] {
  if (meta.noindex) return [];
  const graph: unknown[] = [breadcrumbListSchema(siteUrl, breadcrumbsForPath(meta.canonical)), organizationSchema(siteUrl)];
  if (meta.faqs) graph.push(faqPageSchema(meta.faqs));
  graph.push(...(meta.schema ?? []));
  return graph.map(safeJson);
}
