import PQueue from 'p-queue';
import { realSchedule, type Schedule } from '../start/schedule.ts';

/**
 * A visitor's review is never refused for load (issue 21): when the data
 * store is already busy with as many saves as it should have at once, a
 * review waits its turn here. The line is bounded in length and in time, so
 * a flood cannot hold memory or keep visitors waiting without end; only then
 * is it refused with `ReviewQueueFull` (503 with Retry-After), and always
 * before its save began, so a refused review was never kept.
 */
export class ReviewQueueFull extends Error {
  constructor(readonly retryAfterS: number) {
    super('review queue full');
    this.name = 'ReviewQueueFull';
  }
}

export interface ReviewQueueOptions {
  /** Saves running at once. */
  readonly concurrency: number;
  /** Reviews waiting for a turn; the next one past this is refused at once. */
  readonly maxWaiting: number;
  /** How long one may wait for its turn before it is refused. */
  readonly maxWaitMs: number;
  /** What a refused visitor is told to wait before sending again. */
  readonly retryAfterS: number;
}

export interface ReviewQueue {
  /** Runs `save` when its turn comes; rejects with ReviewQueueFull, without running it, when the line is full or the wait runs out. */
  readonly run: <T>(save: () => Promise<T>) => Promise<T>;
  readonly stats: () => { readonly waiting: number; readonly saving: number };
}

export const REVIEW_QUEUE: ReviewQueueOptions = Object.freeze({
  // The external store is asked this many at once; the embedded one writes the reviews of one tick in one transaction.
  concurrency: 16,
  // A valid review is under 4 KiB: a full line holds a few megabytes at most.
  maxWaiting: 1_000,
  // Well inside the request timeout (30 s) with DATA_STORE_TIMEOUT_MS (5 s) still to come.
  maxWaitMs: 10_000,
  retryAfterS: 10,
});

/**
 * p-queue keeps the turns, as it does for the render limit (server/render/renderLimit.ts); what is
 * ours is the bound: a review that must wait is refused at once when the line is full, and taken
 * out of the line (p-queue's `signal`) when its wait runs out. `schedule` times each wait (tests
 * pass their own timers); the server uses Node's.
 */
export function createReviewQueue(
  { concurrency, maxWaiting, maxWaitMs, retryAfterS }: ReviewQueueOptions = REVIEW_QUEUE,
  schedule: Schedule = realSchedule,
): ReviewQueue {
  const queue = new PQueue({ concurrency });
  return {
    run(save) {
      if (queue.pending < concurrency) return queue.add(save);
      if (queue.size >= maxWaiting) return Promise.reject(new ReviewQueueFull(retryAfterS));
      const waited = new AbortController();
      const cancelTimer = schedule(() => waited.abort(new ReviewQueueFull(retryAfterS)), maxWaitMs);
      return queue.add(
        () => {
          cancelTimer();
          return save();
        },
        { signal: waited.signal },
      );
    },
    stats: () => ({ waiting: queue.size, saving: queue.pending }),
  };
}
