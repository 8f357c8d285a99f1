/**
 * What the configuration names but cannot work stops the real built server
 * at start with exit code 78 (EX_CONFIG) and a line naming the variable
 * (contract, Configuration), never exit 1 with a stack, nor a hang: a port
 * in use, a host that is not this machine's or does not resolve, a DATA_DIR
 * that cannot hold the store. Each test waits for the process to exit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServer } from '../../testing/site.ts';
import { builtPagesEnv } from '../../testing/loopback.mjs';

const work = mkdtempSync(join(tmpdir(), 'drivefair-refusals-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Starts dist/server/index.js with `env`; resolves with its exit code and everything it wrote, once it exits. */
function startUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server/index.js'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: '0',
        METRICS_PORT: '0',
        DATA_DIR: mkdtempSync(join(work, 'data-')),
        // The build's SITE_URL: the pages made at build serve, so none is made before the refusal (decision 019);
        // else every start made all its pages first (80 s for eight starts side by side on a busy machine).
        ...builtPagesEnv(ROOT),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A port held by this test process while the server tries it. */
async function heldPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, server };
}

function expectRefused({ code, output }: { code: number | null; output: string }, variable: string, words: RegExp): void {
  expect(code).toBe(78);
  const line = output.split('\n').find((text) => text.includes('Configuration error'));
  expect(line, output).toBeDefined();
  expect(line).toContain(`${variable}:`);
  expect(line).toMatch(words);
  expect(output).not.toMatch(/\n\s+at /); // no stack
}

// The starts are independent processes, each with its own DATA_DIR: they run at once, as the machine allows,
// instead of one after another (eleven starts of about a second each).
describe.concurrent('a start the configuration cannot make work', () => {
  it('exits 78 naming PORT when the port is in use', async () => {
    const held = await heldPort();
    try {
      expectRefused(await startUntilExit({ PORT: String(held.port) }), 'PORT', /already in use/);
    } finally {
      held.server.close();
    }
  });

  it('exits 78 naming METRICS_PORT when the admin port is in use', async () => {
    const held = await heldPort();
    try {
      expectRefused(await startUntilExit({ METRICS_PORT: String(held.port) }), 'METRICS_PORT', /already in use/);
    } finally {
      held.server.close();
    }
  });

  it('exits 78 naming HOST when it is not an address of this machine, or does not resolve', async () => {
    const [notOurs, unresolved] = await Promise.all([startUntilExit({ HOST: '192.0.2.1' }), startUntilExit({ HOST: 'no-such-host.invalid' })]);
    expectRefused(notOurs, 'HOST', /not an address of this machine/);
    expectRefused(unresolved, 'HOST', /cannot be resolved/);
  });

  it('exits 78 naming DATA_DIR under /proc (it hung at full CPU) or on a file', async () => {
    const file = join(work, 'a-file');
    writeFileSync(file, 'not a folder');
    const [underProc, onAFile] = await Promise.all([startUntilExit({ DATA_DIR: '/proc/drivefair-data' }), startUntilExit({ DATA_DIR: file })]);
    expectRefused(underProc, 'DATA_DIR', /cannot be made \(ENOENT\)/);
    expectRefused(onAFile, 'DATA_DIR', /is a file, not a folder/);
  });

  it('exits 78 naming DATA_STORE_URL when it carries credentials, without repeating them', async () => {
    const result = await startUntilExit({ DATA_STORE_URL: 'http://user:s3cret@127.0.0.1:9' });
    expectRefused(result, 'DATA_STORE_URL', /credentials/);
    expect(result.output).not.toContain('s3cret');
  });

  it('stops with a message naming a bad variable, TRUST_PROXY=true among them, and no stack', async () => {
    await Promise.all([
      expect(startServer({ TRUST_PROXY: 'true' })).rejects.toThrow(/Configuration error: TRUST_PROXY: "true"/),
      expect(startServer({ TRUST_PROXY: 'true' })).rejects.not.toThrow(/\n\s+at /),
      expect(startServer({ PORT: 'eighty' })).rejects.toThrow(/PORT: must be a whole number/),
      expect(startServer({ SITE_URL: 'not a url' })).rejects.toThrow(/SITE_URL: must be an absolute http\(s\) URL/),
    ]);
  });
});
