/**
 * How much one request may cost the server, with Node's own options (issue
 * 30). Slow clients, floods, pipelining and per-client limits are the edge's
 * job (deploy/nginx/); these are the bounds the process keeps whatever is in
 * front of it. The values are sized for a phone on a poor mobile signal,
 * which still sends a request's head (under 2 KB) in well under a second and
 * a review (under 16 KiB) in a few seconds. docs/operating.md, "Limits", lists them.
 */
export const LIMITS = Object.freeze({
  /** Longer request targets answer 414. Every real URL of the site is under 300 characters, tracking parameters included. */
  maxUrlLength: 2048,
  /** Node's `maxHeaderSize`: a longer request head is answered 431 by Node itself. */
  maxHeaderSize: 16_384,
  /** Whole request head, from the connection's first byte (or the request's, on a kept-alive one): Node's `headersTimeout`. */
  headersTimeoutMs: 20_000,
  /** Whole request, head and body: Node's `requestTimeout`. */
  requestTimeoutMs: 30_000,
  /**
   * An idle kept-alive connection is closed after this. Longer than the edge's
   * upstream keep-alive (nginx's 60 s default is set lower in
   * deploy/nginx/), shorter than a load balancer's usual 60 s idle timeout.
   */
  keepAliveTimeoutMs: 30_000,
  /** How often Node checks the two timeouts above (its default, 30 s, let a slow head live 50 s). */
  connectionsCheckingIntervalMs: 1_000,
  /** Node's `server.maxConnections`: past this a new connection is closed at once. */
  maxConnections: 4_096,
  /** Connections the kernel queues before Node accepts them (Node's default is 511; Linux caps it at somaxconn). */
  listenBacklog: 4_096,
  /** Node's `server.timeout`: a connection with nothing read or written for this long is closed, mid-answer too. */
  socketIdleMs: 30_000,
  /** A streamed page whose client reads nothing for this long is abandoned, so it cannot hold its render in memory. */
  responseStallMs: 30_000,
  /**
   * Pages made per request at once (renderLimit.ts), and how many may wait
   * for a turn; beyond that, 503 with Retry-After. A render holds the event
   * loop only briefly, so a full line waits a few seconds at most (docs/developing.md,
   * Performance: a pre-check result rendered per request); a waiting
   * request holds almost nothing, so a spike (issue 30's 100 pre-check
   * results at once) waits rather than being refused.
   */
  maxRenders: 16,
  renderQueue: 256,
});

/** The bounds as numbers (tests pass smaller ones). */
export type Limits = { readonly [Name in keyof typeof LIMITS]: number };
