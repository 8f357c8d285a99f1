import type { Limits } from '../limits.ts';

/**
 * Which streamed (uncached) renders may start, and when (issue 21). Each
 * render takes the event loop for 5-10 ms and holds its bytes until the
 * client reads them, so streams are bounded in number and in starts a
 * second; past that, a request waits its turn for a while, in a bounded
 * line, and only then answers 503. Renders come in three kinds with a share
 * each, so the endless kind (junk: unknown paths, unknown makes, 404s) can
 * never spend what real pages and pages made from a visitor's answers need.
 */
export type StreamKind = 'page' | 'answers' | 'junk';

export type StreamRefusal = 'streams' | 'stream_rate';

export interface StreamShare {
  /** Streams of this kind at once. */
  readonly concurrent: number;
  /** Starts a second (a burst of this many, refilled at this rate). */
  readonly perSecond: number;
  /** Requests that may wait for a turn; past this the next is refused at once. */
  readonly queue: number;
  /** How long one may wait before it is refused. */
  readonly maxWaitMs: number;
}

export interface StreamAdmissionOptions {
  /** All streams at once, every kind together. */
  readonly maxStreams: number;
  readonly shares: Readonly<Record<StreamKind, StreamShare>>;
  /** Milliseconds, monotonic (tests step it). */
  readonly now?: () => number;
}

/** A turn to stream: call `release` once the response has closed. */
export type Admission = { readonly ok: true; readonly release: () => void } | { readonly ok: false; readonly reason: StreamRefusal };

export interface StreamAdmission {
  /** A turn now, a turn after waiting, or a refusal (the line was full, or the wait ran out). */
  readonly enter: (kind: StreamKind) => Admission | Promise<Admission>;
  readonly open: () => number;
  readonly waiting: () => number;
}

interface Waiter {
  readonly resolve: (admission: Admission) => void;
  readonly timer: NodeJS.Timeout;
}

export function createStreamAdmission({ maxStreams, shares, now = () => performance.now() }: StreamAdmissionOptions): StreamAdmission {
  let open = 0;
  const state = Object.fromEntries(
    (Object.keys(shares) as StreamKind[]).map((kind) => [kind, { open: 0, tokens: shares[kind].perSecond, last: now(), line: [] as Waiter[] }]),
  ) as Record<StreamKind, { open: number; tokens: number; last: number; line: Waiter[] }>;

  const refill = (kind: StreamKind) => {
    const s = state[kind];
    const t = now();
    s.tokens = Math.min(shares[kind].perSecond, s.tokens + ((t - s.last) / 1000) * shares[kind].perSecond);
    s.last = t;
  };
  const room = (kind: StreamKind) => open < maxStreams && state[kind].open < shares[kind].concurrent;

  const take = (kind: StreamKind): Admission => {
    open += 1;
    state[kind].open += 1;
    state[kind].tokens -= 1;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        open -= 1;
        state[kind].open -= 1;
        admitWaiting();
      },
    };
  };

  /** Hands free turns to those waiting, real pages and answers before junk; schedules the next try when tokens run short. */
  let retry: NodeJS.Timeout | undefined;
  const admitWaiting = () => {
    for (const kind of ['answers', 'page', 'junk'] as const) {
      const s = state[kind];
      refill(kind);
      while (s.line.length && room(kind) && s.tokens >= 1) {
        const waiter = s.line.shift()!;
        clearTimeout(waiter.timer);
        waiter.resolve(take(kind));
      }
      if (s.line.length && room(kind) && s.tokens < 1 && !retry) {
        const ms = Math.ceil(((1 - s.tokens) / shares[kind].perSecond) * 1000);
        retry = setTimeout(() => {
          retry = undefined;
          admitWaiting();
        }, ms);
        retry.unref();
      }
    }
  };

  return {
    enter(kind) {
      refill(kind);
      const s = state[kind];
      if (!s.line.length && room(kind) && s.tokens >= 1) return take(kind);
      if (s.line.length >= shares[kind].queue) return { ok: false, reason: room(kind) ? 'stream_rate' : 'streams' };
      return new Promise<Admission>((resolve) => {
        const waiter: Waiter = {
          resolve,
          timer: setTimeout(() => {
            s.line.splice(s.line.indexOf(waiter), 1);
            resolve({ ok: false, reason: room(kind) ? 'stream_rate' : 'streams' });
          }, shares[kind].maxWaitMs),
        };
        s.line.push(waiter);
        admitWaiting();
      });
    },
    open: () => open,
    waiting: () => state.page.line.length + state.answers.line.length + state.junk.line.length,
  };
}

export type StreamLimits = Pick<
  Limits,
  'maxStreamedPages' | 'maxStreamedPagesPerSecond' | 'maxJunkStreams' | 'maxJunkStreamsPerSecond' | 'streamWaitMs' | 'streamQueue'
>;

/** The site's shares from its limits (limits.ts): real pages and answers the same bounds each, junk a small one and no line. */
export function streamAdmissionFor(limits: StreamLimits): StreamAdmission {
  const real: StreamShare = {
    concurrent: limits.maxStreamedPages,
    perSecond: limits.maxStreamedPagesPerSecond,
    queue: limits.streamQueue,
    maxWaitMs: limits.streamWaitMs,
  };
  return createStreamAdmission({
    maxStreams: limits.maxStreamedPages,
    shares: {
      page: real,
      answers: real,
      junk: {
        concurrent: Math.min(limits.maxStreamedPages, limits.maxJunkStreams),
        perSecond: limits.maxJunkStreamsPerSecond,
        queue: 0,
        maxWaitMs: 0,
      },
    },
  });
}
