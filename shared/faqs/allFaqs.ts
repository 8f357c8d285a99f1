/**
 * The FAQs (spec section 9) have one source: the FAQ document (spec section
 * 7), kept in two files: content/faqs/featured.md (the title and the five
 * that home and contact show) and content/faqs/more.md (the rest, which only
 * /faqs shows). The build joins them into /content/faqs.md. Each page's
 * loader sends the FAQs it shows (home and contact their five) as they are:
 * each answer already rendered, its plain text for the JSON-LD alone
 * (`Faq`, faqAnswers.tsx).
 */
import featuredMarkdown from '../../content/faqs/featured.md?raw';
import moreMarkdown from '../../content/faqs/more.md?raw';
import { factPlaceholders } from '../figures/factPlaceholders.ts';
import { registryText } from '../figures/registryFile.ts';
import { parseFaqs } from './faqs.ts';
import { faqOf, type Faq } from './faqAnswers.tsx';
import { fillPlaceholders } from '../content/placeholders.ts';

/**
 * FAQ items from markdown (`## question`, then its answer). The answers state
 * a figure by a reference to its entry in content/figures.yaml,
 * `{figures.id.display}` (an unknown one fails the build), and sentences
 * worked out from the registry by `{{name}}` (shared/figures/factPlaceholders.ts).
 */
export function faqsFrom(markdown: string): Faq[] {
  return parseFaqs(registryText(fillPlaceholders(markdown, factPlaceholders))).map(faqOf);
}

/** Home and contact show the first five (spec section 9): those of content/faqs/featured.md. */
export const featuredFaqs: readonly Faq[] = faqsFrom(featuredMarkdown);

export const faqs: readonly Faq[] = [...featuredFaqs, ...faqsFrom(moreMarkdown)];

/** The FAQ document's markdown, placeholders unfilled, as one text (server/build/build-content.ts). */
export const faqsDocumentMarkdown = `${featuredMarkdown.trimEnd()}\n\n${moreMarkdown}`;
