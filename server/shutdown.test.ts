/**
 * Graceful shutdown of the real built server: SIGTERM while a request is in
 * flight lets it finish, stops accepting new connections, and exits 0.
 */
import { connect, type Socket } from 'node:net';
import { startServer, type RunningServer } from '../testing/browser.ts';

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

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('graceful shutdown', () => {
  it('finishes the in-flight request after SIGTERM, refuses new connections, and exits 0', async () => {
    server = await startServer();
    const body = JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', rating: 5, review: 'Clear and quick.' });
    const socket = connect(server.port, '127.0.0.1');
    const response = readResponse(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Headers and half the body: the request is now in flight, waiting for the rest.
    socket.write(
      `POST /api/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    // Let the server parse the headers before it is told to stop.
    await fetch(`${server.url}/healthz`);

    const exited = waitForExit(server);
    server.process.kill('SIGTERM');
    await until(() => server.output().includes('shutting down'), 'the shutdown log line');

    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.process.exitCode).toBeNull(); // still finishing the request

    socket.write(body.slice(10));
    const text = await response;
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(text).toContain('"dataid"');
    expect(await exited).toBe(0);
    expect(server.output()).toContain('shutdown complete');
  });

  it('exits 0 on SIGINT when idle', async () => {
    server = await startServer();
    const exited = waitForExit(server);
    server.process.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('stops at start with a message naming a bad variable', async () => {
    await expect(startServer({ PORT: 'eighty' })).rejects.toThrow(/PORT: must be a whole number/);
    await expect(startServer({ SITE_URL: 'not a url' })).rejects.toThrow(/SITE_URL: must be an absolute http\(s\) URL/);
  });
});
