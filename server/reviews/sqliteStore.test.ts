import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DataStoreBusy, DataStoreRejected, type ReviewRecord } from './dataStore.ts';
import { readReviews, REVIEWS_DB_FILE, sqliteReviewStore } from './sqliteStore.ts';

const RECORD: ReviewRecord = {
  web_form_id: 'drivefair_customer_review',
  firstName: 'Siân',
  lastName: 'José-María',
  email: 'sian@example.com',
  rating: 5,
  review: 'Line one\nline two 😀',
  submittedAt: '2026-11-22T10:00:00.000Z',
};

const folders: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'drivefair-sqlite-test-'));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded data store', () => {
  it('keeps a review across closing and opening the store again', async () => {
    const dir = join(freshDir(), 'nested', 'data'); // created as needed, like mkdir -p
    const first = sqliteReviewStore(dir);
    const { dataid } = await first.save(RECORD);
    expect(dataid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await first.close();

    const reopened = sqliteReviewStore(dir);
    const kept = [...reopened.all()];
    expect(kept).toEqual([{ ...RECORD, dataid, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    const second = await reopened.save({ ...RECORD, firstName: 'Zoë' });
    expect(second.dataid).not.toBe(dataid);
    expect([...reopened.all()].map((review) => review.firstName)).toEqual(['Siân', 'Zoë']);
    await reopened.close();
  });

  it('can be read while the site writes to it (WAL), read-only', async () => {
    const dir = freshDir();
    const store = sqliteReviewStore(dir);
    await store.save(RECORD);
    const reader = readReviews(dir)!;
    expect([...reader.reviews]).toHaveLength(1);
    reader.close();
    await store.save(RECORD);
    await store.close();
  });

  it('reports no store when no review was ever kept', () => {
    expect(readReviews(join(freshDir(), 'empty'))).toBeUndefined();
  });

  it('refuses, as DataStoreRejected, a rating the table does not allow and a save after close', async () => {
    const store = sqliteReviewStore(freshDir());
    await expect(store.save({ ...RECORD, rating: 9 })).rejects.toBeInstanceOf(DataStoreRejected);
    await store.close();
    const error = await store.save(RECORD).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataStoreRejected);
    // The message names no field value.
    expect(String((error as Error).message)).not.toContain('sian@example.com');
  });
});

describe('the embedded data store and retries (issue 13)', () => {
  it('answers a second save with the same submission key with the first dataid, and keeps one record', async () => {
    const store = sqliteReviewStore(freshDir());
    const first = await store.save(RECORD, { submissionKey: 'id-1:digest' });
    const again = await store.save({ ...RECORD, submittedAt: '2026-11-22T10:05:00.000Z' }, { submissionKey: 'id-1:digest' });
    const other = await store.save(RECORD, { submissionKey: 'id-2:digest' });
    const unkeyed = [await store.save(RECORD), await store.save(RECORD)];
    expect(again.dataid).toBe(first.dataid);
    expect(new Set([first.dataid, other.dataid, ...unkeyed.map((saved) => saved.dataid)]).size).toBe(4);
    expect([...store.all()]).toHaveLength(4);
    // The export shows the record as the contract has it, no key.
    expect(Object.keys([...store.all()][0]!)).not.toContain('submissionKey');
    await store.close();
  });

  it('opens a file written before submission keys existed, and keeps its reviews', async () => {
    const dir = freshDir();
    const old = new Database(join(dir, REVIEWS_DB_FILE));
    old.exec(`CREATE TABLE reviews (seq INTEGER PRIMARY KEY, dataid TEXT NOT NULL UNIQUE, web_form_id TEXT NOT NULL, first_name TEXT NOT NULL,
      last_name TEXT NOT NULL, email TEXT NOT NULL, rating INTEGER NOT NULL CHECK (rating BETWEEN 0 AND 5), review TEXT NOT NULL,
      submitted_at TEXT NOT NULL, created_at TEXT NOT NULL) STRICT`);
    old
      .prepare(
        `INSERT INTO reviews (dataid, web_form_id, first_name, last_name, email, rating, review, submitted_at, created_at)
      VALUES ('old-1', 'drivefair_customer_review', 'Old', 'Review', 'old@example.com', 3, 'Kept.', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .run();
    old.close();
    const store = sqliteReviewStore(dir);
    const saved = await store.save(RECORD, { submissionKey: 'k:1' });
    expect((await store.save(RECORD, { submissionKey: 'k:1' })).dataid).toBe(saved.dataid);
    expect([...store.all()].map((review) => review.dataid)).toEqual(['old-1', saved.dataid]);
    await store.close();
  });

  it('answers DataStoreBusy once its budget is spent while another process holds the write lock, never waiting on SQLite', async () => {
    const dir = freshDir();
    // The store's own clock: each reading 40 ms on from the last, so the budget of 100 ms is spent on the fourth try.
    let clock = 0;
    const store = sqliteReviewStore(dir, { busyBudgetMs: 100, now: () => (clock += 40) });
    const locker = new Database(join(dir, REVIEWS_DB_FILE));
    locker.exec('BEGIN IMMEDIATE');
    try {
      const error = await store.save(RECORD).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataStoreBusy);
      expect((error as DataStoreBusy).waitedMs).toBe(120);
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
    expect((await store.save(RECORD)).dataid).toBeTruthy();
    await store.close();
  });
});

describe('the embedded data store under load and faults (issue 21)', () => {
  it('writes the reviews of one tick in one transaction, each with its own dataid, one bad row failing alone', async () => {
    const store = sqliteReviewStore(freshDir());
    const saves = Array.from({ length: 50 }, (_, i) => store.save({ ...RECORD, firstName: `Burst ${i}` }, { submissionKey: `burst-${i % 40}:d` }));
    const bad = store.save({ ...RECORD, rating: 9 });
    const results = await Promise.all(saves);
    await expect(bad).rejects.toBeInstanceOf(DataStoreRejected);
    // Ten repeats of a key got the first one's dataid, in the same transaction.
    expect(new Set(results.map((saved) => saved.dataid)).size).toBe(40);
    expect([...store.all()]).toHaveLength(40);
    expect(store.fault?.()).toBeUndefined();
    await store.close();
  });

  it('stops the start with a message when the file has a valid header but damaged pages', () => {
    const dir = freshDir();
    const store = sqliteReviewStore(dir);
    void store.close();
    const db = new Database(join(dir, REVIEWS_DB_FILE));
    db.pragma('journal_mode = DELETE');
    db.exec(
      `CREATE TABLE filler (x TEXT); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200) INSERT INTO filler SELECT hex(randomblob(500)) FROM n;`,
    );
    db.close();
    // Overwrite pages past the header with junk: SQLite still opens the file.
    const file = join(dir, REVIEWS_DB_FILE);
    const bytes = readFileSync(file);
    for (let at = 4096 * 2; at < bytes.length; at += 997) bytes[at] = 0xff;
    writeFileSync(file, bytes);
    expect(() => sqliteReviewStore(dir)).toThrow(/damaged|cannot be written|malformed/);
  });

  it('says it cannot write once a write fails for lack of space, until a write works again (probed every few seconds)', async () => {
    let now = 0;
    const dir = freshDir();
    // max_page_count at the file's size stands for a full disk: SQLITE_FULL on the next page.
    const size = (() => {
      const probe = sqliteReviewStore(dir);
      void probe.close();
      const db = new Database(join(dir, REVIEWS_DB_FILE));
      const pages = db.pragma('page_count', { simple: true }) as number;
      db.close();
      return pages;
    })();
    const store = sqliteReviewStore(dir, { pragmas: [`max_page_count = ${size}`], now: () => now });
    const long = 'x'.repeat(400);
    let failed: unknown;
    for (let i = 0; i < 200 && !failed; i++)
      failed = await store.save({ ...RECORD, review: long }).then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(DataStoreRejected);
    expect(String((failed as Error).message)).toContain('SQLITE_FULL');
    expect(store.fault?.()).toBe('SQLITE_FULL');
    now += 1_000;
    expect(store.fault?.()).toBe('SQLITE_FULL'); // not probed again yet
    // After a while a small write is tried: it fits in a page the file has, so the store is ready again.
    now += 10_000;
    expect(store.fault?.()).toBeUndefined();
    await store.close();
  });
});
