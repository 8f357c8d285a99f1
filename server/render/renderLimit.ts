import type { IncomingMessage, ServerResponse } from 'node:http';
import PQueue from 'p-queue';

/** Seconds a visitor refused a render is asked to wait before trying again. */
export const RENDERS_BUSY_RETRY_AFTER_S = 5;

/** Every render slot is taken and the line is full: answered 503 with Retry-After. */
export class RendersBusy extends Error {
  override readonly name = 'RendersBusy';
  readonly status = 503;
  readonly retryAfterS = RENDERS_BUSY_RETRY_AFTER_S;
  constructor() {
    super('Too many pages being made right now');
  }
}

export interface RenderLimit {
  /** Work that is not streamed (route data made per request): in turn, or rejected with RendersBusy when the line is full. */
  readonly run: <T>(render: () => Promise<T>) => Promise<T>;
  /** A streamed page: `start` is called in turn, and the turn lasts until the response or its connection closes. False when the line is full. */
  readonly stream: (req: IncomingMessage, res: ServerResponse, start: () => void) => boolean;
  readonly stats: () => { readonly active: number; readonly waiting: number };
}

/**
 * The one bound on what a request can make the server do (issue 30): every
 * page made per request (a query's page, a one-segment path, the review form
 * shown again) takes a turn, at most `concurrency` at once with up to `queue`
 * waiting; beyond that, 503. p-queue keeps the turns, as it does for reviews
 * (server/reviews/reviewQueue.ts); a streamed page holds its turn until its
 * response has closed, so its bytes in memory are bounded too. Files and the
 * review store never wait here.
 */
export function createRenderLimit({ concurrency, queue }: { concurrency: number; queue: number }): RenderLimit {
  // p-queue needs one at least; with a bound of 0 (tests) `full` refuses everything first.
  const turns = new PQueue({ concurrency: Math.max(1, concurrency) });
  const full = () => turns.pending >= concurrency && turns.size >= queue;
  const run = <T>(render: () => Promise<T>): Promise<T> => (full() ? Promise.reject(new RendersBusy()) : turns.add(render));
  return {
    run,
    stream(req, res, start) {
      if (full()) return false;
      const connection = req.socket;
      void run(
        () =>
          new Promise<void>((done) => {
            // Gone while waiting for its turn: nothing to make.
            if (res.destroyed || connection.destroyed) return done();
            // A response pipelined behind another never closes when the connection does: both are watched.
            const release = () => {
              res.off('close', release);
              connection.off('close', release);
              done();
            };
            res.once('close', release);
            // Up to `concurrency` turns can watch one connection (pipelined requests); Node warns past 10.
            if (connection.getMaxListeners() < concurrency + 10) connection.setMaxListeners(concurrency + 10);
            connection.once('close', release);
            start();
          }),
      );
      return true;
    },
    stats: () => ({ active: turns.pending, waiting: turns.size }),
  };
}
