import type { ReviewInput } from '../../shared/reviewSchema.ts';

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
   * The submission's id and a digest of its answers (`${submissionId}:${digest}`),
   * when the form sent one. A store that can keep it (the embedded one) answers
   * a second save with the same key with the first record's dataid, across
   * restarts; the external store never sees it (its fields are the contract's seven).
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
  constructor(readonly timeoutMs: number) {
    super(`data store did not answer within ${timeoutMs} ms`);
    this.name = 'DataStoreTimeout';
  }
}

/**
 * The store answered non-OK, answered without a dataid, could not be reached,
 * or failed to write. The message never carries the store's answer: a store
 * may echo the review back, and messages reach the log.
 */
export class DataStoreRejected extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DataStoreRejected';
  }
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
