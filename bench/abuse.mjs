// `npm run bench -- abuse`: one attacking host against the production setup, on loopback (issues 13, 30):
// the service (`node --max-old-space-size=512 dist/server/index.js`, TRUST_PROXY=1, the SITE_URL its
// pages were made for) behind the edge (`npm run edge`: nginx with the shipped deploy/nginx
// configuration). Every attack goes to nginx; the service is never reached directly, as in production.
// With BENCH_BEFORE (bench/builds.mjs) the build before too, behind the same edge, taking turns
// (ABUSE_RUNS rounds, 1 by default).
// For ATTACK_S seconds, five kinds of connection, each kept up to its count (reopened a second
// after it is closed):
//   - non-readers: pipeline requests for pages rendered per request (`/blogs?category=<random>`,
//     pre-check results with a random start month and answer, random lender searches: queries their
//     routes read, so no page made at build answers them) and never read the answers;
//   - slow heads: send a header line every 2 s and never finish;
//   - slow bodies: POST /api/reviews with a 10 KB Content-Length, one byte a second;
//   - pipeliners (issue 21): 1,000 `GET /` pipelined in one write (27 KB), answers never read;
//   - junk posters: invalid no-JavaScript review forms (POST /customer-review), one after another,
//     answers read (the form flood of issue 30).
// By default every connection comes from 127.0.0.1, one attacking address, which the edge's
// per-client limits see; ABUSE_SOURCES=N spreads them over N loopback addresses (127.0.0.2 on),
// as a small botnet would.
// Meanwhile /healthz is asked every 100 ms on a new connection straight at the service (as a load
// balancer's health check, which never goes through the edge), and the service's RSS (and nginx's)
// is sampled every 200 ms. Prints a table, writes bench/abuse-results.json, exits 1 when a goal is
// missed. Bounded: fixed counts, fixed duration, 15 s start-up limits, every socket destroyed at
// the end, the edge and the service stopped.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEdge } from '../testing/edge.mjs';
import { freePort, startBuiltServer } from '../testing/loopback.mjs';
import { builds, loadAverage, ROOT, rssMb, siteEnv } from './builds.mjs';

const ATTACK_S = Number(process.env.ABUSE_DURATION ?? 30);
const RUNS = Number(process.env.ABUSE_RUNS ?? 1);
// ABUSE_COUNTS='{"nonReaders":0,"slowHeads":0,"slowBodies":0,"junkPosters":0}' (merged with the defaults) runs the pipeliners alone.
const COUNTS = {
  nonReaders: 3_000,
  slowHeads: 1_000,
  slowBodies: 200,
  pipeliners: 200,
  junkPosters: 50,
  ...(process.env.ABUSE_COUNTS ? JSON.parse(process.env.ABUSE_COUNTS) : {}),
};
const SOURCES = Math.min(250, Math.max(1, Number(process.env.ABUSE_SOURCES ?? 1)));
/** Requests each pipeliner sends at once (issue 21's attack, which once ran a 512 MB heap out: docs/developing.md, Performance). */
const PIPELINED_GETS = 1_000;
const PIPELINED = 8;
// Issue 30, Done when: through nginx, /healthz p99 ≤ 100 ms and RSS ≤ 250 MB.
const GOALS = { peakRssMb: 250, healthzP99Ms: 100 };
/** Connections of each kind opened every 50 ms while the attack builds up. */
const OPEN_BATCH = 50;
const REOPEN_AFTER_MS = 1_000;

const work = mkdtempSync(join(tmpdir(), 'drivefair-abuse-'));
let server;
let edge;
let control;
const sockets = new Set();
let stopping = false;

/** CPU time a process has used, in seconds (user + system, clock ticks of 10 ms). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Direct children of a process (Linux). */
function childrenOf(pid) {
  const file = `/proc/${pid}/task/${pid}/children`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
}

