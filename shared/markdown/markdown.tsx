/**
 * Markdown to React, as one pure function (style: rehype-react's own example):
 * remark-parse → remark-gfm → remark-rehype → our rehype plugins → rehype-react.
 * No I/O and no raw HTML (remark-rehype drops it unless told otherwise), so a
 * document can never inject markup or script. The same module renders on the
 * server and in the browser, so hydration sees the same tree.
 *
 * Only the legal pages import this module: it is the largest dependency on the
 * site, and pages with no document must not download it (issue 4, item 3).
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { Options as RehypeReactOptions } from 'rehype-react';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

type Components = NonNullable<RehypeReactOptions['components']>;

export interface RenderMarkdownOptions {
  /** Replace elements by components, e.g. `a` by a router link for internal paths. */
  readonly components?: Partial<Components>;
}

export function renderMarkdown(text: string, options: RenderMarkdownOptions = {}): ReactNode {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: false })
    .use(rehypeDocumentStructure)
    .use(rehypeSafeUrls)
    .use(rehypeNumbers)
    .use(rehypeReact, {
      Fragment,
      jsx,
      jsxs,
      // CSP: style-src 'self' forbids style attributes; alignment becomes a class instead.
      tableCellAlignToStyle: false,
      components: options.components,
    });
  return processor.processSync(text).result as ReactNode;
}

/* ------------------------------------------------------------------------ */
/* Plugins (exported for their tests; each is a pure tree transform).        */
/* ------------------------------------------------------------------------ */

/**
 * The page's title is its only h1, so document headings move one level down
 * (`#` → h2 … `#####` → h6, `######` stays h6). Tables are wrapped in a
 * focusable, labelled region that scrolls sideways on narrow screens
 * (WCAG 1.4.10 reflow; axe scrollable-region-focusable). Cell alignment
 * becomes a class.
 */
export function rehypeDocumentStructure() {
  return (tree: Root) => {
    restructure(tree);
  };
}

function restructure(parent: Root | Element): void {
  const children = parent.children as (RootContent | ElementContent)[];
  let lastHeading = '';
  children.forEach((child, index) => {
    if (child.type !== 'element') return;
    const level = /^h([1-6])$/.exec(child.tagName)?.[1];
    if (level) {
      child.tagName = `h${Math.min(Number(level) + 1, 6)}`;
      lastHeading = textOf(child);
    } else if (child.tagName === 'table') {
      stackable(child);
      children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['table-scroll'],
          role: 'region',
          tabIndex: 0,
          ariaLabel: lastHeading ? `Table: ${lastHeading}` : 'Table',
        },
        children: [child],
      };
    } else if ((child.tagName === 'td' || child.tagName === 'th') && typeof child.properties.align === 'string') {
      child.properties.className = [`align-${child.properties.align}`];
      delete child.properties.align;
    }
    restructure(child);
  });
}

/**
 * Marks a table to stack on a phone (issue 20): each body cell carries its
 * column's heading, which the stylesheet shows beside the value when the rows
 * become blocks. The markup stays a table for assistive technology.
 */
function stackable(table: Element): void {
  const sections = table.children.filter((node): node is Element => node.type === 'element');
  const headRow = sections.find((node) => node.tagName === 'thead')?.children.find((node): node is Element => node.type === 'element' && node.tagName === 'tr');
  const headings = (headRow?.children ?? []).filter((node): node is Element => node.type === 'element').map(textOf);
  table.properties.className = ['stacks'];
  for (const body of sections.filter((node) => node.tagName === 'tbody')) {
    for (const row of body.children) {
      if (row.type !== 'element') continue;
      row.children
        .filter((cell): cell is Element => cell.type === 'element')
        .forEach((cell, column) => {
          if (headings[column]) cell.properties.dataLabel = headings[column];
        });
    }
  }
}

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * Links and images keep only safe destinations: http(s), mailto, tel, and
 * same-site paths. `javascript:`, `data:` and protocol-relative URLs are
 * dropped (the link text stays, as plain text); images may only come from
 * this site, which is also what the CSP allows.
 */
export function rehypeSafeUrls() {
  return (tree: Root) => {
    visitElements(tree, (element) => {
      if (element.tagName === 'a') {
        const href = String(element.properties.href ?? '').trim();
        if (!SAFE_URL.test(href)) {
          element.tagName = 'span';
          element.properties = {};
        }
      } else if (element.tagName === 'img') {
        const src = String(element.properties.src ?? '');
        if (!/^\/(?!\/)/.test(src)) element.properties.src = undefined;
      }
    });
  };
}

/**
 * Numbers and currency in the numeric font (spec section 2): `£1,499`,
 * `33.6%`, `14`, `9:00`, `£449M`, and UK phone numbers as one run. A digit
 * that is part of a word (`WV1`, `1st`) is left alone, as is anything inside
 * a link, code or pre.
 */
export function rehypeNumbers() {
  return (tree: Root) => {
    wrapNumbersIn(tree);
  };
}

const NUMBER = /0\d{3,4} \d{3} \d{3,4}|£?\d+(?:[.,:]\d+)*(?:%|bn|[MK])?/g;
const SKIP_INSIDE = new Set(['a', 'code', 'pre', 'script', 'style']);
const LETTER = /\p{L}/u;

function wrapNumbersIn(parent: Root | Element): void {
  const next: (RootContent | ElementContent)[] = [];
  for (const child of parent.children as (RootContent | ElementContent)[]) {
    if (child.type === 'text') {
      next.push(...splitNumbers(child));
    } else {
      if (child.type === 'element' && !SKIP_INSIDE.has(child.tagName) && !isNumSpan(child)) wrapNumbersIn(child);
      next.push(child);
    }
  }
  parent.children = next as typeof parent.children;
}

function isNumSpan(element: Element): boolean {
  const className = element.properties.className;
  return element.tagName === 'span' && Array.isArray(className) && className.includes('num');
}

function splitNumbers(node: Text): ElementContent[] {
  const { value } = node;
  const out: ElementContent[] = [];
  let last = 0;
  for (const match of value.matchAll(NUMBER)) {
    const start = match.index;
    const end = start + match[0].length;
    // Part of a word (a postcode, an ordinal): not a figure.
    if (LETTER.test(value[start - 1] ?? '') || LETTER.test(value[end] ?? '')) continue;
    if (start > last) out.push({ type: 'text', value: value.slice(last, start) });
    out.push({
      type: 'element',
      tagName: 'span',
      properties: { className: ['num'] },
      children: [{ type: 'text', value: match[0] }],
    });
    last = end;
  }
  if (last === 0) return [node];
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}

function visitElements(parent: Root | Element, visit: (element: Element) => void): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    visit(child);
    visitElements(child, visit);
  }
}
