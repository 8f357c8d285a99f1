/**
 * The real signal on the real built server: SIGTERM turns /readyz to 503
 * while still serving (the drain delay, DRAIN_DELAY_MS, waited for as the log
 * line that ends it, never timed), then the listener closes, the request in
 * flight finishes and the process exits 0, with the grace period set from
 * DATA_STORE_TIMEOUT_MS. SIGINT exits without a drain delay. The sequence
 * itself, with timers the test ends by hand: gracefulShutdown.server.test.ts.
 */
import { connect, type Socket } from 'node:net';
import { ROOT, startServer, type RunningServer } from '../../testing/site.ts';
import { builtPagesEnv } from '../../testing/loopback.mjs';
import { validReview } from '../../testing/reviews.ts';
import { shutdownGraceMs } from './shutdown.ts';

let server: RunningServer;

afterEach(async () => {
  await server?.stop();
});

function readResponse(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

function waitForExit(server: RunningServer): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null) return resolve(server.process.exitCode);
    server.process.once('exit', (code) => resolve(code));
  });
}

/** Resolves once the server has written `text`: the event, not a clock. */
function written(server: RunningServer, text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!server.output().includes(text)) return;
      for (const stream of streams) stream?.off('data', check);
      resolve();
    };
    const streams = [server.process.stdout, server.process.stderr];
    for (const stream of streams) stream?.on('data', check);
    check();
  });
}

describe('graceful shutdown on the real signal', () => {
  it('SIGTERM: /readyz 503 while still serving, then the listener closes, the request in flight finishes and the process exits 0', async () => {
    server = await startServer({ ...builtPagesEnv(ROOT), DATA_STORE_TIMEOUT_MS: '12000' });
    const body = JSON.stringify(validReview());
    const socket = connect(server.port, '127.0.0.1');
    const response = readResponse(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Headers and half the body: the request is now in flight, waiting for the rest.
    socket.write(`POST /api/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
    socket.write(body.slice(0, 10));
    // Let the server parse the headers before it is told to stop.
    await fetch(`${server.url}/healthz`);

    const exited = waitForExit(server);
    server.process.kill('SIGTERM');
    await written(server, 'shutting down');

    // issue 13: the load balancer must be able to see the 503, so new connections are still served.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/faqs`)).status).toBe(200);

    await written(server, 'no longer accepting connections');
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.process.exitCode).toBeNull(); // still finishing the request

    socket.write(body.slice(10));
    const text = await response;
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(text).toContain('"dataid"');
    expect(await exited).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg?.toString().startsWith('shutting down'))).toMatchObject({ signal: 'SIGTERM', graceMs: shutdownGraceMs(12_000) });
    expect(lines.some((line) => line.msg === 'shutdown complete')).toBe(true);
  });

  it('SIGINT: exits 0 when idle', async () => {
    server = await startServer(builtPagesEnv(ROOT));
    const exited = waitForExit(server);
    server.process.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});
