/**
 * All 14 FAQs (spec section 9), for /faqs and its structured data, and the
 * FAQ document as /content/faqs.md serves it: the first five
 * (shared/faqs.ts) and the rest, from the two files the document is kept in.
 */
import featuredMarkdown from '../content/faqs/featured.md?raw';
import moreMarkdown from '../content/faqs/more.md?raw';
import { faqsFrom, featuredFaqs, type FaqItem } from './faqs.ts';

export const faqs: readonly FaqItem[] = [...featuredFaqs, ...faqsFrom(moreMarkdown)];

/** The FAQ document's markdown, placeholders unfilled, as one text (server/build-content.ts). */
export const faqsDocumentMarkdown = `${featuredMarkdown.trimEnd()}\n\n${moreMarkdown}`;
