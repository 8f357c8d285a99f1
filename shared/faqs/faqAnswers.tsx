import { renderToStaticMarkup } from 'react-dom/server';
import { answerBlocks, type FaqItem } from './faqs.ts';
import { renderMarkdown } from '../markdown/markdown.tsx';

/** An FAQ as a page shows it: its question, and its answer already rendered. */
export interface RenderedFaq {
  readonly question: string;
  /** The answer's HTML, from the one markdown pipeline (shared/markdown/markdown.tsx): no raw HTML gets through it. */
  readonly answerHtml: string;
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
 * FAQ answers rendered on the server (issue 22: one markdown pipeline), so
 * the phone downloads the words, not a parser. Worked out once per list.
 */
export function renderedFaqs(items: readonly FaqItem[]): readonly RenderedFaq[] {
  return items.map(({ question, answer }) => ({ question, answerHtml: renderToStaticMarkup(<>{renderMarkdown(answerMarkdown(answer))}</>) }));
}
