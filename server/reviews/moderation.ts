/**
 * Moderating the embedded store's reviews (issue 46; contract, "Customer
 * reviews: moderation and publishing"): list them by status, approve, reject
 * with one of the review policy's reasons. Each decision is a new row of
 * `review_decisions` with its time and reason; nothing is overwritten, so the
 * record shows every decision ever made. Opened by the `npm run reviews`
 * command while the site runs (WAL: the site's writes and these do not block
 * each other for longer than a transaction).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { isRemovalReason, REMOVAL_REASONS } from '../../shared/reviews/reviewPolicy.ts';
import { migrateReviewStore, REVIEWS_DB_FILE } from './sqliteStore.ts';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** One review as the moderator sees it (contract: exactly these fields, never the email address). */
export interface ModeratedReview {
  readonly id: string;
  readonly status: ReviewStatus;
  readonly rating: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly review: string;
  readonly submittedAt: string;
}

/** A decision the command refuses: the message says why, and nothing was recorded. */
export class ModerationRefused extends Error {
  override name = 'ModerationRefused';
}

export interface ModerationStore {
  /** Every review, oldest first, or those of one status. */
  list(status?: ReviewStatus): ModeratedReview[];
  /** Approves each; refuses them all, recording none, if any id is unknown. */
  approve(ids: readonly string[]): void;
  /** Rejects one for one of the review policy's reasons; refuses any other reason. */
  reject(id: string, reason: string): void;
  close(): void;
}

export function isReviewStatus(value: string): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value);
}

/** The reason keys, for a message that refuses another. */
export function reasonKeys(): string {
  return REMOVAL_REASONS.map((reason) => reason.key).join(', ');
}

/**
 * Opens DATA_DIR's store for moderation, bringing an older file up to date
 * (its reviews start pending). A folder with no store yet has no reviews:
 * undefined, and nothing is created.
 */
export function openModeration(dataDir: string, now: () => Date = () => new Date()): ModerationStore | undefined {
  const file = join(dataDir, REVIEWS_DB_FILE);
  if (!existsSync(file)) return undefined;
  const db = new Database(file, { fileMustExist: true, timeout: 5_000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  migrateReviewStore(db);
  const select = db.prepare(`
    SELECT r.dataid AS id,
           COALESCE((SELECT d.decision FROM review_decisions d WHERE d.dataid = r.dataid ORDER BY d.seq DESC LIMIT 1), 'pending') AS status,
           r.rating, r.first_name AS firstName, r.last_name AS lastName, r.review, r.submitted_at AS submittedAt
      FROM reviews r ORDER BY r.seq`);
  const exists = db.prepare('SELECT 1 FROM reviews WHERE dataid = ?').pluck();
  const decide = db.prepare('INSERT INTO review_decisions (dataid, decision, reason, decided_at) VALUES (?, ?, ?, ?)');
  const unknown = (ids: readonly string[]) => ids.filter((id) => exists.get(id) === undefined);
  const approveAll = db.transaction((ids: readonly string[]) => {
    const at = now().toISOString();
    for (const id of ids) decide.run(id, 'approved', null, at);
  });
  return {
    list(status) {
      const rows = select.all() as ModeratedReview[];
      return status ? rows.filter((row) => row.status === status) : rows;
    },
    approve(ids) {
      if (ids.length === 0) throw new ModerationRefused('approve: give the id of at least one review');
      const missing = unknown(ids);
      if (missing.length) throw new ModerationRefused(`approve: no review with id ${missing.join(', ')}; nothing was approved`);
      approveAll(ids);
    },
    reject(id, reason) {
      if (!isRemovalReason(reason)) {
        throw new ModerationRefused(`reject: "${reason}" is not a reason the review policy lists; use one of: ${reasonKeys()}`);
      }
      if (unknown([id]).length) throw new ModerationRefused(`reject: no review with id ${id}`);
      decide.run(id, 'rejected', reason, now().toISOString());
    },
    close() {
      if (db.open) db.close();
    },
  };
}
