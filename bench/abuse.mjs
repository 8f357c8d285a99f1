// `npm run bench -- abuse`: one attacking host against the production server, on loopback (issue 13).
//
// The server runs as an attacker would meet it: `node --max-old-space-size=512 dist/server/index.js`.
// For ATTACK_S seconds, three kinds of connection, each kept up to its count (reopened when the
// server closes it):
//   - non-readers: pipeline requests they never read the answers to, with long URLs (8,000
//     characters, and just under the 2 KB limit: unknown vehicle makes and random queries that
//     once each cost a render and a cache entry);
//   - slow heads: send a header line every 2 s and never finish;
//   - slow bodies: POST /api/reviews with a 10 KB Content-Length, one byte a second;
//   - pipeliners (issue 21): 1,000 `GET /` pipelined in one write (27 KB), answers never read.
// Meanwhile /healthz is asked every 100 ms on a new connection (as a load balancer's health check),
// and the server's RSS is sampled every 200 ms. Prints a table, writes bench/abuse-results.json,
// exits 1 when a goal is missed. Bounded: fixed counts, fixed duration, 15 s start-up limit,
// every socket destroyed at the end, the server stopped.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../testing/loopback.mjs';

const ROOT = join(import.meta.dirname, '..');
const ATTACK_S = Number(process.env.ABUSE_DURATION ?? 30);
// ABUSE_COUNTS='{"nonReaders":0,"slowHeads":0,"slowBodies":0}' (merged with the defaults) runs the pipeliners alone.
const COUNTS = {
  nonReaders: 2_000,
  slowHeads: 2_000,
  slowBodies: 200,
  pipeliners: 200,
  ...(process.env.ABUSE_COUNTS ? JSON.parse(process.env.ABUSE_COUNTS) : {}),
};
/** Requests each pipeliner sends at once (the attack: 200 × 1,000 killed a 512 MB heap in 10 s). */
const PIPELINED_GETS = 1_000;
const PIPELINED = 8;
const GOALS = { peakRssMb: 300, healthzMaxMs: 1_000 };
/** Connections of each kind opened every 50 ms: about 2,000 new connections a second in all while the attack builds up. */
const OPEN_BATCH = 50;
const REOPEN_AFTER_MS = 1_000;

const work = mkdtempSync(join(tmpdir(), 'drivefair-abuse-'));
let server;
const sockets = new Set();
let stopping = false;

function rssMb(pid) {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
}

function get(port, path, timeoutMs = 5_000) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, headers: { connection: 'close' }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/** Random text, cheaply: a slice of one random pool at a random place (the attacker must not starve the prober). */
const POOL = Array.from({ length: 64 * 1024 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');
const random = (length) => {
  const at = Math.floor(Math.random() * (POOL.length - length));
  return POOL.slice(at, at + length);
};

/**
 * The health check runs in a process of its own, as a load balancer's would: the attacker's
 * event loop (thousands of sockets) must not be what it measures. Prints its latencies as JSON.
 */
const PROBER = `
const { request } = require('node:http');
const [port, seconds] = process.argv.slice(1).map(Number);
const ms = []; const slow = []; const t0 = performance.now(); let failures = 0; const errors = {};
const probe = () => { const started = performance.now();
  const req = request({ host: '127.0.0.1', port, path: '/healthz', headers: { connection: 'close' }, agent: false }, (res) => {
    res.resume(); res.on('end', () => (res.statusCode === 200 ? ms.push(performance.now() - started) : failures++)); if (performance.now() - started > 300) slow.push([Math.round(started - t0), Math.round(performance.now() - started)]); });
  req.setTimeout(3000, () => req.destroy(new Error('timeout'))); req.on('error', (error) => { failures++; errors[error.code ?? error.message] = (errors[error.code ?? error.message] ?? 0) + 1; }); req.end(); };
const timer = setInterval(probe, 100);
setTimeout(() => { clearInterval(timer); setTimeout(() => { process.stdout.write(JSON.stringify({ ms, failures, slow, errors })); process.exit(0); }, 3500); }, seconds * 1000);
`;

/** A mix of what once cost the most: 8 KB URLs, unknown makes with random queries, random 404s. */
function abusiveTarget(n) {
  switch (n % 4) {
    case 0:
      return `/vehicles/${random(8_000)}?x=${random(8)}`;
    case 1:
      return `/vehicles/${random(40)}?x=${random(1_900)}`;
    case 2:
      return `/Vehicles/${random(30)}/?x=${random(1_900)}`;
    default:
      return `/a/${random(1_950)}`;
  }
}

function keep(kind, open) {
  let opened = 0;
  const start = () => {
    if (stopping) return;
    const socket = open();
    opened += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      // Reopen a second later, as a slow attacker would: a flood of new connections a second is the
      // load balancer's or the firewall's to stop, not the application's.
      setTimeout(start, REOPEN_AFTER_MS).unref();
    });
  };
  return { start, opened: () => opened, kind };
}

