/**
 * A stand-in for the external data store (style: fake external services at
 * the network): a real HTTP server on 127.0.0.1 that records every request
 * and answers as the test tells it to: at once, well or badly, or not until
 * the test says (never on a clock: issue 49).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ManualTimers } from './manualTimers.ts';

export type FakeStoreMode =
  | { readonly kind: 'ok'; readonly dataid?: string | number }
  | { readonly kind: 'status'; readonly status: number; readonly body?: string }
  /** 200 with this body, as is (not JSON, JSON without a dataid...). */
  | { readonly kind: 'raw'; readonly body: string; readonly contentType?: string }
  /** Accepts the request and answers only when the test says so (`answerHeld`), if ever. */
  | { readonly kind: 'hang' };

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export interface FakeDataStore {
  /** Base URL, as DATA_STORE_URL takes it. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  setMode(mode: FakeStoreMode): void;
  /** Forget the recorded requests. */
  reset(): void;
  /** Resolves once this many requests have arrived: an event to wait on, not a clock to poll. */
  whenRequests(count: number): Promise<void>;
  /**
   * Answers 200 with a dataid (`dataid`, else one of its own) every request held in 'hang' whose client still waits;
   * how many it answered.
   */
  answerHeld(dataid?: string | number): number;
  close(): Promise<void>;
}

export async function startFakeDataStore(initial: FakeStoreMode = { kind: 'ok' }): Promise<FakeDataStore> {
  let mode = initial;
  let counter = 0;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const waiters = new Set<{ count: number; resolve: () => void }>();
  const wake = () => {
    for (const waiter of waiters) {
      if (requests.length < waiter.count) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      wake();
      switch (mode.kind) {
        case 'ok': {
          counter += 1;
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ dataid: mode.dataid ?? `fake-${counter}` }));
          return;
        }
        case 'status':
          res.writeHead(mode.status, { 'Content-Type': 'application/json' }).end(mode.body ?? '{"error":"failed"}');
          return;
        case 'raw':
          res.writeHead(200, { 'Content-Type': mode.contentType ?? 'text/plain' }).end(mode.body);
          return;
        case 'hang':
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    reset() {
      requests.length = 0;
    },
    whenRequests(count) {
      return new Promise((resolve) => {
        waiters.add({ count, resolve });
        wake();
      });
    },
    answerHeld(dataid) {
      const held = [...hanging];
      for (const res of held) {
        counter += 1;
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ dataid: dataid ?? `fake-${counter}` }));
      }
      return held.length;
    },
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * What `sent` (requests to the app whose saves the store holds) answers once the store has received `requests`
 * requests since its reset and the test has said DATA_STORE_TIMEOUT_MS is up for every save still waiting: the app's
 * timers are `timers` (httpReviewStore's `schedule`), so no real time passes.
 */
export async function answerAfterTimeout<T>(
  sent: PromiseLike<T>,
  { fake, timers, timeoutMs, requests = 1 }: { fake: FakeDataStore; timers: ManualTimers; timeoutMs: number; requests?: number },
): Promise<T> {
  const answer = Promise.resolve(sent);
  await fake.whenRequests(requests);
  while (timers.pending().includes(timeoutMs)) timers.fire(timeoutMs);
  return answer;
}
