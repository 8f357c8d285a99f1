/**
 * `vi.waitFor` with a bound that only catches a hang (issue 49): vitest's own
 * gives up after 1 s, less than a loaded machine takes to answer anything, and
 * no config changes it. Tests wait through this, never with a bound of their
 * own (eslint.config.js refuses `vi.waitFor` in a test file).
 */
import { vi } from 'vitest';

/** A minute: the hook and test bound too (vitest.config.ts). */
export const HANG_MS = 60_000;

/** Runs `check` until it stops throwing (or its promise stops rejecting), and resolves with what it returned. */
export function waitFor<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: HANG_MS });
}
