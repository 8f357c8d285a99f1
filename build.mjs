// Builds the site into dist/ (style: esbuild driven by build.mjs).
//   dist/client/assets   hashed ESM chunks and CSS, each with .br and .gz twins
//   dist/client/public   root files (icons, manifest, images), also precompressed
//   dist/client/manifest.json   entry, the stylesheet (href and CSP hash: it is inlined, decision 008)
//                               and each page's preload list, from the metafile
//   dist/server          the Node server (packages stay external)
//   dist/content         the documents and their PDFs (server/build/build-content.ts), precompressed
//   dist/pages           every sitemap page, its route data (.data.json) and the 404 page, made
//                        through the route table for SITE_URL and CLAIM_APP_URL (server/build/build-pages.ts)
// `node build.mjs --watch` rebuilds on change and restarts the server (npm run dev).
// `--quick` (implied by --watch): the pages' brotli twins at quality 5 instead of 11, as a server making its own
// pages does: a build for this machine (the dev loop, the tests' copies of the site), never one to deploy (decision 051).
// The hashed assets' twins stay at 11: a later build keeps them.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { parse as parseYaml, YAMLParseError } from 'yaml';

const root = dirname(new URL(import.meta.url).pathname);
const dist = join(root, 'dist');
/**
 * A build is made here whole, then swapped in for dist/ (`swapIn`): a build
 * that fails leaves the last good one serving (issue 48). Beside dist/, so the
 * swap is a rename on one file system.
 */
const next = join(root, '.dist-next');
const previous = join(root, '.dist-previous');
const watch = process.argv.includes('--watch');
/** A quick build's pages: brotli twins about 12 % larger, made in a tenth of the time. */
const quick = watch || process.argv.includes('--quick');

/** `import text from './file.md?raw'`, as Vite does it, so tests and build agree. */
const rawPlugin = {
  name: 'raw',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.replace(/\?raw$/, '')),
      namespace: 'raw',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      // A content file's YAML is read here, once, and goes into the bundle as JSON: parsing the YAML
      // at every start cost more than anything else the server does before it listens. The schema
      // still checks it at start (shared/content/schema.ts, parseContent). A YAML error stops the build.
      if (!args.path.endsWith('.yaml')) return { contents: text, loader: 'text', watchFiles: [args.path] };
      try {
        return { contents: JSON.stringify(parseYaml(text, { uniqueKeys: true })), loader: 'text', watchFiles: [args.path] };
      } catch (error) {
        if (!(error instanceof YAMLParseError)) throw error;
        // Where the YAML is wrong, as esbuild reports a syntax error: file, line and column, not the import that read it.
        const { line = 1, col = 1 } = error.linePos?.[0] ?? {};
        const location = { file: relative(root, args.path), line, column: col - 1, lineText: text.split('\n')[line - 1] ?? '' };
        return { errors: [{ text: `YAML: ${error.message.split(' at line ')[0]}`, location }], watchFiles: [args.path] };
      }
    });
  },
};

/**
 * One chunk for the shell. esbuild puts a module shared by several entry
 * points (each lazily loaded page or block is one) in a chunk of its own for
 * each different set of them, so React, the router and the shell came in ten
 * small files, each with its own request and compression overhead. Every
 * dynamically imported module here also imports what client/entry.tsx
 * imports (the shell: already loaded before any of them runs), so all of it
 * shares one set: the entry and one shared chunk (and React DOM's own, which
 * the entry imports on its own to run it in a separate task).
 * scripts/budgets.system.test.ts holds it to that.
 */
