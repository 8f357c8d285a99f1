/**
 * Issue 20: the status timeline lost its padding because a second
 * `.scheme-status__timeline` rule, in another part of the stylesheet, set it
 * again. Two rules setting the same property on the same selector in the same
 * media context mean one of them is dead or fighting the other; the built
 * stylesheet has none.
 */
import { readManifest } from '../manifest.ts';
import { ROOT } from '../../testing/site.ts';
import { join } from 'node:path';

interface Rule {
  readonly context: string;
  readonly selectors: readonly string[];
  readonly properties: readonly string[];
}

/** Splits on `separator` outside strings, parentheses and brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The style rules of a stylesheet, each with the at-rules it sits in. Keyframes and font faces are not style rules. */
function styleRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  const contexts: string[] = [];
  let skipDepth = 0;
  let quote = '';
  let start = 0;
  let prelude = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') {
      prelude = text.slice(start, i).trim();
      start = i + 1;
      if (skipDepth > 0 || /^@(?:-\w+-)?(?:keyframes|font-face|page|property)\b/.test(prelude)) skipDepth++;
      else if (prelude.startsWith('@')) contexts.push(prelude.replace(/\s+/g, ' '));
      else {
        const close = text.indexOf('}', i);
        const body = text.slice(i + 1, close);
        const properties = splitTopLevel(body, ';')
          .map((declaration) => declaration.slice(0, declaration.indexOf(':')).trim().toLowerCase())
          .filter((property) => property && !property.startsWith('--'));
        rules.push({ context: contexts.join(' / '), selectors: splitTopLevel(prelude, ','), properties: [...new Set(properties)] });
        i = close;
        start = close + 1;
      }
    } else if (c === '}') {
      if (skipDepth > 0) skipDepth--;
      else contexts.pop();
      start = i + 1;
    }
  }
  return rules;
}

/** Each selector, context and property set by more than one rule. */
function duplicateDeclarations(css: string): string[] {
  const seen = new Map<string, number>();
  for (const rule of styleRules(css)) {
    for (const selector of rule.selectors) {
      for (const property of rule.properties) {
        const key = `${rule.context ? `${rule.context} ` : ''}${selector.replace(/\s+/g, ' ')} { ${property} }`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
  }
  return [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`);
}

describe('the built stylesheet', () => {
  it('finds a property set twice on one selector, and only in the same media context', () => {
    const css = '.a{padding:1px}@media (min-width:1px){.a{padding:0}}.b,.a{padding:0;color:red}@keyframes k{0%{opacity:0}to{opacity:1}}';
    expect(duplicateDeclarations(css)).toEqual(['.a { padding } ×2']);
    expect(duplicateDeclarations('.a{background:url("x;y")}.a{color:red}')).toEqual([]);
  });

  it('sets no property twice on the same selector in the same media context', () => {
    const { styles } = readManifest(join(ROOT, 'dist'));
    expect(styleRules(styles.text).length).toBeGreaterThan(100);
    expect(duplicateDeclarations(styles.text)).toEqual([]);
  });
});
