// `npm run bench -- edge`: latency through the edge (`npm run edge`: nginx with the shipped
// deploy/nginx, 1 worker) in front of the built service, on loopback (issue 48, docs/operating.md,
// "The edge"). Without the per-client limits (--no-client-limits): every connection comes from
// 127.0.0.1, and the shipped 20 requests a second per address would measure refusals.
// Four targets, p50/p99 by autocannon at 10 and 50 connections, each 4 s a round, three rounds
// taking turns (A B A B), after a warm-up each:
//   page       a page made at build, served by nginx from dist/ (its brotli twin);
//   page-limit nginx alone (no include, no map, no headers; the same keep-alive settings) serving a
//              plain file of the same size;
//   pre-check  a pre-check result, rendered by the service per request (another start month each);
//   pre-check-limit the same plain nginx serving a plain file the size of that answer.
// Prints a table and writes bench/edge-results.json. Bounded: fixed durations, 60 s start-up limits.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startEdge } from '../testing/edge.mjs';
import { builtPagesEnv, freePort, startBuiltServer } from '../testing/loopback.mjs';
import { loadAverage, ROOT } from './builds.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = 3;
const CONNECTIONS = [10, 50];
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const PAGE = '/lenders/mis-sold-black-horse-car-finance';
/** A pre-check result (the answers are the query), another start month each request, 2007 to 2024. */
const preCheckPath = (n) => `/pre-check?start=${2007 + (Math.floor(n / 12) % 18)}-${String((n % 12) + 1).padStart(2, '0')}&type=pcp&via=dealer&for=personal`;

const work = mkdtempSync(join(tmpdir(), 'drivefair-bench-edge-'));
chmodSync(work, 0o755);

function get(port, path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: ACCEPT }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

/** nginx alone, one worker, serving `work/plain/*` as plain files: the limit of what any page through nginx could do here. */
async function startPlainNginx() {
  const port = await freePort();
  const conf = join(work, 'plain.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(work, kind)};`).join(' ');
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${join(work, 'plain.pid')}; error_log stderr warn;
events { worker_connections 1024; }
http { ${temp} access_log off; server_tokens off; keepalive_requests 100; keepalive_timeout 20s;
  server { listen 127.0.0.1:${port}; root ${join(work, 'plain')}; default_type text/html; } }
`,
  );
  const child = spawn(process.env.NGINX_PATH || '/usr/sbin/nginx', ['-p', `${work}/`, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i++) {
    try {
      await get(port, '/');
      break;
    } catch (error) {
      if (i > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { child, port };
}

function cannon(port, connections, path, seconds) {
  let n = 0;
  const requests = typeof path === 'function' ? [{ setupRequest: (req) => ({ ...req, path: path(n++) }) }] : undefined;
  return new Promise((resolve, reject) =>
    autocannon(
      { url: `http://127.0.0.1:${port}${typeof path === 'string' ? path : '/'}`, connections, duration: seconds, headers: ACCEPT, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const service = await startBuiltServer({ root: ROOT, env: { ...builtPagesEnv(ROOT), TRUST_PROXY: '1', LOG_LEVEL: 'warn', DATA_DIR: join(work, 'data') } });
const edge = await startEdge({ root: ROOT, upstream: `127.0.0.1:${service.port}`, noClientLimits: true });
const { mkdirSync } = await import('node:fs');
mkdirSync(join(work, 'plain'));
const page = await get(edge.port, PAGE);
const preCheck = await get(edge.port, preCheckPath(0));
if (page.status !== 200 || page.headers['x-cache-status'] !== undefined) throw new Error(`bench: ${PAGE} is not a file from the edge`);
if (preCheck.status !== 200) throw new Error(`bench: the pre-check answered ${preCheck.status}`);
writeFileSync(join(work, 'plain/page'), Buffer.alloc(page.body.length, 'a'));
writeFileSync(join(work, 'plain/pre-check'), Buffer.alloc(preCheck.body.length, 'a'));
const plain = await startPlainNginx();

const targets = {
  page: [edge.port, PAGE],
  'page-limit': [plain.port, '/page'],
  'pre-check': [edge.port, preCheckPath],
  'pre-check-limit': [plain.port, '/pre-check'],
};
const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, loadBefore: loadAverage() },
  bytes: { page: page.body.length, preCheck: preCheck.body.length, encoding: page.headers['content-encoding'] },
  setup:
    'nginx (deploy/nginx via npm run edge --no-client-limits, 1 worker) in front of the built service; the limit: nginx, 1 worker, a plain file of the same size',
  byConnections: {},
};
try {
  for (const connections of CONNECTIONS) {
    const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (const [port, path] of Object.values(targets)) await cannon(port, connections, path, 1);
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, [port, path]] of Object.entries(targets)) runs[name].push(await cannon(port, connections, path, DURATION_S));
    results.byConnections[connections] = Object.fromEntries(
      Object.entries(runs).map(([name, list]) => [
        name,
        {
          p50Ms: median(list.map((r) => r.latency.p50)),
          p99Ms: Math.max(...list.map((r) => r.latency.p99)),
          requestsPerS: Math.round(median(list.map((r) => r.requests.average))),
          non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
          errors: list.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
        },
      ]),
    );
  }
  results.machine.loadAfter = loadAverage();
  writeFileSync(join(ROOT, 'bench/edge-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`| connections | target | p50 ms | p99 ms | req/s | non-2xx |`);
  console.log(`| --- | --- | --- | --- | --- | --- |`);
  for (const [connections, byTarget] of Object.entries(results.byConnections))
    for (const [name, r] of Object.entries(byTarget)) console.log(`| ${connections} | ${name} | ${r.p50Ms} | ${r.p99Ms} | ${r.requestsPerS} | ${r.non2xx} |`);
  console.log(
    `bytes sent: page ${results.bytes.page} (${results.bytes.encoding}), pre-check ${results.bytes.preCheck}; load ${results.machine.loadBefore} → ${results.machine.loadAfter}`,
  );
} finally {
  plain.child.kill('SIGTERM');
  await edge.stop();
  service.child.kill('SIGINT');
  rmSync(work, { recursive: true, force: true });
}
