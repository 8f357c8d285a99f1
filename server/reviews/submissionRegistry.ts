/**
 * Recent submissions by key (`${submissionId}:${digest of the answers}`), so a
 * retry of a review whose reply was lost gets the first review's dataid
 * instead of being kept twice, and a duplicate that arrives while the first
 * is still being saved waits for the first's result (issue 13). In memory,
 * bounded in count and age: a retry comes within minutes, from the same
 * visitor, to the same process. A failed save is forgotten, so a retry after
 * an error is tried again.
 */
export interface SubmissionRegistry {
  /**
   * The dataid of the submission with this key: saved now by `save`, or the
   * one saved (or being saved) before, then `duplicate` is true.
   */
  readonly run: (key: string, save: () => Promise<{ dataid: string }>) => Promise<{ dataid: string; duplicate: boolean }>;
  readonly size: () => number;
}

export interface SubmissionRegistryOptions {
  readonly maxEntries?: number;
  readonly ttlMs?: number;
  readonly now?: () => number;
}

export const SUBMISSION_MEMORY = { maxEntries: 10_000, ttlMs: 60 * 60_000 } as const;

export function submissionRegistry({
  maxEntries = SUBMISSION_MEMORY.maxEntries,
  ttlMs = SUBMISSION_MEMORY.ttlMs,
  now = Date.now,
}: SubmissionRegistryOptions = {}): SubmissionRegistry {
  /** Key → the first save's promise and when it started; insertion order is age order. */
  const entries = new Map<string, { readonly result: Promise<{ dataid: string }>; readonly at: number }>();

  const prune = () => {
    const oldest = now() - ttlMs;
    for (const [key, entry] of entries) {
      if (entry.at > oldest && entries.size <= maxEntries) break;
      entries.delete(key);
    }
  };

  return {
    async run(key, save) {
      prune();
      const known = entries.get(key);
      if (known) return { dataid: (await known.result).dataid, duplicate: true };
      const result = save();
      const entry = { result, at: now() };
      entries.set(key, entry);
      prune();
      try {
        return { dataid: (await result).dataid, duplicate: false };
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    size: () => entries.size,
  };
}
