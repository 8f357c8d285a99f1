/**
 * Bundle budgets, from the build's own record of what it wrote (dist/metafile.json
 * and dist/client/manifest.json): what each route makes a phone download before
 * it can use the page. Issue 22: first-load JavaScript ≤ the data-router floor + 20 KB
 * gzip per route, the floor being React, React DOM and React Router's data router
 * built here by the same esbuild (`floorBytes`); CSS ≤ 12 KB gzip (inlined in every
 * document, decision 008), the markdown
 * renderer, the review form and the fee calculator only in the chunks of the pages
 * that show them, and no image or font bigger than its page shows.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { pageRoutes, type PageRoute } from '../client/routes.tsx';
import { sitemapPaths } from '../client/sitemapPaths.ts';
import { readManifest } from '../server/manifest.ts';
import { ROOT } from '../testing/site.ts';
import { buildTestApp } from '../testing/app.ts';
import { BUDGET_KB, dataRouterFloorBytes, KB } from '../testing/budgets.ts';

const FLOOR = await dataRouterFloorBytes();
const BUDGET = { firstLoadJs: FLOOR + BUDGET_KB.overFloorJs * KB, css: BUDGET_KB.css * KB, imageOrFont: BUDGET_KB.imageOrFont * KB };

interface Metafile {
  outputs: Record<
    string,
    { bytes: number; entryPoint?: string; cssBundle?: string; inputs: Record<string, { bytesInOutput: number }>; imports: { path: string; kind: string }[] }
  >;
}

const dist = join(ROOT, 'dist');
const metafile = JSON.parse(readFileSync(join(dist, 'metafile.json'), 'utf8')) as Metafile;
const manifest = readManifest(dist);

/** '/assets/chunks/x.js' → 'dist/client/assets/chunks/x.js', the metafile's key. */
const outputOf = (url: string) => `dist/client${url}`;
const gzipSizes = new Map<string, number>();
function gzipSize(output: string): number {
  let size = gzipSizes.get(output);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(ROOT, output)), { level: 9 }).length;
    gzipSizes.set(output, size);
  }
  return size;
}

/** Everything a first visit to the route downloads: the entry's static closure and the page chunk's. */
function firstLoad(route: PageRoute): string[] {
  const { page: folder } = route.handle;
  const page = folder ? manifest.pages[folder] : [];
  if (!page) throw new Error(`no chunk for ${folder} in the manifest`);
  return [...new Set([...manifest.entryImports, ...page].map(outputOf))];
}

const allRoutes = pageRoutes;
const chunkOf = (route: PageRoute) => route.handle.page ?? '(shell only)';
const exampleUrl = (route: PageRoute) => route.handle.sitemap?.[0] ?? (route.id === 'fallback' ? '/any-page' : '/a/b/c');

