import type { ReviewInput } from '../../shared/reviews/reviewSchema.ts';

/**
 * What is sent to the data store (contract, Review submission): exactly these
 * seven fields. `web_form_id` and `submittedAt` are set by the server.
 */
export interface ReviewRecord extends ReviewInput {
  readonly web_form_id: string;
  /** ISO 8601 timestamp, e.g. 2026-11-22T10:00:00.000Z. */
  readonly submittedAt: string;
}

/**
 * Where reviews go: the external data store over HTTP, or the embedded SQLite
 * store when `DATA_STORE_URL` is unset. Both answer with the record's id.
 * Failures are typed (style: operational errors); only the route turns them
 * into HTTP statuses.
 */
export interface SaveOptions {
  /**
   * The submission's id and a digest of its answers (`${submissionId}:${digest}`):
   * the same for every retry of one submission. The embedded store keeps each
   * key once and answers a repeat with the first record's dataid, across
   * restarts; the external store gets it as the `Idempotency-Key` request
   * header (its JSON body is exactly the contract's seven fields), so it, or
   * the operator, can drop a repeat.
   */
  readonly submissionKey?: string;
}

export interface ReviewStore {
  save(record: ReviewRecord, options?: SaveOptions): Promise<{ dataid: string }>;
  /**
   * Why the store cannot take any review now (the embedded one: its file is
   * read-only, damaged or the disk full), or undefined while it can: /readyz
   * answers 503 meanwhile, so the load balancer sends visitors elsewhere.
   */
  fault?(): string | undefined;
  close(): Promise<void>;
}

/** The store did not answer within DATA_STORE_TIMEOUT_MS. The review may or may not have been kept. */
export class DataStoreTimeout extends Error {
  /** Whether the store may have kept the review: always, as the request may have reached it. */
  readonly outcomeUnknown = true;
  constructor(readonly timeoutMs: number) {
    super(`data store did not answer within ${timeoutMs} ms`);
    this.name = 'DataStoreTimeout';
  }
}

/**
 * The store answered non-OK, answered without a dataid, could not be reached,
 * or failed to write. The message never carries the store's answer: a store
 * may echo the review back, and messages reach the log. `outcomeUnknown`:
 * the store may have kept it all the same (a 2xx answer we could not read, a
 * connection lost after the review was sent); otherwise it was not kept.
 */
export class DataStoreRejected extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly outcomeUnknown = false,
  ) {
    super(message);
    this.name = 'DataStoreRejected';
  }
}

/** Whether a failed save may have been kept all the same (a timeout, a garbled answer): then a retry must carry the same key. */
export function isOutcomeUnknown(error: unknown): boolean {
  return (error as { outcomeUnknown?: unknown } | null)?.outcomeUnknown === true;
}

/**
 * The store is there but cannot take a write just now (the embedded database
 * is locked by another process). Nothing was kept; trying again shortly may work.
 */
export class DataStoreBusy extends Error {
  constructor(readonly waitedMs: number) {
    super(`data store busy: still locked after ${waitedMs} ms`);
    this.name = 'DataStoreBusy';
  }
}
