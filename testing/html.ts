/**
 * Reading server-rendered HTML in supertest tests as a browser would: parsed
 * into a tree by the HTML standard's parser (hast-util-from-html, parse5),
 * queried with CSS selectors (hast-util-select) and read as `innerText` does
 * (hast-util-to-text): what a visitor reads, not the markup's shape.
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toHtml } from 'hast-util-to-html';
import { toText } from 'hast-util-to-text';
import { expect } from 'vitest';

/** The whole document, or a fragment of one. */
function parse(html: string): Root {
  return fromHtml(html, { fragment: !/^\s*<(?:!doctype|html)/i.test(html) });
}

/** Visible words, spaced: block boundaries and line breaks separate words, inline tags (a figure's <span>) do not. */
function wordsOf(node: Root | Element): string {
  return toText(node)
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text with its character references resolved: `&amp;` is `&`. */
export function decode(text: string): string {
  return toText(fromHtml(text, { fragment: true }));
}

/** The page's own content, as HTML: what sits inside <main>, less the breadcrumb trail (tested in client/pages/pre-check/preCheck.server.test.ts). */
export function mainOf(html: string): string {
  const main = select('main', parse(html));
  expect(main, 'the page has a <main>').toBeDefined();
  const trail = select('nav[aria-label="Breadcrumb"]', main!);
  return toHtml({ ...main!, children: main!.children.filter((child) => child !== trail) });
}

/** What a visitor reads of this HTML (scripts, styles and hidden templates are not read). */
export function textOf(html: string): string {
  const tree = parse(html);
  const body = select('body', tree);
  return wordsOf(body ?? tree);
}

/** Every `tag` element (a CSS selector), as HTML. */
export function elements(html: string, tag: string): string[] {
  return selectAll(tag, parse(html)).map((element) => toHtml(element));
}

/** Every link's address, as the browser reads it. */
export function hrefs(html: string): string[] {
  return selectAll('a[href]', parse(html)).map((link) => String(link.properties.href));
}

/** Its lines as `innerText` breaks them (at <br> and block boundaries), for text whose layout is the point: a letter. */
export function linesOf(html: string): string[] {
  return toText(parse(html)).split('\n');
}

/** What a form would send as it stands: each named field's value, a radio or checkbox only when checked. */
export function formValues(html: string, form = 'form'): Record<string, string> {
  const found = select(form, parse(html));
  expect(found, `a ${form}`).toBeDefined();
  const values: Record<string, string> = {};
  for (const field of selectAll('input[name], select[name], textarea[name]', found!)) {
    const { name, type, checked, value } = field.properties;
    if ((type === 'radio' || type === 'checkbox') && !checked) continue;
    values[String(name)] = field.tagName === 'textarea' ? toText(field) : String(value ?? '');
  }
  return values;
}
