import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * better-sqlite3 is compiled by `npm ci` where no prebuilt binary can be
 * fetched; without python3, make and a C++ compiler that fails and every review
 * test would fail far from the cause (issue 20). Say what is missing, once.
 */
export function checkNativeModule(root: string): void {
  try {
    const Database = createRequire(join(root, 'package.json'))('better-sqlite3') as new (path: string) => { close(): void };
    new Database(':memory:').close();
  } catch (error) {
    const missing = ['python3', 'make', 'g++'].filter((tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status !== 0);
    throw new Error(
      `better-sqlite3 is not built (${(error as Error).message.split('\n')[0]}). ` +
        (missing.length ? `Missing build tools: ${missing.join(', ')} (Debian/Ubuntu: sudo apt-get install -y python3 make g++), then ` : 'Then ') +
        'run `npm rebuild better-sqlite3` (or `npm ci` again).',
    );
  }
}

/** The unit project's set-up: no build, only the one native module the store's own tests need. */
export default function setup(): void {
  checkNativeModule(join(import.meta.dirname, '..'));
}
