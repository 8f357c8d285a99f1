/**
 * Issue 20: `npm run reviews:export` works inside the Docker image. No Docker
 * daemon is needed: the runtime stage's COPY lines are read from the
 * Dockerfile and the same files laid out in a folder, then the operator's
 * command is run there as docs/operating.md gives it ("Reviews sent through
 * the site").
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { readReviews, sqliteReviewStore } from '../server/reviews/sqliteStore.ts';
import { ROOT } from '../testing/site.ts';

const run = promisify(execFile);

/** The operator's guide's command that deletes a person's reviews, without its `docker exec <container> `. */
function deleteCommand(): string {
  const line = readFileSync(join(ROOT, 'docs/operating.md'), 'utf8')
    .split('\n')
    .find((text) => text.includes('DELETE FROM reviews WHERE email'));
  if (!line) throw new Error('docs/operating.md gives no command to delete a review');
  return line.trim().replace(/^docker exec <container> /, '');
}

interface Copy {
  readonly from?: string;
  readonly source: string;
  readonly dest: string;
}

/** The COPY instructions of the Dockerfile's `runtime` stage, in order. */
function runtimeCopies(dockerfile: string): Copy[] {
  const stages = dockerfile.split(/^FROM /m);
  const runtime = stages.find((stage) => /^\S+\s+AS\s+runtime\b/i.test(stage));
  if (!runtime) throw new Error('Dockerfile has no runtime stage');
  return [...runtime.matchAll(/^COPY\s+(?:--from=(\S+)\s+)?(\S+)\s+(\S+)\s*$/gm)].map(([, from, source, dest]) => ({ from, source: source!, dest: dest! }));
}

/** Lays out what the image's /app would hold: the build stage's files come from this checkout (its build included). */
function imageLayout(copies: readonly Copy[]): string {
  const app = mkdtempSync(join(tmpdir(), 'drivefair-image-'));
  for (const { from, source, dest } of copies) {
    const relativeSource = from ? source.replace(/^\/app\//, '') : source;
    const target = dest.endsWith('/') ? join(app, dest, relativeSource.split('/').pop()!) : join(app, dest);
    mkdirSync(dirname(target), { recursive: true });
    // The production dependencies are a subset of the checkout's: link them rather than copy 200 MB.
    if (relativeSource === 'node_modules') symlinkSync(realpathSync(join(ROOT, 'node_modules')), target, 'dir');
    else cpSync(join(ROOT, relativeSource), target, { recursive: true });
  }
  return app;
}

describe('the Docker image', () => {
  const copies = runtimeCopies(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));

  it('holds the build, the production dependencies, package.json and the one script its npm scripts need', () => {
    expect(copies.map((copy) => copy.source)).toEqual(
      expect.arrayContaining(['/app/node_modules', '/app/dist', '/app/scripts/ensure-build.mjs', 'package.json']),
    );
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['start', 'reviews:export', 'reviews']) {
      for (const [, file] of scripts[name]!.matchAll(/node (\S+)/g)) {
        const copied = copies.some(({ source }) => file!.startsWith(source.replace(/^\/app\//, '')));
        expect(copied, `npm run ${name} runs ${file}, which the image must hold`).toBe(true);
      }
    }
  });

  it('exports the embedded reviews with `npm run --silent reviews:export`, JSON lines only on stdout, without building', async () => {
    const app = imageLayout(copies);
    const dataDir = join(app, 'data');
    try {
      const store = sqliteReviewStore(dataDir);
      const { dataid } = await store.save({
        web_form_id: 'drivefair_customer_review',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        rating: 5,
        review: 'Exported from the image.',
        submittedAt: '2026-11-24T10:00:00.000Z',
      });
      await store.close();

      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      const { stdout, stderr } = await run(npm, ['run', '--silent', 'reviews:export'], {
        cwd: app,
        env: { PATH: process.env.PATH ?? '', HOME: app, NODE_ENV: 'production', DATA_DIR: dataDir },
      });
      const lines = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toEqual([expect.objectContaining({ dataid, firstName: 'Ada', rating: 5, review: 'Exported from the image.' })]);
      expect(stderr).not.toContain('ensure-build');
      expect(stderr).toContain('1 review');
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });

  it('moderates the embedded reviews with `npm run reviews` (issue 46): list, reasons, approve and reject, without building', async () => {
    const app = imageLayout(copies);
    const dataDir = join(app, 'data');
    try {
      const store = sqliteReviewStore(dataDir);
      const review = (firstName: string, rating: number) => ({
        web_form_id: 'drivefair_customer_review',
        firstName,
        lastName: 'Test',
        email: `${firstName.toLowerCase()}@example.com`,
        rating,
        review: `Review by ${firstName}.`,
        submittedAt: '2026-11-24T10:00:00.000Z',
      });
      const { dataid: first } = await store.save(review('Ada', 1));
      const { dataid: second } = await store.save(review('Grace', 5));
      await store.close();

      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      const reviews = (...args: string[]) =>
        run(npm, ['run', '--silent', 'reviews', '--', ...args], {
          cwd: app,
          env: { PATH: process.env.PATH ?? '', HOME: app, NODE_ENV: 'production', DATA_DIR: dataDir },
        });
      expect((await reviews('reasons')).stdout).toContain('offensive');
      await reviews('approve', first);
      await reviews('reject', second, '--reason', 'duplicate');
      await expect(reviews('reject', second, '--reason', 'too-good')).rejects.toMatchObject({ code: 1 });
      const { stdout, stderr } = await reviews('list', '--status', 'approved');
      expect(
        stdout
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { id: string; status: string }),
      ).toEqual([expect.objectContaining({ id: first, status: 'approved' })]);
      expect(stdout).not.toContain('@example.com');
      expect(stderr).not.toContain('ensure-build');
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });

  it('deletes a person’s reviews by email with the operator’s guide’s command, and leaves everyone else’s (issue 29)', async () => {
    const app = imageLayout(copies);
    const dataDir = join(app, 'data');
    try {
      const store = sqliteReviewStore(dataDir);
      const review = (firstName: string, email: string) => ({
        web_form_id: 'drivefair_customer_review',
        firstName,
        lastName: 'Test',
        email,
        rating: 4,
        review: `Review by ${firstName}.`,
        submittedAt: '2026-11-24T10:00:00.000Z',
      });
      await store.save(review('Ada', 'person@example.com'));
      await store.save(review('Ada', 'person@example.com'));
      const { dataid: kept } = await store.save(review('Grace', 'grace@example.com'));
      // The site still has the store open, as it would while serving.
      const command = deleteCommand().replace('/data/reviews.sqlite', join(dataDir, 'reviews.sqlite'));
      const { stdout } = await run('sh', ['-c', command], { cwd: app, env: { PATH: process.env.PATH ?? '', HOME: app } });
      expect(stdout.trim()).toBe('2 deleted');
      await store.close();
      const left = readReviews(dataDir)!;
      try {
        expect([...left.reviews].map((stored) => stored.dataid)).toEqual([kept]);
      } finally {
        left.close();
      }
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
