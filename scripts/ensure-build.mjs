// `npm start` and `npm run reviews:export` build first when dist/ is missing or
// older than any source file. Where there are no sources (the Docker image: dist/
// and this file only), an existing build is used as it is.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist/.build-stamp');
const SOURCES = ['client', 'server', 'shared', 'content', 'public', 'build.mjs', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  // Tests (vitest's `*.test.ts`, Playwright's `*.e2e.ts`) are not part of the build; editing one must not trigger a rebuild.
  if (!stat.isDirectory()) return /\.(test\.tsx?|e2e\.ts)$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const hasSources = existsSync(join(root, 'build.mjs')) && existsSync(join(root, 'node_modules/esbuild'));
const newest = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));

if (!builtAt || (hasSources && newest > builtAt)) {
  if (!hasSources) {
    console.error('ensure-build: dist/ is missing and this install has no build tools (run "npm ci" first).');
    process.exit(1);
  }
  // Everything on stderr: stdout belongs to the command that follows (`npm run reviews:export > reviews.jsonl`).
  console.error(builtAt ? 'ensure-build: sources changed, rebuilding' : 'ensure-build: no build yet, building');
  execFileSync(process.execPath, [join(root, 'build.mjs')], { stdio: ['ignore', process.stderr, process.stderr], cwd: root });
}
