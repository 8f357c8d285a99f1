import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Config } from '../config/config.ts';
import type { Logger } from '../logger.ts';
import { BuildDamaged, type AssetManifest } from '../manifest.ts';
import { routeDataOf, siteDocument } from '../render/document.tsx';
import { preloadAllPages } from '../render/routeHandler.ts';
import { REVIEW_SUBMITTED_PATH } from '../../client/pages/customer-review/action.server.ts';
import { sitemapPaths } from '../../client/sitemapPaths.ts';
import { dataFileOf, NOT_FOUND_FILE, pageFileOf, PAGES_INDEX, type PagesIndex } from './pageFiles.ts';

/**
 * Locations with a query their page reads that are still one page for everyone: the thank-you page a
 * review without JavaScript lands on, so it is never refused for load (issue 30: a review never is).
 */
const EXTRA_LOCATIONS = [REVIEW_SUBMITTED_PATH];

/** A path only the route table's 404 answers: the 404 page is the same at every path. */
const NOT_FOUND_PATH = '/not-a-page/not-a-page';

/**
 * The whole document once everything is ready. With no Suspense boundary
 * left pending and none outlined for size, React writes the markup in place
 * and none of its inline scripts, so the bytes suit the constant CSP.
 */
export function renderComplete(node: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk)); // React may reuse its view of the bytes
        done();
      },
    });
    sink.on('finish', () => (failure ? reject(failure instanceof Error ? failure : new Error(String(failure))) : resolve(Buffer.concat(chunks))));
    const { pipe } = renderToPipeableStream(node, {
      // React 19.2+ outlines a finished boundary past 12,800 bytes and moves it into place with an inline script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => pipe(sink),
      onShellError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
      onError: (error) => void (failure ??= error),
    });
  });
}

export interface PrerenderOptions {
  readonly config: Pick<Config, 'siteUrl' | 'claimAppUrl'>;
  readonly manifest: AssetManifest;
  /** dist/: the built documents are read from its content folder. */
  readonly distDir: string;
  readonly outDir: string;
  /** 11 at build; lower when a server makes its own pages at start (`pagesFor`). */
  readonly brotliQuality: number;
}

/** Pages made at a server's start, or by a quick build (build.mjs --quick): a tenth of quality 11's time, about 12 % larger. */
export const QUICK_BROTLI_QUALITY = 5;

/** A page's brotli twin at this quality. */
export function brotliTwin(body: Buffer, quality: number): Buffer {
  return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

function write(file: string, body: Buffer, brotliQuality: number) {
  mkdirSync(dirname(file), { recursive: true });
  const twins: [string, Buffer][] = [
    [file, body],
    [`${file}.br`, brotliTwin(body, brotliQuality)],
    [`${file}.gz`, gzipSync(body, { level: 9 })],
  ];
  for (const [name, bytes] of twins) writeFileSync(name, bytes);
}

/**
 * Every sitemap page, its route data and the 404 page, through the route
 * table, its loaders and the document render a request uses (React Router's
 * `prerender`, in data mode): an `.html` and a `.data` file for each path,
 * each with brotli and gzip twins, and `pages.json` saying which
 * configuration they were made for.
 */
export async function prerender({ config, manifest, distDir, outDir, brotliQuality }: PrerenderOptions): Promise<PagesIndex> {
  await preloadAllPages();
  const { handler, documentFor } = siteDocument({ siteUrl: config.siteUrl, claimAppUrl: config.claimAppUrl }, { manifest, distDir });
  const paths = [...new Set(sitemapPaths())];
  for (const path of [...paths, ...EXTRA_LOCATIONS]) {
    const { context } = await handler.contextAt(path);
    if (context.statusCode !== 200) throw new Error(`prerender: ${path} answered ${context.statusCode}, but the sitemap lists it`);
    write(join(outDir, pageFileOf(path)), await renderComplete(documentFor(context)), brotliQuality);
    write(join(outDir, dataFileOf(path)), Buffer.from(JSON.stringify(routeDataOf(context))), brotliQuality);
  }
  const { context } = await handler.contextAt(NOT_FOUND_PATH);
  write(join(outDir, NOT_FOUND_FILE), await renderComplete(documentFor(context)), brotliQuality);
  const index: PagesIndex = { buildId: manifest.buildId, siteUrl: config.siteUrl, claimAppUrl: config.claimAppUrl, paths, locations: EXTRA_LOCATIONS };
  writeFileSync(join(outDir, PAGES_INDEX), JSON.stringify(index, null, 2));
  return index;
}

function readIndex(dir: string): PagesIndex | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, PAGES_INDEX), 'utf8')) as PagesIndex;
  } catch {
    return undefined;
  }
}

/**
 * The build's own index (dist/pages/pages.json): every build writes one, so
 * one that is missing or does not parse is a damaged build, refused at start
 * (BuildDamaged), never made again over it.
 */
export function readBuiltIndex(distDir: string): PagesIndex {
  const file = join(distDir, 'pages', PAGES_INDEX);
  let index: Partial<PagesIndex>;
  try {
    index = JSON.parse(readFileSync(file, 'utf8')) as Partial<PagesIndex>;
  } catch (error) {
    throw new BuildDamaged(`The build's pages index ${file} cannot be read: run "npm run build" (${(error as Error).message})`, { cause: error });
  }
  if (typeof index?.buildId !== 'string' || !Array.isArray(index.paths)) {
    throw new BuildDamaged(`The build's pages index ${file} is not one: run "npm run build"`);
  }
  return index as PagesIndex;
}

const madeFor = (index: PagesIndex | undefined, config: PrerenderOptions['config'], manifest: AssetManifest) =>
  index?.buildId === manifest.buildId && index.siteUrl === config.siteUrl && index.claimAppUrl === config.claimAppUrl;

/**
 * The folder of pages this server serves: the build's (dist/pages) when it
 * was made for this SITE_URL and CLAIM_APP_URL, which every canonical link
 * and claim link carries. Otherwise the same pages are made once for this
 * configuration, before the server listens, into a folder named by the build
 * and the configuration (so replicas and restarts reuse it) under the
 * system's temporary folder (decision 019).
 */
export async function pagesFor(
  config: PrerenderOptions['config'],
  { distDir, manifest, logger }: { distDir: string; manifest: AssetManifest; logger: Logger },
): Promise<string> {
  const built = join(distDir, 'pages');
  if (madeFor(readBuiltIndex(distDir), config, manifest)) return built;
  const key = createHash('sha256').update(`${manifest.buildId}\n${config.siteUrl}\n${config.claimAppUrl}`).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `drivefair-pages-${key}`);
  if (madeFor(readIndex(dir), config, manifest)) return dir;
  const started = performance.now();
  const making = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await prerender({ config, manifest, distDir, outDir: making, brotliQuality: QUICK_BROTLI_QUALITY });
    try {
      renameSync(making, dir);
    } catch {
      // Another process made them first: theirs are the same pages.
      if (!madeFor(readIndex(dir), config, manifest)) throw new Error(`pages: could not move ${making} to ${dir}`);
    }
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  logger.info({ dir, ms: Math.round(performance.now() - started) }, 'pages made for this SITE_URL and CLAIM_APP_URL (build with them to skip this)');
  return dir;
}
