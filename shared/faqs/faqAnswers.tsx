import { renderToStaticMarkup } from 'react-dom/server';
import { answerBlocks, answerText, type FaqItem } from './faqs.ts';
import { renderMarkdown } from '../markdown/markdown.tsx';

/** The key of an FAQ's plain text: this module's own, so only `faqOf` can make an FAQ. */
const ANSWER_TEXT = Symbol('answerText');

/**
 * An FAQ, one shape from its file to the page and its JSON-LD: made by
 * `faqsFrom` (shared/faqs/allFaqs.ts) from the markdown, sent as the page's
 * loader data as it is, and given to `pageHead`'s `faqs` for the FAQPage
 * JSON-LD, which reads only its plain text (`faqAnswerText`). The plain text
 * is under a symbol of this module's own, not enumerable: JSON (the page's
 * route data) leaves it out, and no object but `faqOf`'s has it, so raw
 * markdown can never reach structured data.
 */
export interface Faq {
  readonly question: string;
  /** The answer's HTML, from the one markdown pipeline (shared/markdown/markdown.tsx): no raw HTML gets through it. */
  readonly answerHtml: string;
  /** The answer as plain text, links reduced to their words: for structured data only. */
  readonly [ANSWER_TEXT]: string;
}

/**
 * An answer in standard markdown: spec section 3's rule (paragraphs split on
 * blank lines; a paragraph whose colon is followed by line breaks is an intro
 * and a bullet list) written as markdown lists, so the document pipeline
 * renders FAQ answers as it renders the documents.
 */
export function answerMarkdown(answer: string): string {
  return answerBlocks(answer)
    .map((block) => (block.kind === 'paragraph' ? block.text : `${block.intro}\n\n${block.items.map((item) => `- ${item}`).join('\n')}`))
    .join('\n\n');
}

/**
 * An FAQ from its markdown: its answer rendered on the server (issue 22: one
 * markdown pipeline), so the phone downloads the words, not a parser, and
 * its plain text for structured data.
 */
export function faqOf({ question, answer }: FaqItem): Faq {
  const faq = { question, answerHtml: renderToStaticMarkup(<>{renderMarkdown(answerMarkdown(answer))}</>) };
  // Not enumerable: the page's data is exactly what it renders with, and survives JSON unchanged.
  return Object.defineProperty(faq, ANSWER_TEXT, { value: answerText(answer), enumerable: false }) as Faq;
}

/** An FAQ's answer as plain text, for the FAQPage JSON-LD (shared/seo/structuredData.ts). */
export function faqAnswerText(faq: Faq): string {
  return faq[ANSWER_TEXT];
}
