/**
 * The documents served from /content (spec section 7) and the pages that show
 * them (spec section 3, legal page config). The server's /content route, the
 * build's PDFs and the legal pages all read this list.
 */
export const documentNames = [
  'terms-and-conditions',
  'privacy-policy',
  'cookie-policy',
  'terms-of-use',
  'complaints-procedure',
  'mlm-key-facts',
  'faqs',
] as const;

export type DocumentName = (typeof documentNames)[number];

/** Documents that also ship as a PDF built from the same markdown. */
export const pdfDocumentNames = ['terms-and-conditions', 'mlm-key-facts'] as const satisfies readonly DocumentName[];

export function documentUrl(name: DocumentName): string {
  return `/content/${name}.md`;
}

export function pdfUrl(name: (typeof pdfDocumentNames)[number]): string {
  return `/content/${name}.pdf`;
}

export const KEY_FACTS_PAGE_KEY = 'mlm-information-and-key-facts';

/**
 * The legal pages' keys (and paths), on their own so the route table can
 * list them without loading every page's title and description into the
 * entry chunk. `legalPages` below gives each its config, in this order.
 */
export const legalPageKeys = ['terms-and-conditions', 'privacy-policy', 'cookie-policy', 'terms-of-use', 'complaints-procedure', KEY_FACTS_PAGE_KEY] as const;

export type LegalPageKey = (typeof legalPageKeys)[number];

/** The document a legal page shows: the one of its own name, but for key facts (spec section 7: `mlm-key-facts`). */
export function documentOfLegalPage(key: LegalPageKey): DocumentName {
  return key === KEY_FACTS_PAGE_KEY ? 'mlm-key-facts' : key;
}

/** The legal page's key a path names (`/${key}`), if it names one: a legal page's document loads with it. */
export function legalPageKeyOf(pathname: string): LegalPageKey | undefined {
  const key = pathname.slice(1);
  return (legalPageKeys as readonly string[]).includes(key) ? (key as LegalPageKey) : undefined;
}
