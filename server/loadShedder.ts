import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Whether the server can keep up, measured over real elapsed time (issue 21):
 * how busy the event loop was (`eventLoopUtilization`) and how late it ran
 * (`monitorEventLoopDelay`), sampled every 100 ms and weighed by the time each
 * sample covers. A flood of new connections waits in the kernel's accept
 * queue, first come first served, so the health check waits behind every
 * attacker's connection; what reaches it sooner is spending less on each.
 *
 * Two levels, so the cheapest to refuse and costliest to serve go first:
 * - `strained`: busy most of the last second. The front door refuses uncached
 *   junk (404s, unknown paths, unknown makes) and nothing else.
 * - `overloaded`: late throughout the last second (every sample saw a turn
 *   of 100 ms or more): the process cannot keep up, and every uncached
 *   request that is not exempt is refused. Busy alone never is: refusing a
 *   junk flood keeps the loop busy while every real request is still quick.
 * Never refused at any level: health checks, metrics, cached pages, assets,
 * files and review posts (frontDoor.ts). Decision 013 records the thresholds
 * and the measurements that set them.
 */
export type LoadLevel = 'ok' | 'strained' | 'overloaded';

export interface LoadShedder {
  readonly level: () => LoadLevel;
  readonly overloaded: () => boolean;
  readonly stop: () => void;
}

/** What the loop did since the previous sample. */
export interface LoopSample {
  /** The longest the loop was late to run a timer (ms): about the longest turn. */
  readonly delayMs: number;
  /** Share of the time it was busy, 0 to 1. */
  readonly utilization: number;
}

export interface LoopSampler {
  readonly sample: () => LoopSample;
  readonly stop: () => void;
}

export interface LoadShedderOptions {
  /** The time the levels look back over. */
  readonly windowMs: number;
  /** Busy more than this share of the window is strained. */
  readonly maxUtilization: number;
  /** Late by at least this much in every sample of the window is overloaded. */
  readonly maxDelayMs: number;
  readonly sampleEveryMs?: number;
  /** For tests: the loop's figures, the clock (ms) and the timer, so nothing depends on the machine's speed. */
  readonly sampler?: LoopSampler;
  readonly now?: () => number;
  readonly every?: (run: () => void, ms: number) => () => void;
}

/** The real loop: the delay histogram's worst since the last sample, and utilisation since then. */
export function eventLoopSampler(): LoopSampler {
  const delays = monitorEventLoopDelay({ resolution: 10 });
  delays.enable();
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return {
    sample() {
      const now = performance.eventLoopUtilization();
      const utilization = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      const delayMs = delays.count ? delays.max / 1e6 : 0;
      delays.reset();
      return { delayMs, utilization };
    },
    stop: () => delays.disable(),
  };
}

const everyInterval = (run: () => void, ms: number) => {
  const timer = setInterval(run, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** Samples covering at least `ms` of the most recent time (newest last), or undefined when there is not that much yet. */
function lastSpan(samples: readonly Timed[], ms: number): Timed[] | undefined {
  let covered = 0;
  for (let i = samples.length - 1; i >= 0; i--) {
    covered += samples[i]!.spanMs;
    if (covered >= ms) return samples.slice(i);
  }
  return undefined;
}

interface Timed extends LoopSample {
  readonly spanMs: number;
}

const busyShare = (span: readonly Timed[]) => span.reduce((sum, s) => sum + s.utilization * s.spanMs, 0) / span.reduce((sum, s) => sum + s.spanMs, 0);

/** The level the samples show (pure: the tests give it samples). */
export function loadLevel(
  samples: readonly Timed[],
  { maxUtilization, windowMs, maxDelayMs }: Pick<LoadShedderOptions, 'maxUtilization' | 'windowMs' | 'maxDelayMs'>,
): LoadLevel {
  const recent = lastSpan(samples, windowMs);
  if (!recent) return 'ok';
  // Busy alone is not overloaded: a loop busy refusing a flood of junk in microseconds still answers
  // every real request quickly. Late throughout a window is: every turn then keeps everyone waiting.
  if (recent.every((s) => s.delayMs >= maxDelayMs)) return 'overloaded';
  return busyShare(recent) > maxUtilization ? 'strained' : 'ok';
}

export function createLoadShedder(options: LoadShedderOptions): LoadShedder {
  const { sampleEveryMs = 100, sampler = eventLoopSampler(), now = () => performance.now(), every = everyInterval } = options;
  const keepMs = options.windowMs + sampleEveryMs;
  const samples: Timed[] = [];
  let last = now();
  let spanned = 0;
  let level: LoadLevel = 'ok';
  const cancel = every(() => {
    const at = now();
    // However late this timer ran, the sample covers the real time since the last one.
    samples.push({ ...sampler.sample(), spanMs: at - last });
    last = at;
    spanned += samples.at(-1)!.spanMs;
    while (samples.length > 1 && spanned - samples[0]!.spanMs >= keepMs) spanned -= samples.shift()!.spanMs;
    level = loadLevel(samples, options);
  }, sampleEveryMs);
  return {
    level: () => level,
    overloaded: () => level === 'overloaded',
    stop: () => {
      cancel();
      sampler.stop();
    },
  };
}
