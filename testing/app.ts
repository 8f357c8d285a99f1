/** Builds the app in-process for supertest, with its log captured in memory. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createApp, type AppDeps } from '../server/app.ts';
import { loadConfig, type Config } from '../server/config/config.ts';
import { createLogger } from '../server/logger.ts';
import { readManifest } from '../server/manifest.ts';
import { pagesFor } from '../server/pages/prerender.ts';
import { preloadAllPages } from '../server/render/routeHandler.ts';
import { sqliteReviewStore } from '../server/reviews/sqliteStore.ts';
import { ROOT } from './site.ts';

export interface TestApp {
  /** The site's request listener: supertest takes it as is; `http.createServer(app)` for a real socket. */
  readonly app: ReturnType<typeof createApp>;
  readonly config: Config;
  readonly deps: AppDeps;
  /** Every log line the app wrote, as parsed JSON. */
  readonly logs: () => Record<string, unknown>[];
  /** The raw log text, for "never logged" assertions. */
  readonly logText: () => string;
}

/** Each app's SQLite folder, removed when the test process exits (the database may still be open until then). */
const tempDirs: string[] = [];
process.once('exit', () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export async function buildTestApp(env: Record<string, string> = {}, extraDeps: Partial<AppDeps> = {}): Promise<TestApp> {
  await preloadAllPages();
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const config = loadConfig({ SITE_URL: 'https://drivefair.example', LOG_LEVEL: 'info', ...env });
  const distDir = join(ROOT, 'dist');
  const logger = createLogger(config, sink);
  const manifest = readManifest(distDir);
  const deps: AppDeps = {
    logger,
    manifest,
    distDir,
    // The build's pages for the build's SITE_URL; for another, made once per configuration and reused.
    pagesDir: await pagesFor(config, { distDir, manifest, logger }),
    lifecycle: { ready: true },
    ...extraDeps,
    // Unless a test brings its own, reviews go to an embedded store in a fresh folder.
    reviewStore: extraDeps.reviewStore ?? sqliteReviewStore(tempDir('drivefair-test-reviews-')),
  };
  return {
    app: createApp(config, deps),
    config,
    deps,
    logText: () => text,
    logs: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export const BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
export const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
