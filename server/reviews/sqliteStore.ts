import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
}

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
export function sqliteReviewStore(dataDir: string, { busyBudgetMs = BUSY_BUDGET_MS }: SqliteStoreOptions = {}): SqliteReviewStore {
  mkdirSync(dataDir, { recursive: true });
  // At start a lock is worth waiting for (nothing else runs yet); once serving, only briefly (below).
  const db = new Database(join(dataDir, REVIEWS_DB_FILE), { timeout: 5_000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(SCHEMA);
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('reviews') as string[];
  if (!columns.includes(SUBMISSION_KEY_COLUMN)) db.exec(`ALTER TABLE reviews ADD COLUMN ${SUBMISSION_KEY_COLUMN} TEXT`);
  db.exec(SUBMISSION_KEY_INDEX);
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

  return {
    async save(record, { submissionKey } = {}) {
      const started = Date.now();
      for (;;) {
        try {
          return { dataid: write(record, submissionKey ?? null) };
        } catch (error) {
          if (isBusy(error) && db.open) {
            const waited = Date.now() - started;
            if (waited >= busyBudgetMs) throw new DataStoreBusy(waited);
            await sleep(BUSY_PAUSE_MS);
            continue;
          }
          // The SQLite code only (SQLITE_FULL, SQLITE_CONSTRAINT...): the message could quote the row.
          const code = (error as { code?: unknown }).code;
          throw new DataStoreRejected(`embedded data store could not save (${typeof code === 'string' ? code : 'error'})`);
        }
      }
    },
    async close() {
      if (db.open) db.close();
    },
    all: () => readAll(db),
  };
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
