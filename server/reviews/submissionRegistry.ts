import { LRUCache } from 'lru-cache';
import { isOutcomeUnknown } from './dataStore.ts';

/**
 * Recent submissions by key (`${submissionId}:${digest of the answers}`), so a
 * retry of a review whose reply was lost gets the first review's dataid
 * instead of being kept twice, and a duplicate that arrives while the first
 * is still being saved waits for the first's result (issue 13). In memory,
 * bounded in count and age: a retry comes within minutes, from the same
 * visitor, to the same process.
 *
 * A save that failed is tried again on a retry, with the same key. One whose
 * outcome is unknown (the store timed out, or answered 2xx with something we
 * could not read: it may have kept the review) is remembered as such, so the
 * retry is known for what it is: the same submission sent again, which the
 * store can recognise by its key (issue 30).
 */
export interface SubmissionRegistry {
  /**
   * The dataid of the submission with this key: saved now by `save`, or the
   * one saved (or being saved) before, then `duplicate` is true. `resent`:
   * an earlier save of this key ended without knowing whether it was kept.
   */
  readonly run: (key: string, save: () => Promise<{ dataid: string }>) => Promise<{ dataid: string; duplicate: boolean; resent: boolean }>;
  readonly size: () => number;
}

export interface SubmissionRegistryOptions {
  readonly maxEntries?: number;
  readonly ttlMs?: number;
  readonly now?: () => number;
}

export const SUBMISSION_MEMORY = { maxEntries: 10_000, ttlMs: 60 * 60_000 } as const;

/** The first save's promise, or a save whose outcome is unknown. */
type Entry = { readonly result: Promise<{ dataid: string }> } | { readonly unknown: true };

/** lru-cache keeps the bound in count and age; `now` is its clock (tests pass their own). */
export function submissionRegistry({
  maxEntries = SUBMISSION_MEMORY.maxEntries,
  ttlMs = SUBMISSION_MEMORY.ttlMs,
  now = Date.now,
}: SubmissionRegistryOptions = {}): SubmissionRegistry {
  // Age from when a key was set (a read does not make it young); `ttlResolution: 0` reads the clock on every look.
  const entries = new LRUCache<string, Entry>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });

  return {
    async run(key, save) {
      const known = entries.get(key);
      if (known && 'result' in known) return { dataid: (await known.result).dataid, duplicate: true, resent: false };
      const resent = known !== undefined;
      const result = save();
      // Set again, so a resent key counts as young again.
      const entry = { result };
      entries.set(key, entry);
      try {
        return { dataid: (await result).dataid, duplicate: false, resent };
      } catch (error) {
        if (entries.peek(key) === entry) {
          if (resent || isOutcomeUnknown(error)) entries.set(key, { unknown: true });
          else entries.delete(key);
        }
        throw error;
      }
    },
    size: () => entries.size,
  };
}
