// `npm run figures [-- --site http://localhost:3000] [--today YYYY-MM-DD]`
//
// For operators before publishing: prints every entry of the figures registry
// (content/figures.yaml, read through shared/figures/figures.ts) with the pages that show it, whose figure it is, its
// source, when it was last checked and how many days ago; then exits 1 if a
// figure has not been checked for more than 90 days, a figure of the firm's
// own has no evidence reference (or, with --site, one confined to /our-figures
// until then is shown on another page), the review policy has not been
// reviewed by the operator or a recorded Google rating was read more than 90
// days ago (content/review-policy.yaml), a detail of the firm or its law
// firm (shared/brand/brand.ts) is still an example, or a name the lender finder knows
// (shared/lenders/lenderAliases.ts) has not been checked for 90 days. Not part of `npm test`: the calendar
// must not fail CI. The logic is shared/figures/figuresReport.ts, unit-tested.
//
// The shared modules are TypeScript, so they are bundled in memory with
// esbuild (no build needed, nothing written) and imported from a data: URL;
// the content files come in as text (`?raw`, as build.mjs does) and are
// checked by the same schema as the build's.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { site: { type: 'string' }, today: { type: 'string' } },
});

const entry = `
export { allFacts } from './shared/figures/factRegistry.ts';
export { figuresReport, formatReport, pagesShowing, pageText } from './shared/figures/figuresReport.ts';
export { reviewProblems } from './shared/reviews/reviews.ts';
export { brandExamples } from './server/config/brandExamples.ts';
export { lenderAliases } from './shared/lenders/lenderAliases.ts';
export { lenderNameProblems } from './shared/figures/figuresReport.ts';
`;
const bundled = await build({
  stdin: { contents: entry, resolveDir: root, sourcefile: 'figures-entry.ts', loader: 'ts' },
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
  // The bundle runs from a data: URL, where the CommonJS packages bundled in (yaml) have no require of their own.
  banner: { js: `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(join(root, 'package.json'))});` },
  plugins: [
    {
      name: 'raw',
      setup(raw) {
        raw.onResolve({ filter: /\?raw$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.replace(/\?raw$/, '')), namespace: 'raw' }));
        raw.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
      },
    },
  ],
});
const { allFacts, brandExamples, figuresReport, formatReport, lenderAliases, lenderNameProblems, pagesShowing, pageText, reviewProblems } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);

const today = args.today ? new Date(`${args.today}T12:00:00Z`) : new Date();
if (Number.isNaN(today.getTime())) {
  console.error(`figures: --today must be YYYY-MM-DD, not "${args.today}"`);
  process.exit(2);
}

/** Every page in the running site's sitemap, as visible text. Sitemap URLs use SITE_URL; fetch them from --site. */
async function sitePages(site) {
  const origin = new URL(site).origin;
  const sitemap = await fetch(new URL('/sitemap.xml', origin));
  if (!sitemap.ok) throw new Error(`GET /sitemap.xml answered ${sitemap.status}`);
  const paths = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1].replace(/&amp;/g, '&')).pathname);
  const pages = [];
  const failures = [];
  for (const path of paths) {
    // Every client gets the whole document; the report names itself in the User-Agent as a crawler would.
    const response = await fetch(new URL(path, origin), { headers: { 'User-Agent': 'Googlebot/2.1 (figures report)' } });
    if (response.ok) pages.push({ path, text: pageText(await response.text()) });
    else failures.push(`page ${path}: answered ${response.status}, so the figures it shows are not listed`);
  }
  return { pages, failures };
}

const facts = allFacts();
let pagesByFact;
const pageFailures = [];
if (args.site) {
  try {
    const { pages, failures } = await sitePages(args.site);
    pagesByFact = pagesShowing(facts, pages);
    pageFailures.push(...failures);
  } catch (error) {
    console.error(`figures: could not read the pages from ${args.site}: ${error.message}`);
    process.exit(2);
  }
}

const report = figuresReport(facts, {
  today,
  pagesByFact,
  otherProblems: [...reviewProblems(undefined, today), ...brandExamples(), ...lenderNameProblems(lenderAliases, today), ...pageFailures],
});
process.stdout.write(formatReport(report));
const oldest = lenderAliases.map((alias) => alias.checked).sort()[0];
process.stdout.write(
  `\n${lenderAliases.length} lender names the finder knows, each with its sources (shared/lenders/lenderAliases.ts); oldest check ${oldest}.\n`,
);
process.exit(report.problems.length ? 1 : 0);
