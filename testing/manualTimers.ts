/**
 * Timers a test ends by hand (server/start/schedule.ts): the code under test sets
 * them as it would Node's, and the test says when the time is up. Nothing
 * waits for the clock, so no result depends on the machine's speed.
 */
import type { Schedule } from '../server/start/schedule.ts';

interface Timer {
  readonly ms: number;
  readonly run: () => void;
  live: boolean;
}

export interface ManualTimers {
  readonly schedule: Schedule;
  /** The delays of the timers set and neither run nor cancelled, in the order they were set. */
  pending(): number[];
  /** Runs the first pending timer set for `ms`; throws when there is none. */
  fire(ms: number): void;
}

export function manualTimers(): ManualTimers {
  const timers: Timer[] = [];
  return {
    schedule(run, ms) {
      const timer: Timer = { ms, run, live: true };
      timers.push(timer);
      return () => void (timer.live = false);
    },
    pending: () => timers.filter((timer) => timer.live).map((timer) => timer.ms),
    fire(ms) {
      const timer = timers.find((one) => one.live && one.ms === ms);
      if (!timer) throw new Error(`no pending timer of ${ms} ms (pending: ${JSON.stringify(timers.filter((one) => one.live).map((one) => one.ms))})`);
      timer.live = false;
      timer.run();
    },
  };
}