export const oneShellChunkPlugin = {
  name: 'one-shell-chunk',
  setup(build) {
    // Besides what the entry imports: small modules most pages use, which would otherwise
    // each come as a file of a few hundred bytes per page.
    const shellModules = [
      'client/Document.tsx',
      // The route table's: the article's slug and the fee calculator's query name.
      'shared/blog/articleName.ts',
      'shared/fees/redressInput.ts',
      'shared/lenders/lenderFinderUrl.ts',
      // The route table's paths of the list of agreements and its guide (issue 47).
      'shared/agreements/agreementUrls.ts',
      'client/components/claim/CallToAction.tsx',
      'client/components/figures/ClaimWindow.tsx',
      'client/components/layout/Section.tsx',
    ];
    const shell = shellModules.map((file) => `import ${JSON.stringify(join(root, file))};`).join('');
    const entry = join(root, 'client/entry.tsx');
    const lazyModules = new Set();
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData?.oneShellChunk) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { oneShellChunk: true },
      });
      if (resolved.errors.length) return { errors: resolved.errors };
      if (resolved.namespace === 'file' && /\.tsx?$/.test(resolved.path)) lazyModules.add(resolved.path);
      return { path: resolved.path, namespace: resolved.namespace };
    });
    // The pages come through the route table's one template import (client/routes.tsx), which esbuild
    // expands itself, without asking the resolver: each `client/pages/<page>/page.tsx` is a lazy module too.
    const pageModule = new RegExp(`^${join(root, 'client/pages')}/[\\w-]+/page\\.tsx$`);
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path !== entry && !lazyModules.has(args.path) && !pageModule.test(args.path)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      return { contents: `${shell}\n${source}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * Loaders run on the server only (decision 022). In the browser build every
 * `*.server.ts` module (a page's `loader.server.ts`, the root's) is replaced
 * by the `*.client.ts` beside it if there is one, else by client/routeData.ts,
 * whose `loader` fetches the same loader's JSON from the server. So the route
 * table is one file for both sides, and no server code reaches a chunk (but
 * the pre-check's engine, which /my-agreements loads itself: decision 035).
 */
export const serverModulesPlugin = {
  name: 'server-modules',
  setup(build) {
    build.onResolve({ filter: /\.server\.tsx?$/ }, (args) => {
      const file = resolve(args.resolveDir, args.path);
      const beside = file.replace(/\.server\.tsx?$/, '.client.ts');
      return { path: existsSync(beside) ? beside : join(root, 'client/routeData.ts') };
    });
  },
};

const clientOptions = {
  absWorkingDir: root,
  entryPoints: { entry: 'client/entry.tsx', styles: 'client/styles/main.css' },
  outdir: 'dist/client/assets',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  publicPath: '/assets',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome109', 'edge109', 'firefox115', 'safari15.6'],
  jsx: 'automatic',
  minify: true,
  sourcemap: 'linked',
  metafile: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  plugins: [rawPlugin, serverModulesPlugin, oneShellChunkPlugin],
  logLevel: 'warning',
};

const serverOptions = {
  absWorkingDir: root,
  entryPoints: {
    index: 'server/index.ts',
    ...(existsSync(join(root, 'server/reviews/export-reviews.ts')) && { 'export-reviews': 'server/reviews/export-reviews.ts' }),
    // Issue 46: moderation (`npm run reviews`) and publishing (`npm run reviews:publish`).
    reviews: 'server/reviews/reviews-command.ts',
    'publish-reviews': 'server/reviews/publish-reviews.ts',
    ...(existsSync(join(root, 'server/build/build-content.ts')) && { 'build-content': 'server/build/build-content.ts' }),
    'build-pages': 'server/build/build-pages.ts',
  },
  outdir: 'dist/server',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  // server/index.ts sets NODE_ENV before importing the app; splitting keeps that order.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  plugins: [rawPlugin],
  logLevel: 'warning',
};

/** Each page's first-load modules (its chunk, `client/pages/<page>/page.tsx`, and everything it statically imports), by its folder. */
export function manifestFromMetafile(metafile, out = dist) {
  const outputs = metafile.outputs;
  const assets = relative(root, join(out, 'client/assets'));
  const url = (file) => `/assets/${relative(assets, file)}`;
  const staticClosure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) staticClosure(imported.path, seen);
    }
    return seen;
  };
  const files = Object.keys(outputs).filter((file) => !file.endsWith('.map'));
  const entry = files.find((file) => outputs[file].entryPoint === 'client/entry.tsx');
  const css = files.find((file) => file.endsWith('.css') && outputs[file].entryPoint === 'client/styles/main.css');
  if (!entry || !css) throw new Error('build: entry or stylesheet missing from the metafile');
  const pages = {};
  for (const file of files) {
    const match = /^client\/pages\/([\w-]+)\/page\.tsx$/.exec(outputs[file].entryPoint ?? '');
    if (match) pages[match[1]] = [...staticClosure(file)].map(url);
  }
  // What the entry loads at start: its static imports, and what it imports dynamically itself
  // (React DOM, to run in a task of its own: client/entry.tsx), all preloaded together.
  const atStart = staticClosure(entry);
  for (const imported of outputs[entry].imports) {
    if (imported.kind === 'dynamic-import' && outputs[imported.path]?.entryPoint === 'client/reactDomClient.ts') staticClosure(imported.path, atStart);
  }
  return { entry: url(entry), entryImports: [...atStart].map(url), styles: inlineStylesheet(url(css), readFileSync(join(root, css), 'utf8')), pages };
}

/**
 * The stylesheet goes into every server-rendered document's <head> as it is
 * (decision 008): its href is the key React adopts that <style> by, and the
 * CSP allows it by the hash of these exact bytes. The built file is the one
 * source of the text; nothing links it.
 */
export function inlineStylesheet(href, text = readFileSync(join(root, 'dist/client', href), 'utf8')) {
  // Inside <style> only "</style" ends the element, and React rewrites any "<style" it finds,
  // which would change the bytes the hash is taken of.
  if (/<\/?style/i.test(text)) throw new Error(`build: ${href} contains "<style" or "</style", which cannot be inlined as is`);
  return { href, sha256: createHash('sha256').update(text, 'utf8').digest('base64') };
}

/**
 * V8's explicit compile hint (Chrome 136+): `//# allFunctionsCalledOnLoad`
 * first in a file has its functions compiled while it downloads, on a
 * background thread, instead of on the main thread when first called. React
 * DOM's chunk (client/reactDomClient.ts) is all called as the page hydrates,
 * so its evaluation no longer makes a long main-thread task on a slow phone
 * (decision 011 has the measurement). Only that chunk: compiling every chunk
 * eagerly only adds background work. Its source map gets one empty line in
 * front to match.
 */
export function addCompileHint(metafile, entryPoint = 'client/reactDomClient.ts') {
  const file = Object.keys(metafile.outputs).find((output) => metafile.outputs[output].entryPoint === entryPoint && output.endsWith('.js'));
  if (!file) throw new Error(`build: no chunk for ${entryPoint} to give a compile hint`);
  const path = join(root, file);
  writeFileSync(path, `//# allFunctionsCalledOnLoad\n${readFileSync(path, 'utf8')}`);
  // Its name is esbuild's hash of the bytes before the hint: compressed twins from an earlier
  // build without it must not be kept (precompress keeps existing twins).
  for (const twin of [`${path}.br`, `${path}.gz`]) rmSync(twin, { force: true });
  if (existsSync(`${path}.map`)) {
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
    writeFileSync(`${path}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => (item.isDirectory() ? walk(join(dir, item.name)) : [join(dir, item.name)]));
}

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml|ico|map|md)$/;

/**
 * Brotli and gzip twins for every compressible file, served by negotiation. A
 * source map gets only the gzip twin: developer tools fetch it, a visitor's
 * phone never does, and brotli's best on the maps' 3 MB took 10 of a clean
 * build's 31 s.
 */
export function precompress(dir) {
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || existsSync(`${file}.gz`)) continue; // hashed twins from an earlier build stay valid
    const body = readFileSync(file);
    if (body.length < 256) continue;
    if (!file.endsWith('.map')) writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

function buildId(manifest, out) {
  const hash = createHash('sha256').update(JSON.stringify(manifest));
  for (const file of walk(join(out, 'server')).sort()) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds into .dist-next/ and swaps it in for dist/ only once it is whole. A
 * failure (a content error, a YAML or TypeScript error) leaves dist/ as it was
 * and says what is wrong in a line per problem, without a stack: the steps
 * print their own errors (esbuild its messages, the content steps their
 * ContentError's lines, scripts/contentErrors.mjs), and this one line more.
 */
async function buildOnce() {
  const started = Date.now();
  rmSync(next, { recursive: true, force: true });
  // Hashed assets are kept: a server started before this build still serves the
  // files its pages name (content-addressed, so old ones never collide).
  // `--clean` starts from nothing.
  if (!process.argv.includes('--clean') && existsSync(join(dist, 'client/assets'))) {
    cpSync(join(dist, 'client/assets'), join(next, 'client/assets'), { recursive: true });
  }
  try {
    await buildInto(next);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  swapIn();
  console.log(`build: dist/ ready in ${Date.now() - started} ms`);
}

/** The whole build into `out`. */
async function buildInto(out) {
  const outdir = (path) => relative(root, join(out, path));
  // Both settled before a failure is thrown: the other build must not write into `out` once it is removed.
  const [client, server] = await Promise.allSettled([
    esbuild.build({ ...clientOptions, outdir: outdir('client/assets') }),
    esbuild.build({ ...serverOptions, outdir: outdir('server') }),
  ]);
  for (const result of [client, server]) if (result.status === 'rejected') throw result.reason;
  const { metafile } = client.value;
  // Its record as it reads once swapped in: outputs named under dist/, where tests and tools look for them.
  const staged = `"${relative(root, out)}/`;
  writeFileSync(join(out, 'metafile.json'), JSON.stringify(metafile).replaceAll(staged, `"${relative(root, dist)}/`));
  addCompileHint(metafile);
  cpSync(join(root, 'public'), join(out, 'client/public'), { recursive: true });
  buildContent(out);
  precompress(join(out, 'client'));
  precompress(join(out, 'content'));
  const manifest = manifestFromMetafile(metafile, out);
  writeFileSync(join(out, 'client/manifest.json'), JSON.stringify({ ...manifest, buildId: buildId(manifest, out) }, null, 2));
  buildStep(join(out, 'server/build-pages.js'), [out, ...(quick ? ['--quick'] : [])]);
  writeFileSync(join(out, '.build-stamp'), new Date().toISOString());
}

/**
 * The finished build in dist/'s place: two renames, so dist/ is never a build
 * in the making; a server already running reads the new files from then on,
 * as it did when the build wrote over dist/.
 */
function swapIn() {
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, previous);
  renameSync(next, dist);
  rmSync(previous, { recursive: true, force: true });
}

/** A build step run by Node, its content errors as their lines alone (scripts/contentErrors.mjs). */
function buildStep(script, args) {
  execFileSync(process.execPath, ['--import', join(root, 'scripts/contentErrors.mjs'), script, ...args], { stdio: 'inherit', cwd: root });
}

/** Documents and PDFs: server/build/build-content.ts when present, else the markdown as is. */
function buildContent(out) {
  const contentOut = join(out, 'content');
  mkdirSync(contentOut, { recursive: true });
  const script = join(out, 'server/build-content.js');
  if (existsSync(script)) {
    buildStep(script, [join(root, 'content'), contentOut]);
  } else {
    for (const file of readdirSync(join(root, 'content'))) {
      if (file.endsWith('.md')) cpSync(join(root, 'content', file), join(contentOut, file));
    }
  }
}

/**
 * A failed build's last line. The failing step has said why already (esbuild
 * its messages, a build step its lines on stderr); anything else is a fault of
 * the build itself, whose stack is worth seeing.
 */
function failed(error) {
  const saidAlready = Array.isArray(error?.errors) || (typeof error?.status === 'number' && Array.isArray(error?.output));
  if (!saidAlready) console.error(error);
  console.error(`build: failed; ${existsSync(dist) ? 'dist/ still holds the last good build' : 'there is no build in dist/'}`);
}

async function watchAndServe() {
  await buildOnce();
  let server;
  const restart = () => {
    server?.kill('SIGTERM');
    server = spawn(process.execPath, ['dist/server/index.js'], { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'development' } });
  };
  // One build at a time, once a save: a save ends both esbuild contexts' builds, and two builds at once race on
  // .dist-next/ (each then failed). A context's first build is its start: buildOnce above made that one.
  let timer;
  let building = false;
  let again = false;
  const rebuild = async () => {
    if (building) return void (again = true);
    building = true;
    do {
      again = false;
      try {
        await buildOnce();
        restart();
      } catch (error) {
        failed(error);
      }
    } while (again);
    building = false;
  };
  const rebuildOnSave = () => {
    let started = false;
    return {
      name: 'rebuild',
      setup: (build) =>
        build.onEnd((result) => {
          if (!started) return void (started = true);
          if (result.errors.length) return;
          clearTimeout(timer);
          timer = setTimeout(rebuild, 150);
        }),
    };
  };
  const contexts = await Promise.all([
    esbuild.context({ ...clientOptions, outdir: join(root, '.watch/client'), plugins: [rawPlugin, serverModulesPlugin, oneShellChunkPlugin, rebuildOnSave()] }),
    esbuild.context({ ...serverOptions, outdir: join(root, '.watch/server'), plugins: [rawPlugin, rebuildOnSave()] }),
  ]);
  await Promise.all(contexts.map((context) => context.watch()));
  restart();
  console.log('dev: watching for changes');
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  try {
    if (watch) await watchAndServe();
    else await buildOnce();
  } catch (error) {
    failed(error);
    process.exitCode = 1;
  }
}
