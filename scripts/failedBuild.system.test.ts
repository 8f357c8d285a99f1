/**
 * Issue 48, item 6: a build that fails keeps the last good one. In a copy of
 * the repository whose dist/ is this run's build (the last good one), a
 * content error and a YAML syntax error each fail `node build.mjs` in a few
 * lines naming the file (and the entry and field, or the line), no stack, and
 * dist/ still serves; a start with a damaged build exits 78 with one line.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument, type YAMLMap } from 'yaml';
import { builtPagesEnv, startBuiltServer } from '../testing/loopback.mjs';
import { ROOT } from '../testing/site.ts';

const work = mkdtempSync(join(tmpdir(), 'drivefair-failed-build-'));
const repo = join(work, 'repo');
const figuresFile = join(repo, 'content/figures.yaml');
const goodFigures = readFileSync(join(ROOT, 'content/figures.yaml'), 'utf8');
const manifestOf = () => readFileSync(join(repo, 'dist/client/manifest.json'), 'utf8');

beforeAll(() => {
  // What build.mjs reads (client/, server/, shared/, content/, public/, the pages' types in testing/), and
  // this run's build as the last good one.
  for (const entry of ['build.mjs', 'package.json', 'tsconfig.json', 'client', 'server', 'shared', 'content', 'public', 'scripts', 'testing', 'dist']) {
    cpSync(join(ROOT, entry), join(repo, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(repo, 'node_modules'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => writeFileSync(figuresFile, goodFigures));

/** Runs `node <args>` in the copy; resolves with its exit code and everything it wrote. */
function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const lines = (output: string) => output.split('\n').filter((line) => line.trim() !== '');

/** dist/ as it was, whole, and serving its pages (the build's own: the server makes none at start). */
async function stillServes(manifestBefore: string): Promise<void> {
  expect(manifestOf()).toBe(manifestBefore);
  expect(existsSync(join(repo, '.dist-next'))).toBe(false);
  let output = '';
  const { child, url } = await startBuiltServer({
    root: repo,
    output: (chunk: string) => (output += chunk),
    env: { DATA_DIR: join(work, 'data'), ...builtPagesEnv(repo) },
  });
  try {
    const res = await fetch(`${url}/lenders`);
    expect(res.status, output).toBe(200);
    expect(await res.text()).toContain('<h1');
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

it('a content error: one line per problem (file, entry, field), no stack, and the last build still serves', async () => {
  const before = manifestOf();
  const figures = parseDocument(goodFigures);
  const source = (figures.get('sources') as YAMLMap<{ value: string }>).items[0]!.key.value;
  figures.setIn(['sources', source, 'date'], 'the seventh of October');
  writeFileSync(figuresFile, figures.toString());

  const { code, output } = await run(['build.mjs']);
  expect(code).toBe(1);
  expect(output).toContain(`content/figures.yaml: sources.${source}.date: `);
  expect(output).not.toMatch(/\n\s+at /);
  expect(lines(output).length, output).toBeLessThanOrEqual(4);
  await stillServes(before);
}, 180_000);

it('a YAML syntax error names the file and the line, and the last build still serves', async () => {
  const before = manifestOf();
  const broken = goodFigures.split('\n');
  const at = broken.findIndex((line) => /^\s+title: /.test(line));
  broken[at] = broken[at]!.replace('title: ', 'title: [');
  writeFileSync(figuresFile, broken.join('\n'));

  const { code, output } = await run(['build.mjs']);
  expect(code).toBe(1);
  // esbuild's way of naming where: file:line:column, the line as the YAML parser found it (at or after the bracket).
  const where = /content\/figures\.yaml:(\d+):\d+/.exec(output);
  expect(where, output).not.toBeNull();
  expect(Number(where![1])).toBeGreaterThanOrEqual(at + 1);
  expect(Number(where![1])).toBeLessThanOrEqual(at + 3);
  expect(output).not.toMatch(/\n\s+at /);
  await stillServes(before);
}, 180_000);

describe('a start with a damaged build exits 78 with one line', () => {
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', DATA_DIR: join(work, 'data') };

  it.each([
    ['the pages index corrupt', () => join(repo, 'dist/pages/pages.json'), (file: string) => writeFileSync(file, '{"buildId": "abc", "pa')],
    ['the asset manifest missing', () => join(repo, 'dist/client/manifest.json'), (file: string) => rmSync(file)],
    ['a chunk of the server missing', () => serverChunkOf(repo), (file: string) => rmSync(file)],
  ])(
    '%s',
    async (_name, fileOf, damage) => {
      const file = fileOf();
      const kept = readFileSync(file);
      damage(file);
      try {
        const { code, output } = await run(['dist/server/index.js'], env);
        expect(code, output).toBe(78);
        expect(lines(output), output).toHaveLength(1);
        expect(output).toMatch(/Build error: .*npm run build/);
      } finally {
        writeFileSync(file, kept);
      }
    },
    60_000,
  );
});

/** The chunk dist/server/index.js imports, server/start/main.ts's (esbuild names chunks by hash). */
function serverChunkOf(root: string): string {
  const index = readFileSync(join(root, 'dist/server/index.js'), 'utf8');
  const chunk = /["'](\.\/chunks\/[\w.-]+\.js)["']/.exec(index)?.[1];
  if (!chunk) throw new Error('no chunk imported by dist/server/index.js');
  return join(root, 'dist/server', chunk);
}
