/**
 * Build step for the pages (build.mjs runs it as `node dist/server/build-pages.js <distDir> [--quick]`
 * once the manifest is written): every sitemap page, its route data and the
 * 404 page into dist/pages, for the SITE_URL and CLAIM_APP_URL in the
 * environment (the contract's defaults when unset), and the edge's nginx
 * includes for them (dist/pages/edge). A server started with
 * others makes its own at start (server/pages/prerender.ts `pagesFor`).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

process.env.NODE_ENV ??= 'production';
const { loadConfig } = await import('../config/config.ts');
const { readManifest } = await import('../manifest.ts');
const { prerender, QUICK_BROTLI_QUALITY } = await import('../pages/prerender.ts');
const { PAGE_TYPES } = await import('../../testing/pageTypes.ts');
const { writeEdgeConfig } = await import('../pages/edgeConfig.ts');
const { pageHeaderOptions } = await import('../middleware/securityHeaders.ts');

const distDir = process.argv[2] ?? 'dist';
const outDir = join(distDir, 'pages');
rmSync(outDir, { recursive: true, force: true });
const config = loadConfig(process.env);
const started = performance.now();
const manifest = readManifest(distDir);
// Brotli's best for the phones; a quick build (build.mjs --quick, decision 051) the quality a server making its own uses.
const index = await prerender({ config, manifest, distDir, outDir, brotliQuality: process.argv.includes('--quick') ? QUICK_BROTLI_QUALITY : 11 });
// The edge's includes (deploy/nginx): which URLs are these files, and the headers the service sends with them.
writeEdgeConfig(outDir, index, pageHeaderOptions(config.siteUrl, manifest));
console.log(`build: ${index.paths.length} pages and the 404 page for ${index.siteUrl} in ${Math.round(performance.now() - started)} ms`);
// One page of each type, from the route table, for `npm run audit` (scripts/lighthouse.mjs, plain Node).
writeFileSync(join(distDir, 'pageTypes.json'), `${JSON.stringify(PAGE_TYPES)}\n`);
