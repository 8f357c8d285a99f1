/**
 * A stand-in for the external data store (style: fake external services at
 * the network): a real HTTP server on 127.0.0.1 that records every request
 * and answers as the test tells it to: well, badly, late, or not at all.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeStoreMode =
  | { readonly kind: 'ok'; readonly dataid?: string | number; readonly delayMs?: number }
  | { readonly kind: 'status'; readonly status: number; readonly body?: string }
  /** 200 with this body, as is (not JSON, JSON without a dataid...). */
  | { readonly kind: 'raw'; readonly body: string; readonly contentType?: string }
  /** Accepts the request and never answers. */
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
          const body = JSON.stringify({ dataid: mode.dataid ?? `fake-${counter}` });
          const answer = () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
          if (mode.delayMs) setTimeout(answer, mode.delayMs);
          else answer();
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
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
