// Shared by the test harness (TypeScript), bench/run.mjs and scripts/lighthouse.mjs
// (plain Node scripts), so it is JavaScript with its types beside it.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Chromium, headless, with nothing reaching for the network (brief, The stack). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The SITE_URL and CLAIM_APP_URL the build made its pages for (dist/pages/pages.json). A server started with them
 * serves those pages and makes none at start, about a second of CPU saved (decision 019): for tests that never read
 * a page's own address.
 */
export function builtPagesEnv(root) {
  const { siteUrl, claimAppUrl } = JSON.parse(readFileSync(join(root, 'dist/pages/pages.json'), 'utf8'));
  return { SITE_URL: siteUrl, CLAIM_APP_URL: claimAppUrl };
}

/**
 * Starts the built server (dist/server/index.js, under `root`) on a free
 * loopback port; resolves once /healthz answers 200, within 60 s (the tests'
 * hook timeout: a start takes about 1.5 s, over 15 s on a machine loaded
 * several times over, and a slow start is not a failure). `env` adds
 * to the defaults below; `nodeArgs` go before the script. Its stdout goes to
 * `logFile` (a benchmark's log lines, without the cost of a pipe) or to
 * `output`, which then receives stderr too; else stdout is dropped and stderr shown.
 */
export async function startBuiltServer({ root, env = {}, nodeArgs = [], logFile, output }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Its SITE_URL names its port, so it makes its own pages (decision 019): in a folder of its own, removed when it exits.
  const temp = mkdtempSync(join(tmpdir(), 'drivefair-server-'));
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/index.js'], {
    cwd: root,
    // METRICS_PORT=0: the admin listener on any free port, so servers started side by side never share 9464.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      TMPDIR: temp,
      ...env,
    },
    stdio: output ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFile ? openSync(logFile, 'w') : 'ignore', 'inherit'],
  });
  child.once('exit', () => rmSync(temp, { recursive: true, force: true }));
  if (output) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output(chunk.toString()));
  // Catches a server that never answers, not a slow start: beside six CPU-bound processes, with Chromium busy on
  // the same two cores, a start took over a minute (issue 49).
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, port, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not answer /healthz within 5 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