/** nginx's master and workers: the edge script's child and its children. */
function nginxRssMb(edgePid) {
  let total = 0;
  for (const master of childrenOf(edgePid)) {
    for (const pid of [master, ...childrenOf(master)]) {
      try {
        total += rssMb(pid);
      } catch {
        // gone between the listing and the read
      }
    }
  }
  return total;
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

async function waitForStatus(port, path, status, withinMs) {
  const deadline = Date.now() + withinMs;
  while ((await get(port, path).catch(() => ({ status: 0 }))).status !== status) {
    if (Date.now() > deadline) throw new Error(`abuse: ${path} not ${status} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const CONTROL = `require('node:http').createServer((req, res) => res.end('ok')).listen(Number(process.argv[1]), '127.0.0.1');`;

/** Random text, cheaply: a slice of one random pool at a random place (the attacker must not starve the prober). */
const POOL = Array.from({ length: 64 * 1024 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');
const random = (length) => {
  const at = Math.floor(Math.random() * (POOL.length - length));
  return POOL.slice(at, at + length);
};

let sourceCounter = 0;
const nextSource = () => `127.0.0.${2 + (sourceCounter++ % SOURCES)}`;
const localAddress = () => (SOURCES === 1 ? '127.0.0.1' : nextSource());

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

/** Pages the service renders per request, each URL new: the blog filter, pre-check answers, lender searches. */
function uncachedTarget(n) {
  switch (n % 3) {
    case 0:
      return `/blogs?category=${random(12)}`;
    case 1:
      return `/pre-check?start=${2007 + (n % 18)}-${String((n % 12) + 1).padStart(2, '0')}&type=pcp&via=dealer&for=personal&complained=${random(6)}`;
    default:
      return `/lenders?q=${random(8)}`;
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
      setTimeout(start, REOPEN_AFTER_MS).unref();
    });
  };
  return { start, opened: () => opened, kind };
}

/** A raw connection to the edge from the next attacking address. */
const attack = () => connect({ host: '127.0.0.1', port: edge.port, localAddress: localAddress() });

/** One attack on a fresh start of `build`: its figures and checks. */
async function attackOnce(build, run) {
  stopping = false;
  sockets.clear();
  sourceCounter = 0;
  const loadAtStart = loadAverage();
  const logFile = join(work, `site-${build.label}-${run}.log`);
  const site = await startBuiltServer({
    root: build.root,
    nodeArgs: ['--max-old-space-size=512'],
    env: { ...siteEnv(), LOG_LEVEL: 'info', DATA_DIR: join(work, `data-${build.label}-${run}`), TRUST_PROXY: '1' },
    logFile,
  });
  server = site.child;
  const { port } = site;
  // A load balancer sends nothing before the service is ready; neither does the attack.
  await waitForStatus(port, '/readyz', 200, 60_000);
  edge = await startEdge({ root: ROOT, upstream: `127.0.0.1:${port}` });
  for (const path of ['/', '/faqs', '/vehicles/audi', '/about-us', '/a/b']) await get(edge.port, path);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssBefore = rssMb(server.pid);
  const nginxBefore = nginxRssMb(edge.child.pid);

  let peak = rssBefore;
  let nginxPeak = nginxBefore;
  const sampler = setInterval(() => {
    if (server.exitCode === null) peak = Math.max(peak, rssMb(server.pid));
    nginxPeak = Math.max(nginxPeak, nginxRssMb(edge.child.pid));
  }, 200);
  let proberOutput = '';
  const prober = spawn(process.execPath, ['-e', PROBER, String(port), String(ATTACK_S)], { stdio: ['ignore', 'pipe', 'inherit'] });
  prober.stdout.on('data', (chunk) => (proberOutput += chunk));
  const proberDone = new Promise((resolve) => prober.once('exit', resolve));
  // The control: the same probe against a bare Node server the attack never touches, so a slow
  // /healthz can be told apart from a machine too busy to run anything on time.
  const controlPort = await freePort();
  control = spawn(process.execPath, ['-e', CONTROL, String(controlPort)], { stdio: 'ignore' });
  await waitForStatus(controlPort, '/healthz', 200, 15_000);
  let controlOutput = '';
  const controlProber = spawn(process.execPath, ['-e', PROBER, String(controlPort), String(ATTACK_S)], { stdio: ['ignore', 'pipe', 'inherit'] });
  controlProber.stdout.on('data', (chunk) => (controlOutput += chunk));
  const controlDone = new Promise((resolve) => controlProber.once('exit', resolve));

  let requestCounter = 0;
  const nonReaders = keep('non-readers', () => {
    const socket = attack();
    socket.pause();
    const batch = Array.from({ length: PIPELINED }, () => `GET ${uncachedTarget(requestCounter++)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`).join('');
    socket.on('connect', () => socket.write(batch));
    return socket;
  });
  const slowHeads = keep('slow heads', () => {
    const socket = attack();
    socket.on('connect', () => {
      socket.write(`GET /faqs HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      const timer = setInterval(() => socket.writable && socket.write(`X-${random(4)}: ${random(8)}\r\n`), 2_000);
      socket.on('close', () => clearInterval(timer));
    });
    return socket;
  });
  const slowBodies = keep('slow bodies', () => {
    const socket = attack();
    socket.on('connect', () => {
      socket.write('POST /api/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{');
      const timer = setInterval(() => socket.writable && socket.write(' '), 1_000);
      socket.on('close', () => clearInterval(timer));
    });
    return socket;
  });
  const pipelined = Buffer.from('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(PIPELINED_GETS));
  const pipeliners = keep('pipeliners', () => {
    const socket = attack();
    socket.pause();
    socket.on('connect', () => socket.write(pipelined));
    return socket;
  });

  // Junk posters read their answers and post again at once: counted by who answered.
  const junk = { sent: 0, refusedAtEdge: 0, answeredByService: 0, other: 0 };
  const junkAgents = Array.from({ length: SOURCES }, (_, i) => new Agent({ keepAlive: true, localAddress: SOURCES === 1 ? '127.0.0.1' : `127.0.0.${2 + i}` }));
  const junkPoster = (n) => {
    if (stopping) return;
    junk.sent += 1;
    const body = `name=&rating=${random(3)}&review=${random(20)}&submissionId=${random(12)}`;
    const req = request(
      {
        host: '127.0.0.1',
        port: edge.port,
        path: '/customer-review',
        method: 'POST',
        agent: junkAgents[n % SOURCES],
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (res.headers['content-security-policy']) junk.answeredByService += 1;
          else if (res.statusCode === 429) junk.refusedAtEdge += 1;
          else junk.other += 1;
          junkPoster(n);
        });
      },
    );
    req.setTimeout(5_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      if (stopping) return; // cut off by the end of the attack
      junk.other += 1;
      setTimeout(() => junkPoster(n), REOPEN_AFTER_MS).unref();
    });
    req.end(body);
  };

  const attackStarted = Date.now();
  const cpuBefore = cpuSeconds(server.pid);
  for (let i = 0; i < COUNTS.junkPosters; i++) junkPoster(i);
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
  const serviceCpuSeconds = Math.round((cpuSeconds(server.pid) - cpuBefore) * 10) / 10;
  for (const socket of sockets) socket.destroy();
  for (const agent of junkAgents) agent.destroy();
  await proberDone;
  await controlDone;
  control.kill('SIGTERM');
  const controlMs = [...JSON.parse(controlOutput).ms].sort((a, b) => a - b);
  const { ms: health, failures: healthFailures, slow: slowProbes, errors: healthErrors } = JSON.parse(proberOutput);
  if (healthFailures) console.error(`abuse: /healthz failures: ${JSON.stringify(healthErrors)}`);
  if (slowProbes.length) console.error(`abuse: slow /healthz answers [ms into the attack, ms taken]: ${JSON.stringify(slowProbes)}`);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  clearInterval(sampler);
  const alive = server.exitCode === null;
  const rssAfter = alive ? rssMb(server.pid) : NaN;
  const healthAfter = alive ? await get(port, '/healthz').catch(() => ({ status: 0 })) : { status: 0 };
  const pageAfter = await get(edge.port, '/').catch(() => ({ status: 0 }));
  const edgeExit = await edge.stop();
  server.kill('SIGINT');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));

  const sorted = [...health].sort((a, b) => a - b);
  const pct = (p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10 : NaN);
  const round = (mb) => Math.round(mb * 10) / 10;
  const log = readFileSync(logFile, 'utf8');
  const requestsLogged = log.split('\n').filter((line) => line.includes('"request completed"')).length;
  const results = {
    build: build.label,
    root: build.root,
    date: new Date().toISOString(),
    loadAverage: { atStart: loadAtStart, atEnd: loadAverage() },
    machine: { cpus: cpus().length, node: process.version, maxOldSpaceSizeMb: 512 },
    setup: 'nginx (deploy/nginx via npm run edge, 1 worker) in front of the service; /healthz probed on the service directly',
    attack: {
      seconds: ATTACK_S,
      sourceAddresses: SOURCES,
      connections: COUNTS,
      openAtFull,
      opened: { nonReaders: nonReaders.opened(), slowHeads: slowHeads.opened(), slowBodies: slowBodies.opened(), pipeliners: pipeliners.opened() },
      pipelinedPerNonReader: PIPELINED,
      pipelinedPerPipeliner: PIPELINED_GETS,
      requestsSentByNonReaders: requestCounter,
      junkPosts: junk,
    },
    rss: { beforeMb: round(rssBefore), peakMb: round(peak), afterMb: round(rssAfter) },
    nginxRss: { beforeMb: round(nginxBefore), peakMb: round(nginxPeak) },
    healthz: {
      answered: health.length,
      failures: healthFailures,
      p50Ms: pct(50),
      p99Ms: pct(99),
      maxMs: sorted.length ? Math.round(sorted.at(-1) * 10) / 10 : NaN,
      afterAttack: healthAfter.status,
    },
    controlHealthz: {
      answered: controlMs.length,
      p50Ms: Math.round((controlMs[Math.floor(controlMs.length / 2)] ?? NaN) * 10) / 10,
      p99Ms: Math.round((controlMs[Math.min(controlMs.length - 1, Math.floor(0.99 * controlMs.length))] ?? NaN) * 10) / 10,
      maxMs: Math.round((controlMs.at(-1) ?? NaN) * 10) / 10,
    },
    pageThroughEdgeAfterAttack: pageAfter.status,
    serviceRequestsLogged: requestsLogged,
    serviceCpuSeconds,
    edgeExit,
    survived: alive,
    goals: GOALS,
  };
  const checks = [
    ['service survived', alive],
    [`service peak RSS ≤ ${GOALS.peakRssMb} MB`, results.rss.peakMb <= GOALS.peakRssMb],
    [`/healthz p99 ≤ ${GOALS.healthzP99Ms} ms, none failed`, healthFailures === 0 && results.healthz.p99Ms <= GOALS.healthzP99Ms],
    ['/healthz after the attack', healthAfter.status === 200],
    ['a page through the edge after the attack', pageAfter.status === 200],
  ];
  results.pass = Object.fromEntries(checks);
  console.log(`\n${build.label} (${build.root}), load average ${loadAtStart.join(' ')} at the start, ${results.loadAverage.atEnd.join(' ')} at the end`);
  console.log('| measure | figure |\n| --- | --- |');
  console.log(
    `| attack through nginx | ${ATTACK_S} s from ${SOURCES} address(es): ${COUNTS.nonReaders} non-reading (${PIPELINED} pipelined uncached pages each), ${COUNTS.slowHeads} slow-head, ${COUNTS.slowBodies} slow-body, ${COUNTS.pipeliners} pipelining (${PIPELINED_GETS} × GET / each) connections, reopened when closed (${openAtFull} open at full; ${Object.values(results.attack.opened).reduce((a, b) => a + b, 0)} opened in all); ${COUNTS.junkPosters} connections posting invalid review forms |`,
  );
  console.log(`| service RSS before / peak / after | ${results.rss.beforeMb} / ${results.rss.peakMb} / ${results.rss.afterMb} MB (heap limit 512 MB) |`);
  console.log(`| nginx RSS before / peak | ${results.nginxRss.beforeMb} / ${results.nginxRss.peakMb} MB |`);
  console.log(
    `| /healthz on the service during the attack | ${health.length} answered, ${healthFailures} failed; p50 ${results.healthz.p50Ms} ms, p99 ${results.healthz.p99Ms} ms, max ${results.healthz.maxMs} ms |`,
  );
  console.log(
    `| the same probe against a bare Node server, untouched by the attack (the machine's own delay) | ${results.controlHealthz.answered} answered; p50 ${results.controlHealthz.p50Ms} ms, p99 ${results.controlHealthz.p99Ms} ms, max ${results.controlHealthz.maxMs} ms |`,
  );
  console.log(
    `| invalid review forms | ${junk.sent} sent: ${junk.refusedAtEdge} refused by nginx (429), ${junk.answeredByService} answered by the service, ${junk.other} other |`,
  );
  console.log(`| the service's work during the attack | ${requestsLogged} requests logged, ${serviceCpuSeconds} s of CPU in ${ATTACK_S} s |`);
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  return results;
}

