/**
 * `npm run dev` (`node build.mjs --watch`, a quick build: decision 051): one build at its start, then one a save,
 * one at a time, the server restarted after each. Both esbuild contexts end a build on a save and on their start;
 * two builds at once raced on .dist-next/ and failed, so every `npm run dev` began with two failed builds.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../testing/loopback.mjs';
import { copyOfSite } from '../testing/reviewsSite.ts';

it('builds once at its start and once a save, one at a time, and serves the new build', async () => {
  const copy = copyOfSite();
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(await freePort()),
    DATA_DIR: join(copy.root, 'data'),
  };
  // Its own process group: the watcher and the server it starts stop together.
  const child = spawn(process.execPath, ['build.mjs', '--watch'], { cwd: copy.root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const listener of listeners) listener();
    });
  }
  const count = (pattern: RegExp) => output.match(pattern)?.length ?? 0;
  /** Resolves once the server has said it listens `times` times (a start, then a restart a build), or a build failed. */
  const listening = (times: number) =>
    new Promise<void>((resolve) => {
      const check = () => (count(/"msg":"listening"/g) >= times || output.includes('build: failed')) && (listeners.delete(check), resolve());
      listeners.add(check);
      check();
    });
  try {
    await listening(1);
    appendFileSync(join(copy.root, 'content/figures.yaml'), '\n# saved\n');
    await listening(2);
    expect(count(/build: dist\/ ready/g), output).toBe(2);
    expect(output).not.toContain('build: failed');
    expect((await fetch(`http://127.0.0.1:${port}/faqs`)).status).toBe(200);
  } finally {
    // SIGINT: the server shuts down at once (no drain delay), as testing/site.ts's servers do.
    process.kill(-child.pid!, 'SIGINT');
    copy.remove();
  }
});
