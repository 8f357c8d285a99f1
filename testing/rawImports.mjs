// Module hooks (node:module `register`) for the Playwright runner's processes (playwright.config.ts): a
// `?raw` import is the file's text, as Vite gives it to vitest and build.mjs's `rawPlugin` to the build, so
// a `*.e2e.ts` file may import the modules that read content files (the figures registry, the lenders).
import { readFile } from 'node:fs/promises';

export async function load(url, context, nextLoad) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'file:' || parsed.search !== '?raw') return nextLoad(url, context);
  parsed.search = '';
  const text = await readFile(parsed, 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