async function main() {
  const list = builds();
  const runs = [];
  for (let run = 0; run < RUNS; run++) for (const build of list) runs.push(await attackOnce(build, run));
  writeFileSync(join(ROOT, 'bench/abuse-results.json'), `${JSON.stringify({ goals: GOALS, runs }, null, 2)}\n`);
  if (list.length > 1) {
    console.log('\n| build | /healthz answered, failed | p50 / p99 / max ms | control p99 / max ms | service RSS before / peak MB | load average at start |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const r of runs) {
      console.log(
        `| ${r.build} | ${r.healthz.answered}, ${r.healthz.failures} | ${r.healthz.p50Ms} / ${r.healthz.p99Ms} / ${r.healthz.maxMs} | ${r.controlHealthz.p99Ms} / ${r.controlHealthz.maxMs} | ${r.rss.beforeMb} / ${r.rss.peakMb} | ${r.loadAverage.atStart.join(' ')} |`,
      );
    }
  }
  console.log('\nWrote bench/abuse-results.json');
  process.exitCode = runs.filter((r) => r.build === 'after').every((r) => Object.values(r.pass).every(Boolean)) ? 0 : 1;
}

process.on('exit', () => {
  for (const socket of sockets) socket.destroy();
  if (edge?.child.exitCode === null) edge.child.kill('SIGTERM');
  if (server?.exitCode === null) server.kill('SIGKILL');
  if (control?.exitCode === null) control.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

export function runAbuse() {
  return main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
