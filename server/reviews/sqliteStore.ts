import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DataStoreRejected, type ReviewRecord, type ReviewStore } from './dataStore.ts';

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
 * The embedded data store (contract: used when DATA_STORE_URL is unset): one
 * SQLite file under DATA_DIR. WAL lets `npm run reviews:export` read while the
 * site writes; synchronous=FULL makes a review on disk before the visitor is
 * thanked, so a power cut after "Thank you" does not lose it.
 */
export function sqliteReviewStore(dataDir: string): SqliteReviewStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, REVIEWS_DB_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT INTO reviews (dataid, web_form_id, first_name, last_name, email, rating, review, submitted_at, created_at)
     VALUES (@dataid, @web_form_id, @first_name, @last_name, @email, @rating, @review, @submitted_at, @created_at)`,
  );
  return {
    async save(record) {
      const dataid = randomUUID();
      try {
        insert.run({
          dataid,
          web_form_id: record.web_form_id,
          first_name: record.firstName,
          last_name: record.lastName,
          email: record.email,
          rating: record.rating,
          review: record.review,
          submitted_at: record.submittedAt,
          created_at: new Date().toISOString(),
        });
      } catch (error) {
        // The SQLite code only (SQLITE_FULL, SQLITE_BUSY...): the message could quote the row.
        const code = (error as { code?: unknown }).code;
        throw new DataStoreRejected(`embedded data store could not save (${typeof code === 'string' ? code : 'error'})`);
      }
      return { dataid };
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
