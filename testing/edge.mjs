// Starts `npm run edge`'s script (scripts/edge.mjs: nginx with the shipped
// configuration) in front of a service, for the edge tests and the abuse bench.
// JavaScript with its types beside it, like loopback.mjs.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './loopback.mjs';

/**
 * Runs scripts/edge.mjs on a free loopback port in front of `upstream`
 * (HOST:PORT); resolves once it prints that it listens, within a minute (a bound that
 * catches a hang: scripts/edge.mjs itself waits up to a minute for nginx).
 * `clientTimeoutSeconds` shortens the client timeouts (tests only);
 * `noClientLimits` leaves out the per-client limits (benchmarks only). nginx's
 * stderr goes to `output` when given, else to this process's stderr.
 */
export async function startEdge({ root, upstream, clientTimeoutSeconds, noClientLimits = false, output }) {
  const port = await freePort();
  const args = [join(root, 'scripts/edge.mjs'), '--port', String(port), '--upstream', upstream];
  if (clientTimeoutSeconds !== undefined) args.push('--client-timeout', String(clientTimeoutSeconds));
  if (noClientLimits) args.push('--no-client-limits');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', output ? 'pipe' : 'inherit'] });
  if (output) child.stderr.on('data', (chunk) => output(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await new Promise((resolve, reject) => {
    // A hang, not a slow start on a loaded machine (issue 49).
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error('edge did not listen within 5 minutes'));
    }, 300_000);
    let printed = '';
    child.stdout.on('data', (chunk) => {
      printed += chunk;
      if (printed.includes('edge: listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`edge exited with ${code} before listening`));
    });
  });
  child.stdout.resume();
  /** SIGTERM, then the script's exit (code and signal). */
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { child, port, url: `http://127.0.0.1:${port}`, stop };
}
