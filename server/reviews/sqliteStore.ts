import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataStoreBusy, DataStoreRejected, type ReviewRecord, type ReviewStore } from './dataStore.ts';

export const REVIEWS_DB_FILE = 'reviews.sqlite';

/** A kept review: the contract's record, its generated id and when this store wrote it. */
export interface StoredReview extends ReviewRecord {
  readonly dataid: string;
  readonly createdAt: string;
}

export interface SqliteReviewStore extends ReviewStore {
  /** Every kept review, oldest first, one at a time (the export streams them). */
  all(): IterableIterator<StoredReview>;
}

interface Row {
  dataid: string;
  web_form_id: string;
  first_name: string;
  last_name: string;
  email: string;
  rating: number;
  review: string;
  submitted_at: string;
  created_at: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS reviews (
    seq          INTEGER PRIMARY KEY,
    dataid       TEXT NOT NULL UNIQUE,
    web_form_id  TEXT NOT NULL,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    email        TEXT NOT NULL,
    rating       INTEGER NOT NULL CHECK (rating BETWEEN 0 AND 5),
    review       TEXT NOT NULL,
    submitted_at TEXT NOT NULL,
    created_at   TEXT NOT NULL
  ) STRICT
`;

/**
 * Added by issue 13 (older files get the column on open): a submission's key,
 * so a retry after a lost reply, even across a restart, gets the first
 * record's dataid. Not part of the record, nor of the export.
 */
const SUBMISSION_KEY_COLUMN = 'submission_key';
const SUBMISSION_KEY_INDEX = `CREATE UNIQUE INDEX IF NOT EXISTS reviews_submission_key ON reviews (${SUBMISSION_KEY_COLUMN})`;

/**
 * Added by issue 46: every moderation decision, kept with its time and reason
 * (the review policy's key for a rejection; none for an approval, which
 * means the review breaks no rule). A review's status is its latest
 * decision, `pending` while it has none, so the reviews kept before this
 * table existed start pending. Deleting a review (docs/operating.md's command, by
 * email) deletes its decisions with it: better-sqlite3 enforces foreign keys.
 */
const DECISIONS = `
  CREATE TABLE IF NOT EXISTS review_decisions (
    seq        INTEGER PRIMARY KEY,
    dataid     TEXT NOT NULL REFERENCES reviews (dataid) ON DELETE CASCADE,
    decision   TEXT NOT NULL CHECK (decision IN ('approved', 'rejected')),
    reason     TEXT,
    decided_at TEXT NOT NULL,
    CHECK ((decision = 'rejected') = (reason IS NOT NULL))
  ) STRICT;
  CREATE INDEX IF NOT EXISTS review_decisions_dataid ON review_decisions (dataid, seq)
`;

/** Brings a store file of any earlier version up to this one, keeping every row. */
export function migrateReviewStore(db: Database.Database): void {
  db.exec(SCHEMA);
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('reviews') as string[];
  if (!columns.includes(SUBMISSION_KEY_COLUMN)) db.exec(`ALTER TABLE reviews ADD COLUMN ${SUBMISSION_KEY_COLUMN} TEXT`);
  db.exec(SUBMISSION_KEY_INDEX);
  db.exec(DECISIONS);
}

/**
 * A write that finds the database locked (another process writing to it) is
 * not waited for on SQLite's busy handler: that sleeps on the main thread and
 * held every request, /healthz included, for up to 5 s a review. It fails at
 * once and is tried again after a pause that blocks nothing...
 */
const BUSY_TIMEOUT_MS = 0;
const BUSY_PAUSE_MS = 25;
/** ...until this much time has gone: then it is DataStoreBusy, a 503 the visitor can retry. */
const BUSY_BUDGET_MS = 250;

export interface SqliteStoreOptions {
  /** For tests: how long a locked database is waited for before DataStoreBusy. */
  readonly busyBudgetMs?: number;
  /** For tests: pragmas run after opening (`max_page_count = 1` stands for a full disk). */
  readonly pragmas?: readonly string[];
  /** For tests: the clock of the busy budget and of the write probes of a store that failed (ms). */
  readonly now?: () => number;
}

/** SQLite errors that mean the store cannot write at all (not one bad row, not a lock): the file, the disk or its pages. */
const CANNOT_WRITE = /^SQLITE_(FULL|READONLY|IOERR|CORRUPT|NOTADB|CANTOPEN|PERM)/;
/** A store that failed to write is probed again at most this often (by /readyz). */
const PROBE_EVERY_MS = 5_000;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/**
 * The embedded data store (contract: used when DATA_STORE_URL is unset): one
 * SQLite file under DATA_DIR. WAL lets `npm run reviews:export` read while the
 * site writes; synchronous=FULL makes a review on disk before the visitor is
 * thanked, so a power cut after "Thank you" does not lose it.
 */
export function sqliteReviewStore(
  dataDir: string,
  { busyBudgetMs = BUSY_BUDGET_MS, pragmas = [], now = Date.now }: SqliteStoreOptions = {},
): SqliteReviewStore {
  makeFolder(dataDir);
  // At start a lock is worth waiting for (nothing else runs yet); once serving, only briefly (below).
  const db = new Database(join(dataDir, REVIEWS_DB_FILE), { timeout: 5_000 });
  // A file with a valid header but broken pages opens fine and fails at the first review: find out now.
  const check = db.pragma('quick_check', { simple: true });
  if (check !== 'ok') {
    db.close();
    throw new Error(`embedded data store ${join(dataDir, REVIEWS_DB_FILE)} is damaged (quick_check: ${String(check).slice(0, 200)})`);
  }
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  migrateReviewStore(db);
  db.exec('CREATE TABLE IF NOT EXISTS write_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL)');
  const probe = db.prepare('INSERT OR REPLACE INTO write_probe (id, at) VALUES (1, ?)');
  // A file that cannot be written (read-only, no space) stops the start, not the first visitor's review.
  try {
    probe.run(new Date().toISOString());
  } catch (error) {
    db.close();
    throw new Error(`embedded data store ${join(dataDir, REVIEWS_DB_FILE)} cannot be written (${codeOf(error)})`);
  }
  for (const pragma of pragmas) db.pragma(pragma);
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const insert = db.prepare(
    `INSERT INTO reviews (dataid, web_form_id, first_name, last_name, email, rating, review, submitted_at, created_at, ${SUBMISSION_KEY_COLUMN})
     VALUES (@dataid, @web_form_id, @first_name, @last_name, @email, @rating, @review, @submitted_at, @created_at, @submission_key)
     ON CONFLICT (${SUBMISSION_KEY_COLUMN}) DO NOTHING`,
  );
  const bySubmission = db.prepare(`SELECT dataid FROM reviews WHERE ${SUBMISSION_KEY_COLUMN} = ?`).pluck();

  /** One attempt: the new record's dataid, or the first one's when this submission was kept before. */
  const write = (record: ReviewRecord, submissionKey: string | null): string => {
    const dataid = randomUUID();
    const { changes } = insert.run({
      dataid,
      web_form_id: record.web_form_id,
      first_name: record.firstName,
      last_name: record.lastName,
      email: record.email,
      rating: record.rating,
      review: record.review,
      submitted_at: record.submittedAt,
      created_at: new Date().toISOString(),
      submission_key: submissionKey,
    });
    return changes === 1 ? dataid : (bySubmission.get(submissionKey) as string);
  };

  /** Why the store cannot write, since its last write failed that way; cleared by the next write that works. */
  let fault: string | undefined;
  let probedAt = 0;
  // The SQLite code only (SQLITE_FULL, SQLITE_CONSTRAINT...): the message could quote the row.
  const rejected = (error: unknown) => {
    const code = codeOf(error);
    if (CANNOT_WRITE.test(code)) fault = code;
    return new DataStoreRejected(`embedded data store could not save (${code})`);
  };

  /**
   * The reviews of one turn of the event loop, written in one transaction:
   * one fsync for a burst instead of one each (synchronous=FULL), so a burst
   * of reviews costs the loop little (issue 21).
   */
  type Pending = { record: ReviewRecord; key: string | null; resolve: (saved: { dataid: string }) => void; reject: (error: unknown) => void };
  let pending: Pending[] = [];
  const writeAll = db.transaction((batch: Pending[]) => batch.map((one) => write(one.record, one.key)));

  const flush = async (batch: Pending[]) => {
    const started = now();
    for (;;) {
      try {
        const ids = writeAll(batch);
        fault = undefined;
        batch.forEach((one, i) => one.resolve({ dataid: ids[i]! }));
        return;
      } catch (error) {
        if (isBusy(error) && db.open) {
          const waited = now() - started;
          if (waited >= busyBudgetMs) return batch.forEach((one) => one.reject(new DataStoreBusy(waited)));
          await sleep(BUSY_PAUSE_MS);
          continue;
        }
        if (batch.length === 1 || !db.open) return batch.forEach((one) => one.reject(rejected(error)));
        // One row the table refuses must not fail the others: each on its own.
        for (const one of batch) await flush([one]);
        return;
      }
    }
  };

  return {
    save(record, { submissionKey } = {}) {
      return new Promise((resolve, reject) => {
        pending.push({ record, key: submissionKey ?? null, resolve, reject });
        if (pending.length > 1) return;
        setImmediate(() => {
          const batch = pending;
          pending = [];
          void flush(batch);
        });
      });
    },
    fault() {
      if (fault === undefined || !db.open || now() - probedAt < PROBE_EVERY_MS) return fault;
      probedAt = now();
      try {
        probe.run(new Date().toISOString());
        fault = undefined;
      } catch (error) {
        fault = codeOf(error);
      }
      return fault;
    },
    async close() {
      if (db.open) db.close();
    },
    all: () => readAll(db),
  };
}

/**
 * `mkdir -p` one folder at a time. Node's own recursive mkdirSync never
 * returns for a path under /proc (it retries the ENOENT the kernel answers
 * there without end, at full CPU): DATA_DIR=/proc/x hung the start.
 */
function makeFolder(dataDir: string): void {
  const missing: string[] = [];
  let folder = resolve(dataDir);
  for (;;) {
    let found;
    try {
      found = statSync(folder);
    } catch (error) {
      const parent = dirname(folder);
      if (codeOf(error) !== 'ENOENT' || parent === folder) throw folderError(dataDir, error);
      missing.unshift(folder);
      folder = parent;
      continue;
    }
    if (!found.isDirectory()) throw new Error(`${dataDir} cannot be the data folder: ${folder} is a file, not a folder`);
    break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw folderError(dataDir, error);
    }
  }
}

function folderError(dataDir: string, error: unknown): Error {
  return new Error(`the data folder ${dataDir} cannot be made (${codeOf(error)})`);
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'error';
}

/** Opens an existing store read-only, for the export; undefined when no review was ever kept. */
export function readReviews(dataDir: string): { reviews: IterableIterator<StoredReview>; close: () => void } | undefined {
  const file = join(dataDir, REVIEWS_DB_FILE);
  if (!existsSync(file)) return undefined;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return { reviews: readAll(db), close: () => db.close() };
}

function* readAll(db: Database.Database): IterableIterator<StoredReview> {
  const rows = db.prepare('SELECT * FROM reviews ORDER BY seq').iterate() as IterableIterator<Row>;
  for (const row of rows) {
    yield {
      dataid: row.dataid,
      web_form_id: row.web_form_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      rating: row.rating,
      review: row.review,
      submittedAt: row.submitted_at,
      createdAt: row.created_at,
    };
  }
}