/** The biggest inputs (node_modules folded to their package) across some outputs. */
function largestInputs(outputs: string[], count: number): [string, number][] {
  const sizes = new Map<string, number>();
  for (const output of outputs) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[output]?.inputs ?? {})) {
      const name = input.replace(/^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1');
      sizes.set(name, (sizes.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** Output files holding any input that matches. */
function outputsWith(input: RegExp): string[] {
  return Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith('.js') && Object.keys(output.inputs).some((name) => input.test(name)))
    .map(([file]) => file);
}

/** Chunks that may carry a feature, and the pages allowed to load them. */
const FEATURES = [
  {
    name: 'markdown renderer',
    input: /(^|\/)node_modules\/(unified|remark-[\w-]+|rehype-[\w-]+|micromark[\w-]*|mdast-[\w-]+|hast-util-[\w-]+)\/|^shared\/markdown\.tsx$/,
    pages: ['legal', 'key-facts'],
  },
  // ReviewCarousel and ReviewCard show the published reviews on many pages; the form is everything else named Review*.
  { name: 'review form', input: /^client\/components\/(Review(?!Carousel)\w*|reviewForm\w*)\.tsx$/, pages: ['customer-review'] },
  { name: 'fee calculator', input: /^client\/components\/FeeCalculator\.tsx$/, pages: ['key-facts'] },
  // Issue 47, decision 035: the pre-check's one engine runs on the device for the visitor's list, loaded once that page is live.
  { name: 'pre-check engine', input: /^server\/preCheck\/eligibility\.ts$/, pages: ['my-agreements'] },
];

/**
 * The only server modules a browser chunk may hold (decision 035): the pre-check's engine and its facts module,
 * whose file checking stays on the server (`schemeScopeFile.server.ts`; the browser gets its `.client.ts` twin).
 */
const ENGINE_ON_THE_DEVICE = ['shared/pre-check/eligibility.ts', 'shared/figures/schemeScope.ts', 'shared/figures/schemeScopeFile.client.ts'];

describe('bundle budgets', () => {
  const rows = allRoutes.map((route) => {
    const files = firstLoad(route);
    return { route, files, bytes: files.reduce((sum, file) => sum + gzipSize(file), 0) };
  });

  afterAll(() => {
    const entryBytes = manifest.entryImports.map(outputOf).reduce((sum, file) => sum + gzipSize(file), 0);
    const lines = [
      `first-load JavaScript per route (gzip -9; shared entry closure ${(entryBytes / KB).toFixed(1)} KB), budget ${(BUDGET.firstLoadJs / KB).toFixed(1)} KB = data-router floor ${(FLOOR / KB).toFixed(1)} KB + ${BUDGET_KB.overFloorJs} KB`,
      `${'route'.padEnd(34)} ${'example'.padEnd(40)} ${'chunk'.padEnd(20)} files   KB gzip`,
      ...rows.map(
        ({ route, files, bytes }) =>
          `${route.id.padEnd(34)} ${exampleUrl(route).slice(0, 40).padEnd(40)} ${chunkOf(route).padEnd(20)} ${String(files.length).padStart(5)} ${(bytes / KB).toFixed(1).padStart(9)}`,
      ),
      `CSS, inline in every document (${manifest.styles.href}): ${(gzipSync(manifest.styles.text, { level: 9 }).length / KB).toFixed(1)} KB gzip, budget ${BUDGET.css / KB} KB`,
      `largest modules in the shared entry closure (minified bytes before gzip):`,
      ...largestInputs(manifest.entryImports.map(outputOf), 12).map(([name, bytes]) => `  ${String(bytes).padStart(7)}  ${name}`),
    ];
    console.log(lines.join('\n'));
  });

  it('loads the shell as the entry, one shared chunk and React DOM (build.mjs, oneShellChunkPlugin; client/entry.tsx)', () => {
    expect(manifest.entryImports).toHaveLength(3);
  });

  it("gives React DOM's chunk, and only it, V8's compile hint first in the file (build.mjs, addCompileHint)", () => {
    const atStart = manifest.entryImports.map(outputOf);
    const reactDom = atStart.find((file) => metafile.outputs[file]?.entryPoint === 'client/reactDomClient.ts');
    expect(reactDom).toBeDefined();
    const text = readFileSync(join(ROOT, reactDom!), 'utf8');
    expect(text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    // The compressed twins the server sends carry the same bytes.
    expect(brotliDecompressSync(readFileSync(join(ROOT, `${reactDom}.br`))).toString('utf8')).toBe(text);
    expect(gunzipSync(readFileSync(join(ROOT, `${reactDom}.gz`))).toString('utf8')).toBe(text);
    for (const file of atStart.filter((other) => other !== reactDom)) {
      expect(readFileSync(join(ROOT, file), 'utf8'), file).not.toContain('allFunctionsCalledOnLoad');
    }
  });

  it('keeps the shared shell (entry closure) within the first-load budget', () => {
    const entryBytes = manifest.entryImports.map(outputOf).reduce((sum, file) => sum + gzipSize(file), 0);
    expect(entryBytes).toBeLessThanOrEqual(BUDGET.firstLoadJs);
  });

  it.each(allRoutes.map((route) => [route.id, route] as const))(
    `%s loads at most the data-router floor + ${BUDGET_KB.overFloorJs} KB of JavaScript (gzip) first`,
    (_id, route) => {
      const row = rows.find((r) => r.route === route)!;
      expect(row.files.length).toBeGreaterThan(1);
      expect(row.bytes, row.files.map((file) => `${relative('dist/client', file)} ${gzipSize(file)}`).join('\n')).toBeLessThanOrEqual(BUDGET.firstLoadJs);
    },
  );

  // The budget (testing/budgets.ts, BUDGET_KB: the one source, which the browser's page checks read too) against
  // what the build's heaviest first load measures: lower the budget below it and this fails. The floor it is set above
  // is measured too, so it cannot be mistaken for a number: React, React DOM and the data router, which every route
  // loads, so no route loads less.
  it('holds the heaviest first load within the budget, and above the floor every route carries', () => {
    const heaviest = rows.reduce((most, row) => (row.bytes > most.bytes ? row : most));
    expect(FLOOR).toBeGreaterThan(60 * KB);
    expect(Math.min(...rows.map((row) => row.bytes))).toBeGreaterThan(FLOOR);
    expect(heaviest.bytes, `${heaviest.route.id}: ${(heaviest.bytes / KB).toFixed(1)} KB gzip`).toBeLessThanOrEqual(BUDGET.firstLoadJs);
  });

  it('inlines at most 12 KB of CSS (gzip), all of it in the one stylesheet', () => {
    const cssOutputs = Object.keys(metafile.outputs).filter((file) => file.endsWith('.css'));
    const entry = Object.values(metafile.outputs).find((output) => output.entryPoint === 'client/entry.tsx');
    expect(entry?.cssBundle, 'JavaScript imports CSS, which would be a second stylesheet').toBeUndefined();
    expect(cssOutputs).toEqual([outputOf(manifest.styles.href)]);
    // What every document carries inside <style>: the built file's bytes (readManifest checks the hash).
    expect(manifest.styles.text).toBe(readFileSync(join(ROOT, outputOf(manifest.styles.href)), 'utf8'));
    expect(gzipSync(manifest.styles.text, { level: 9 }).length).toBeLessThanOrEqual(BUDGET.css);
  });

  it('ships no server code to the browser: no server/ module, no *.server.ts module, no content file (issues 22, 48)', () => {
    const serverInputs = Object.entries(metafile.outputs)
      .filter(([file]) => file.startsWith('dist/client/') && file.endsWith('.js'))
      .flatMap(([file, output]) =>
        Object.keys(output.inputs)
          .filter((input) => /^server\/|\.server\.tsx?$|^raw:|^content\//.test(input) && !ENGINE_ON_THE_DEVICE.includes(input))
          .map((input) => `${input} in ${file}`),
      );
    expect(serverInputs).toEqual([]);
  });

  it.each(FEATURES)('the $name is only in chunks of the pages that show it', ({ name, input, pages }) => {
    // Its pages may load it later, or not at all (rendered on the server only); no other page may load it first.
    const carriers = outputsWith(input);
    const where = rows.filter(({ files }) => carriers.some((file) => files.includes(file))).map(({ route }) => chunkOf(route));
    console.log(`${name}: in ${carriers.length} chunk(s), loaded first by ${[...new Set(where)].join(', ') || 'no route'}`);
    for (const { route, files } of rows) {
      if (pages.includes(chunkOf(route))) continue;
      expect(
        carriers.filter((file) => files.includes(file)),
        `${route.id} (${chunkOf(route)}) must not load the ${name}`,
      ).toEqual([]);
    }
  });
});

const IMAGE_OR_FONT = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.svg', '.ico', '.woff', '.woff2']);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => (item.isDirectory() ? walk(join(dir, item.name)) : [join(dir, item.name)]));
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('images and fonts', () => {
  const files = walk(join(dist, 'client')).filter((file) => IMAGE_OR_FONT.has(extname(file).toLowerCase()));

  it('has some to check', () => {
    expect(files.length).toBeGreaterThan(3);
  });

  it.each(files.map((file) => [relative(join(dist, 'client'), file), file]))('%s is at most 60 KB', (_name, file) => {
    expect(statSync(file).size).toBeLessThanOrEqual(BUDGET.imageOrFont);
  });

  it('sizes each icon as the document and the web manifest declare it', () => {
    const webManifest = JSON.parse(readFileSync(join(dist, 'client/public/site.webmanifest'), 'utf8')) as { icons: { src: string; sizes: string }[] };
    for (const icon of webManifest.icons.filter((i) => i.src.endsWith('.png'))) {
      const { width, height } = pngSize(join(dist, 'client/public', icon.src));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(pngSize(join(dist, 'client/public/apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    // The social card is shown by other sites at 1200 × 630 (og:image), no larger.
    const card = pngSize(join(dist, 'client/public/social-card.png'));
    expect(card.width).toBeLessThanOrEqual(1200);
  });

  it('serves no <img> more than twice the size its page shows it at', async () => {
    const { app } = await buildTestApp();
    const pagesToCheck = [...new Set([...sitemapPaths(), '/vehicles/ford', '/a/b/c'])];
    const checked: string[] = [];
    for (const path of pagesToCheck) {
      const html = (await request(app).get(path)).text;
      for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
        const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
        const width = Number(/\swidth="(\d+)"/.exec(tag)?.[1]);
        const height = Number(/\sheight="(\d+)"/.exec(tag)?.[1]);
        expect(src, tag).toBeDefined();
        expect(width > 0 && height > 0, `${path}: ${tag} needs width and height`).toBe(true);
        if (!src!.startsWith('/') || src!.startsWith('//')) continue;
        const file = src!.startsWith('/assets/') ? join(dist, 'client', src!) : join(dist, 'client/public', src!);
        expect(statSync(file).size, `${path}: ${src}`).toBeLessThanOrEqual(BUDGET.imageOrFont);
        if (file.endsWith('.png')) {
          const intrinsic = pngSize(file);
          expect(intrinsic.width, `${path}: ${src} is ${intrinsic.width} px wide, shown at ${width}`).toBeLessThanOrEqual(width * 2);
        }
        checked.push(src!);
      }
    }
    console.log(`images on pages: ${[...new Set(checked)].join(', ') || 'none'}`);
  });
});
