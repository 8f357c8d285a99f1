import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Whether the server is saturated: its event loop busy nearly all of the last
 * few hundred milliseconds, or behind right now. A flood of new connections
 * waits in the kernel's accept queue, first come first served, so the health
 * check's connection waits behind every attacker's that came before it; the
 * way to reach it sooner is to spend less on each of those. Past the mark,
 * requests that would cost real work (a render, Express's stack) are answered
 * 503 at once, in tens of microseconds, by the front door; the health checks,
 * cached pages and assets are answered as ever (issue 13).
 */
export interface LoadShedder {
  readonly overloaded: () => boolean;
  readonly stop: () => void;
}

export interface LoadShedderOptions {
  /** Behind by more than this right now (one turn of the loop that long)... */
  readonly maxLagMs: number;
  /** ...or busy more than this share of each of the last `sustainedWindows` windows. */
  readonly maxUtilization?: number;
  readonly windowMs?: number;
  /**
   * A render, a compression or a collection can fill one window: only a
   * flood fills several in a row, so that many are needed before shedding.
   */
  readonly sustainedWindows?: number;
}

export function createLoadShedder({ maxLagMs, maxUtilization = 0.9, windowMs = 250, sustainedWindows = 2 }: LoadShedderOptions): LoadShedder {
  const tickMs = 10;
  let lastTick = performance.now();
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let busyWindows = 0;
  let sinceWindow = 0;
  const timer = setInterval(() => {
    lastTick = performance.now();
    sinceWindow += tickMs;
    if (sinceWindow < windowMs) return;
    sinceWindow = 0;
    const now = performance.eventLoopUtilization();
    busyWindows = performance.eventLoopUtilization(now, last).utilization > maxUtilization ? busyWindows + 1 : 0;
    last = now;
  }, tickMs);
  timer.unref();
  return {
    overloaded: () => busyWindows >= sustainedWindows || performance.now() - lastTick > maxLagMs + tickMs,
    stop: () => clearInterval(timer),
  };
}
