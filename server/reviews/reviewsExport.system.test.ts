/**
 * The built site with the embedded store, as processes: a review kept across
 * a restart, and `npm run reviews:export` reading the same DATA_DIR while the
 * site runs. The store itself: sqliteStore.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT, startServer } from '../../testing/site.ts';
import { builtPagesEnv } from '../../testing/loopback.mjs';
import { validReview } from '../../testing/reviews.ts';

const run = promisify(execFile);

const folders: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'drivefair-sqlite-test-'));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the site with the embedded store, end to end', () => {
  it('keeps a submitted review across a restart, and the export prints it', async () => {
    const dataDir = freshDir();
    const email = 'restart@example.com'; // a fresh DATA_DIR: no other review has it
    const review = 'Kept across a restart, then exported.';

    const first = await startServer({ ...builtPagesEnv(ROOT), DATA_DIR: dataDir });
    try {
      const res = await fetch(`${first.url}/api/reviews`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validReview({ email, rating: 3, review })),
      });
      expect(res.status).toBe(201);
      const { dataid } = (await res.json()) as { dataid: string };
      expect(await first.stop()).toBe(0);
      expect(first.output()).toContain(dataid);
      expect(first.output()).not.toContain(email);

      const second = await startServer({ ...builtPagesEnv(ROOT), DATA_DIR: dataDir });
      try {
        // Written again after the restart, to the same file.
        const again = await fetch(`${second.url}/api/reviews`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', review: 'Second.', consent: 'yes' }),
          redirect: 'manual',
        });
        expect(again.status).toBe(303);

        // The export reads the same DATA_DIR while the site runs.
        const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'dist/server/export-reviews.js')], {
          cwd: ROOT,
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
        });
        const lines = stdout
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatchObject({ dataid, web_form_id: 'drivefair_customer_review', firstName: 'Ada', email, rating: 3, review });
        expect(lines[1]).toMatchObject({ firstName: 'Grace', rating: 0 });
        expect(stderr).toContain('2 reviews');
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop();
    }
  });
});
