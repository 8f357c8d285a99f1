/**
 * Moderating the embedded store (issue 46): statuses, decisions kept with
 * their time and reason, the review policy's reasons only, the migration of
 * an older file, and docs/operating.md's deletion command still working.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { REMOVAL_REASONS } from '../../shared/reviews/reviewPolicy.ts';
import { ROOT } from '../../testing/site.ts';
import type { ReviewRecord } from './dataStore.ts';
import { ModerationRefused, openModeration } from './moderation.ts';
import { REVIEWS_DB_FILE, sqliteReviewStore } from './sqliteStore.ts';

const record = (firstName: string, rating: number, email = `${firstName.toLowerCase()}@example.com`): ReviewRecord => ({
  web_form_id: 'drivefair_customer_review',
  firstName,
  lastName: 'Test',
  email,
  rating,
  review: `Review by ${firstName}.`,
  submittedAt: '2026-11-22T10:00:00.000Z',
});

const folders: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'drivefair-moderation-test-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function storeWith(...records: ReviewRecord[]): Promise<{ dir: string; ids: string[] }> {
  const dir = freshDir();
  const store = sqliteReviewStore(dir);
  const ids: string[] = [];
  for (const each of records) ids.push((await store.save(each)).dataid);
  await store.close();
  return { dir, ids };
}

function decisions(dir: string): { dataid: string; decision: string; reason: string | null; decided_at: string }[] {
  const db = new Database(join(dir, REVIEWS_DB_FILE), { readonly: true });
  try {
    return db.prepare('SELECT dataid, decision, reason, decided_at FROM review_decisions ORDER BY seq').all() as never;
  } finally {
    db.close();
  }
}

describe('moderating the embedded store', () => {
  it('starts every review pending, and lists exactly the contract’s fields, never the email', async () => {
    const { dir, ids } = await storeWith(record('Ada', 5), record('Grace', 0));
    const store = openModeration(dir)!;
    try {
      const rows = store.list();
      expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
      expect(Object.keys(rows[0]!).sort()).toEqual(['firstName', 'id', 'lastName', 'rating', 'review', 'status', 'submittedAt']);
      expect(rows[0]).toMatchObject({ id: ids[0], firstName: 'Ada', rating: 5, review: 'Review by Ada.', submittedAt: '2026-11-22T10:00:00.000Z' });
      expect(JSON.stringify(rows)).not.toContain('@example.com');
    } finally {
      store.close();
    }
  });

  it('approves and rejects, recording each decision with its time and reason, and lists by status', async () => {
    const { dir, ids } = await storeWith(record('Ada', 5), record('Grace', 3), record('Mary', 1));
    const at = new Date('2026-11-28T12:00:00.000Z');
    const store = openModeration(dir, () => at)!;
    try {
      store.approve([ids[0]!, ids[2]!]);
      store.reject(ids[1]!, 'offensive');
      expect(store.list('approved').map((row) => row.id)).toEqual([ids[0], ids[2]]);
      expect(store.list('rejected').map((row) => row.id)).toEqual([ids[1]]);
      expect(store.list('pending')).toEqual([]);
      // A later decision changes the status; the earlier one stays on record.
      store.reject(ids[2]!, 'duplicate');
      expect(store.list('approved').map((row) => row.id)).toEqual([ids[0]]);
    } finally {
      store.close();
    }
    expect(decisions(dir)).toEqual([
      { dataid: ids[0], decision: 'approved', reason: null, decided_at: at.toISOString() },
      { dataid: ids[2], decision: 'approved', reason: null, decided_at: at.toISOString() },
      { dataid: ids[1], decision: 'rejected', reason: 'offensive', decided_at: at.toISOString() },
      { dataid: ids[2], decision: 'rejected', reason: 'duplicate', decided_at: at.toISOString() },
    ]);
  });

  it('refuses a reason the review policy does not list, and records nothing', async () => {
    const { dir, ids } = await storeWith(record('Ada', 1));
    const store = openModeration(dir)!;
    try {
      for (const reason of ['too-negative', 'low-rating', '', 'OFFENSIVE']) {
        expect(() => store.reject(ids[0]!, reason)).toThrow(ModerationRefused);
      }
      expect(() => store.reject(ids[0]!, 'too-negative')).toThrow(/not a reason the review policy lists; use one of: not-about-our-service, fake/);
      expect(store.list()[0]!.status).toBe('pending');
    } finally {
      store.close();
    }
    expect(decisions(dir)).toEqual([]);
  });

  it('accepts each of the policy’s reasons', async () => {
    const { dir, ids } = await storeWith(record('Ada', 2));
    const store = openModeration(dir)!;
    try {
      for (const { key } of REMOVAL_REASONS) store.reject(ids[0]!, key);
    } finally {
      store.close();
    }
    expect(decisions(dir).map((each) => each.reason)).toEqual(REMOVAL_REASONS.map((reason) => reason.key));
  });

  it('approves none when any id is unknown', async () => {
    const { dir, ids } = await storeWith(record('Ada', 4));
    const store = openModeration(dir)!;
    try {
      expect(() => store.approve([ids[0]!, 'no-such-id'])).toThrow('approve: no review with id no-such-id; nothing was approved');
      expect(() => store.reject('no-such-id', 'fake')).toThrow('reject: no review with id no-such-id');
      expect(() => store.approve([])).toThrow(ModerationRefused);
    } finally {
      store.close();
    }
    expect(decisions(dir)).toEqual([]);
  });

  it('finds no store in a folder where none was kept, and makes none', () => {
    expect(openModeration(freshDir())).toBeUndefined();
  });

  it('brings a store made before moderation up to date, keeping its reviews, each pending', () => {
    const dir = freshDir();
    // The table as the site kept it before issue 13 and issue 46 (no submission key, no decisions).
    const old = new Database(join(dir, REVIEWS_DB_FILE));
    old.exec(`CREATE TABLE reviews (
      seq INTEGER PRIMARY KEY, dataid TEXT NOT NULL UNIQUE, web_form_id TEXT NOT NULL, first_name TEXT NOT NULL,
      last_name TEXT NOT NULL, email TEXT NOT NULL, rating INTEGER NOT NULL CHECK (rating BETWEEN 0 AND 5),
      review TEXT NOT NULL, submitted_at TEXT NOT NULL, created_at TEXT NOT NULL) STRICT`);
    old
      .prepare(
        'INSERT INTO reviews (dataid, web_form_id, first_name, last_name, email, rating, review, submitted_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        'old-1',
        'drivefair_customer_review',
        'Old',
        'Timer',
        'old@example.com',
        2,
        'Kept from before.',
        '2026-01-01T00:00:00.000Z',
        '2026-01-01T00:00:00.000Z',
      );
    old.close();
    const store = openModeration(dir)!;
    try {
      expect(store.list()).toEqual([
        {
          id: 'old-1',
          status: 'pending',
          rating: 2,
          firstName: 'Old',
          lastName: 'Timer',
          review: 'Kept from before.',
          submittedAt: '2026-01-01T00:00:00.000Z',
        },
      ]);
      store.approve(['old-1']);
      expect(store.list('approved')).toHaveLength(1);
    } finally {
      store.close();
    }
  });

  it('still deletes a person’s reviews with the operator’s guide’s command, decided ones included, with their decisions', async () => {
    const { dir, ids } = await storeWith(record('Ada', 5, 'person@example.com'), record('Ada', 1, 'person@example.com'), record('Grace', 4));
    const store = openModeration(dir)!;
    store.approve([ids[0]!]);
    store.reject(ids[1]!, 'fake');
    store.approve([ids[2]!]);
    store.close();
    const line = readFileSync(join(ROOT, 'docs/operating.md'), 'utf8')
      .split('\n')
      .find((text) => text.includes('DELETE FROM reviews WHERE email'))!;
    const script = /node -e "(.*)" \/data\/reviews\.sqlite/.exec(line)![1]!;
    const { execFileSync } = await import('node:child_process');
    const out = execFileSync(process.execPath, ['-e', script, join(dir, REVIEWS_DB_FILE), 'person@example.com'], { cwd: ROOT, encoding: 'utf8' });
    expect(out.trim()).toBe('2 deleted');
    const after = openModeration(dir)!;
    try {
      expect(after.list().map((row) => [row.id, row.status])).toEqual([[ids[2], 'approved']]);
    } finally {
      after.close();
    }
    expect(decisions(dir).map((each) => each.dataid)).toEqual([ids[2]]);
  });
});