async function main() {
  const logFile = join(work, 'site.log');
  const site = await startBuiltServer({
    root: ROOT,
    nodeArgs: ['--max-old-space-size=512'],
    env: { SITE_URL: 'https://drivefair.example', LOG_LEVEL: 'info', DATA_DIR: join(work, 'data') },
    logFile,
  });
  server = site.child;
  const { port } = site;
  for (const path of ['/', '/faqs', '/vehicles/audi', '/about-us', '/a/b']) await get(port, path);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssBefore = rssMb(server.pid);

  let peak = rssBefore;
  const sampler = setInterval(() => {
    if (server.exitCode === null) peak = Math.max(peak, rssMb(server.pid));
  }, 200);
  let proberOutput = '';
  const prober = spawn(process.execPath, ['-e', PROBER, String(port), String(ATTACK_S)], { stdio: ['ignore', 'pipe', 'inherit'] });
  prober.stdout.on('data', (chunk) => (proberOutput += chunk));
  const proberDone = new Promise((resolve) => prober.once('exit', resolve));

  let requestCounter = 0;
  const nonReaders = keep('non-readers', () => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    const batch = Array.from({ length: PIPELINED }, () => `GET ${abusiveTarget(requestCounter++)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`).join('');
    socket.on('connect', () => socket.write(batch));
    return socket;
  });
  const slowHeads = keep('slow heads', () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.write(`GET /faqs HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      const timer = setInterval(() => socket.writable && socket.write(`X-${random(4)}: ${random(8)}\r\n`), 2_000);
      socket.on('close', () => clearInterval(timer));
    });
    return socket;
  });
  const slowBodies = keep('slow bodies', () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.write('POST /api/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{');
      const timer = setInterval(() => socket.writable && socket.write(' '), 1_000);
      socket.on('close', () => clearInterval(timer));
    });
    return socket;
  });

  const pipelined = Buffer.from('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(PIPELINED_GETS));
  const pipeliners = keep('pipeliners', () => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    socket.on('connect', () => socket.write(pipelined));
    return socket;
  });

  const attackStarted = Date.now();
  const plan = [
    [nonReaders, COUNTS.nonReaders],
    [slowHeads, COUNTS.slowHeads],
    [slowBodies, COUNTS.slowBodies],
    [pipeliners, COUNTS.pipeliners],
  ];
  for (let opened = 0; plan.some(([, count]) => opened < count); opened += OPEN_BATCH) {
    for (const [kind, count] of plan) for (let i = opened; i < Math.min(opened + OPEN_BATCH, count); i++) kind.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const openAtFull = sockets.size;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, ATTACK_S * 1_000 - (Date.now() - attackStarted))));
  stopping = true;
  for (const socket of sockets) socket.destroy();
  await proberDone;
  const { ms: health, failures: healthFailures, slow: slowProbes, errors: healthErrors } = JSON.parse(proberOutput);
  if (healthFailures) console.error(`abuse: /healthz failures: ${JSON.stringify(healthErrors)}`);
  if (slowProbes.length) console.error(`abuse: slow /healthz answers [ms into the attack, ms taken]: ${JSON.stringify(slowProbes)}`);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  clearInterval(sampler);
  const alive = server.exitCode === null;
  const rssAfter = alive ? rssMb(server.pid) : NaN;
  const healthAfter = alive ? await get(port, '/healthz').catch(() => ({ status: 0 })) : { status: 0 };
  server.kill('SIGINT');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));

  const sorted = [...health].sort((a, b) => a - b);
  const pct = (p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10 : NaN);
  const round = (mb) => Math.round(mb * 10) / 10;
  const log = readFileSync(logFile, 'utf8');
  const count = (msg) => log.split('\n').filter((line) => line.includes(`"msg":"${msg}`)).length;
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, maxOldSpaceSizeMb: 512 },
    attack: {
      seconds: ATTACK_S,
      connections: COUNTS,
      openAtFull,
      opened: { nonReaders: nonReaders.opened(), slowHeads: slowHeads.opened(), slowBodies: slowBodies.opened(), pipeliners: pipeliners.opened() },
      pipelinedPerNonReader: PIPELINED,
      pipelinedPerPipeliner: PIPELINED_GETS,
      requestsSentByNonReaders: requestCounter,
    },
    rss: { beforeMb: round(rssBefore), peakMb: round(peak), afterMb: round(rssAfter) },
    healthz: {
      answered: health.length,
      failures: healthFailures,
      p50Ms: pct(50),
      p99Ms: pct(99),
      maxMs: sorted.length ? Math.round(sorted.at(-1) * 10) / 10 : NaN,
      afterAttack: healthAfter.status,
    },
    serverLog: {
      uriTooLong: (log.match(/"statusCode":414/g) ?? []).length,
      streamsAbandoned: count('render: client stopped reading'),
      streamsRefused503: count('render: too many pages streaming'),
      reviewsCutOff: count('review: connection closed before the answer was sent'),
    },
    survived: alive,
    goals: GOALS,
  };
  const checks = [
    ['server survived', alive],
    [`peak RSS ≤ ${GOALS.peakRssMb} MB`, results.rss.peakMb <= GOALS.peakRssMb],
    [`/healthz within ${GOALS.healthzMaxMs} ms throughout`, healthFailures === 0 && results.healthz.maxMs <= GOALS.healthzMaxMs],
    ['/healthz after the attack', healthAfter.status === 200],
  ];
  results.pass = Object.fromEntries(checks);
  writeFileSync(join(ROOT, 'bench/abuse-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('| measure | figure |\n| --- | --- |');
  console.log(
    `| attack | ${ATTACK_S} s: ${COUNTS.nonReaders} non-reading (${PIPELINED} pipelined long URLs each), ${COUNTS.slowHeads} slow-head, ${COUNTS.slowBodies} slow-body, ${COUNTS.pipeliners} pipelining (${PIPELINED_GETS} × GET / each) connections, reopened when closed (${openAtFull} open at full; ${Object.values(results.attack.opened).reduce((a, b) => a + b, 0)} opened in all) |`,
  );
  console.log(`| server RSS before / peak / after | ${results.rss.beforeMb} / ${results.rss.peakMb} / ${results.rss.afterMb} MB (heap limit 512 MB) |`);
  console.log(
    `| /healthz during the attack | ${health.length} answered, ${healthFailures} failed; p50 ${results.healthz.p50Ms} ms, p99 ${results.healthz.p99Ms} ms, max ${results.healthz.maxMs} ms |`,
  );
  console.log(
    `| server log | ${results.serverLog.uriTooLong} × 414, ${results.serverLog.streamsAbandoned} streams abandoned, ${results.serverLog.streamsRefused503} streams refused (503), ${results.serverLog.reviewsCutOff} reviews cut off |`,
  );
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  console.log('\nWrote bench/abuse-results.json');
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
}

process.on('exit', () => {
  for (const socket of sockets) socket.destroy();
  if (server?.exitCode === null) server.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

export function runAbuse() {
  return main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
