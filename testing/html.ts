/**
 * Reading server-rendered HTML in supertest tests: the page's own content,
 * its visible words, its links. Plain string work on React's output, whose
 * shape the tests control.
 */
import { expect } from 'vitest';

export function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page's own content: what sits inside <main>, less the breadcrumb trail (tested in client/pages/pre-check/preCheck.server.test.ts). */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, end).replace(/<nav aria-label="Breadcrumb".*?<\/nav>/s, '');
}

/** Visible text: inline tags and React's text separators vanish (a figure's <span> sits inside a sentence), block tags separate words. */
export function textOf(html: string): string {
  return decode(
    html
      .replace(/<!--.*?-->/gs, '')
      .replace(/<\/?(?:span|time|a|strong|em|small|br)(?:\s[^>]*)?\/?>/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function elements(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}[\\s>].*?</${tag}>`, 'gs'))].map((match) => match[0]);
}

export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => decode(match[1]!));
}
