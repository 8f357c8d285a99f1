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
import { LRUCache } from 'lru-cache';

/**
 * The trees of the HTML parsed lately, by its text. A test reads one answer several ways (its words, its links, a
 * form's values) and a file's tests fetch the same pages: the server project parsed 122 MB of HTML a run, 19 MB of it
 * distinct, and parsing was a quarter of the project's CPU (docs/developing.md, Tests). Frozen, so no test changes what the next
 * one reads.
 */
const parsed = new LRUCache<string, Root>({ max: 32 });

/** The whole document, or a fragment of one. */
function parse(html: string): Root {
  let tree = parsed.get(html);
  if (!tree) {
    tree = frozen(fromHtml(html, { fragment: !/^\s*<(?:!doctype|html)/i.test(html) }));
    parsed.set(html, tree);
  }
  return tree;
}

function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
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
  // Thrown, not a vitest `expect`: the browser tests (Playwright) read pages with these helpers too.
  if (!main) throw new Error('the page has no <main>');
  const trail = select('nav[aria-label="Breadcrumb"]', main!);
  return toHtml({ ...main!, children: main!.children.filter((child) => child !== trail) });
}

/** This HTML less every element a CSS selector matches: for words that are on the page but not what the test reads. */
export function without(html: string, selector: string): string {
  const tree = parse(html);
  const gone = new Set(selectAll(selector, tree));
  const prune = <T extends Root | Element>(node: T): T => ({
    ...node,
    children: node.children.filter((child) => !gone.has(child as Element)).map((child) => (child.type === 'element' ? prune(child) : child)),
  });
  return toHtml(prune(tree));
}

/** What a visitor reads of this HTML, or of one element of it (scripts, styles and hidden templates are not read). */
export function textOf(html: string | Element): string {
  if (typeof html !== 'string') return wordsOf(html);
  const tree = parse(html);
  const body = select('body', tree);
  return wordsOf(body ?? tree);
}

/** Every `tag` element (a CSS selector), as HTML. */
export function elements(html: string, tag: string): string[] {
  return selectAll(tag, parse(html)).map((element) => toHtml(element));
}

/**
 * Every element a CSS selector matches in this HTML or element, in document order, as the DOM holds it: read what an
 * attribute means from `properties` (`href` with `&amp;` resolved, `ariaPressed`, `dateTime`,
 * `checked`, `className` and other lists split into arrays), and its words with `textOf`.
 */
export function nodes(html: string | Element, selector: string): Element[] {
  return selectAll(selector, typeof html === 'string' ? parse(html) : html);
}

/** A link's or button's accessible name, as a screen reader announces it: its aria-label, else its words (an image's alt text among them). */
export function nameOf(element: Element): string {
  const label = element.properties.ariaLabel;
  if (typeof label === 'string' && label.trim()) return label.trim();
  const withAlt = (node: Element): Element => ({
    ...node,
    children: node.children.map((child) =>
      child.type !== 'element' ? child : child.tagName === 'img' ? { type: 'text', value: String(child.properties.alt ?? '') } : withAlt(child),
    ),
  });
  return wordsOf(withAlt(element));
}

/** The page's outline as assistive technology lists it: each heading's level and words, in order. */
export function headings(html: string): { level: number; text: string }[] {
  return nodes(html, 'h1, h2, h3, h4, h5, h6').map((heading) => ({ level: Number(heading.tagName[1]), text: wordsOf(heading) }));
}

/** The structured data a search engine reads: each JSON-LD block, parsed. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return nodes(html, 'script[type="application/ld+json"]').map((script) => JSON.parse(toText(script)) as Record<string, unknown>);
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
  if (!found) throw new Error(`no ${form} in the page`);
  const values: Record<string, string> = {};
  for (const field of selectAll('input[name], select[name], textarea[name]', found!)) {
    const { name, type, checked, value } = field.properties;
    if ((type === 'radio' || type === 'checkbox') && !checked) continue;
    values[String(name)] = field.tagName === 'textarea' ? toText(field) : String(value ?? '');
  }
  return values;
}
