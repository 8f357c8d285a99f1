/**
 * A timer as the code that waits needs it: run `run` after `ms`, and a cancel.
 * The server passes Node's (unref'd: a pending timer never keeps the process
 * alive by itself); tests pass their own (testing/manualTimers.ts) and decide
 * when the time is up, so no result depends on the machine's speed.
 */
export type Schedule = (run: () => void, ms: number) => () => void;

export const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};
