/**
 * FAQ items: their parts and how an answer is drawn. The items themselves
 * come from the FAQ document (shared/faqs/allFaqs.ts).
 *
 * Format: each `## ` heading is a question; the text up to the next heading is
 * its answer (spec section 3: paragraphs split on blank lines; a paragraph
 * whose colon is followed by line breaks is an intro plus a bullet list).
 */

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export type AnswerBlock =
  { readonly kind: 'paragraph'; readonly text: string } | { readonly kind: 'list'; readonly intro: string; readonly items: readonly string[] };

export function parseFaqs(markdown: string): FaqItem[] {
  const items: FaqItem[] = [];
  let question: string | undefined;
  let body: string[] = [];
  const flush = () => {
    if (question !== undefined) items.push({ question, answer: body.join('\n').trim() });
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading) {
      flush();
      question = heading[1]!;
      body = [];
    } else if (question !== undefined) {
      body.push(line);
    }
  }
  flush();
  return items.filter((item) => item.question && item.answer);
}

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

export function answerBlocks(answer: string): AnswerBlock[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph): AnswerBlock => {
      const colonBreak = /^([^\n]*:)[ \t]*\n([\s\S]+)$/.exec(paragraph);
      if (colonBreak) {
        const items = colonBreak[2]!
          .split('\n')
          .map((line) => line.replace(BULLET, '').trim())
          .filter(Boolean);
        return { kind: 'list', intro: colonBreak[1]!.trim(), items };
      }
      return { kind: 'paragraph', text: paragraph.replace(/\s*\n\s*/g, ' ') };
    });
}

/** A run of answer text: plain, or a markdown link `[label](href)`. */
export type InlineSegment = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'link'; readonly text: string; readonly href: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Splits text on markdown links; everything else stays plain text (no raw HTML, ever). */
export function inlineSegments(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    segments.push({ kind: 'link', text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

function plain(text: string): string {
  return inlineSegments(text)
    .map((segment) => segment.text)
    .join('');
}

/** Plain text of an answer, for structured data. */
export function answerText(answer: string): string {
  return answerBlocks(answer)
    .map((block) => (block.kind === 'paragraph' ? plain(block.text) : `${plain(block.intro)} ${block.items.map(plain).join('; ')}.`))
    .join(' ');
}
