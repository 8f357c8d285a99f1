/**
 * How much one request and one client may cost the server (issue 13). The
 * values are sized for a phone on a poor mobile signal, which still sends a
 * request's head (under 2 KB) in well under a second and a review (under
 * 16 KiB) in a few seconds, with room for retransmissions; an attacker who
 * sends slower than that is cut off. README "Limits" lists them.
 */
export const LIMITS = Object.freeze({
  /** Longer request targets answer 414. Every real URL of the site is under 300 characters, tracking parameters included. */
  maxUrlLength: 2048,
  /** Whole request head, from the connection's first byte (or the request's, on a kept-alive one). */
  headersTimeoutMs: 20_000,
  /** Whole request, head and body. */
  requestTimeoutMs: 30_000,
  /**
   * An idle kept-alive connection is closed after this. Long enough for a
   * visitor's next click, shorter than the 60 s idle timeout of common load
   * balancers' client side; a load balancer that keeps its own upstream
   * connections idle longer should be set below this (README, Deployment).
   */
  keepAliveTimeoutMs: 30_000,
  /** How often Node checks the two timeouts above (its default, 30 s, let a slow head live 50 s). */
  connectionsCheckingIntervalMs: 1_000,
  /**
   * Open connections: past this, the connection idle longest (no request in
   * progress: kept alive, or still sending its head) is closed to make room,
   * so a flood of slow connections cannot lock out a real visitor or the
   * health check. See connectionGuard.ts.
   */
  maxConnections: 4_096,
  /**
   * Connections the kernel queues before Node accepts them (Node's default is
   * 511; Linux caps it at net.core.somaxconn, 4,096 by default). A burst of
   * new connections past the queue drops the health check's, which then waits
   * one or three seconds to retry.
   */
  listenBacklog: 4_096,
  /** Node's own hard limit, a backstop well below the process's file descriptors (20,000 here). */
  hardMaxConnections: 8_192,
  /** Under pressure, a response in progress this long may be closed to make room for a new connection. */
  busyEvictableAfterMs: 5_000,
  /**
   * Requests one connection may have waiting for their answers (pipelined).
   * Every answer queued behind one the client has not read is held in memory
   * (issue 21: 200 connections pipelining 1,000 requests each ran a 512 MB
   * heap out in 10 s); past this the connection is closed. No browser
   * pipelines, so a real visitor has one at a time.
   */
  maxPipelinedRequests: 16,
  /**
   * A connection's bytes reach the HTTP parser this many at a time, and at
   * most this many slices in one turn of the event loop, across every
   * connection (readPacer.ts, decision 017). A browser's request head is
   * 0.5-2 KB, one slice; a review of 16 KiB takes a few turns. A client that
   * pipelines is closed after its first slice (at most about 200 tiny
   * requests parsed), and no turn parses more than 256 KB of requests,
   * whoever sends what.
   */
  readSliceBytes: 4_096,
  readSlicesPerTurn: 64,
  /**
   * A connection with nothing read or written for this long is closed, in
   * the middle of an answer too: answers a client does not read stop counting
   * as progress (Node's server.timeout).
   */
  socketIdleMs: 30_000,
  /**
   * A streamed page whose client reads nothing for this long is abandoned, so
   * a client that never reads cannot hold its render in memory. A phone at
   * 50 kbit/s takes about 20 s for the largest uncompressed page.
   */
  responseStallMs: 30_000,
  /**
   * Streamed (uncached) pages at once; past this a page answers 503 with
   * Retry-After. Each render takes the event loop for a few milliseconds, so
   * this also bounds how long a burst of them can keep /healthz waiting.
   */
  maxStreamedPages: 24,
  /**
   * Streamed pages begun per second (a burst of this many, refilled at this
   * rate). A render takes the event loop for 5-10 ms, so this keeps them to
   * about half of one core whatever a client asks for (every new unknown
   * vehicle make is a render); real visitors almost always get cached pages.
   */
  maxStreamedPagesPerSecond: 50,
  /**
   * Pages made from a visitor's answers (a pre-check result, `?redress=`, the
   * blog filter) have the same bounds again as a share of their own (within
   * the total above); junk (404s, unknown vehicle makes, anything not
   * indexed) has this small one and never waits, so no flood of junk URLs can
   * spend what real never-cached pages need (issue 21).
   */
  maxJunkStreams: 6,
  maxJunkStreamsPerSecond: 10,
  /**
   * A real page past those bounds waits this long for its turn, in a line of
   * at most this many, before it answers 503: a burst is served a little later
   * rather than refused (a waiting request holds almost nothing).
   */
  streamWaitMs: 5_000,
  streamQueue: 256,
  /**
   * The load shedder (loadShedder.ts, decision 013), over the last window:
   * busy over this share is strained (uncached junk is refused); late by
   * this much in every sample is overloaded (every uncached request but the
   * exempt ones).
   */
  maxEventLoopUtilization: 0.9,
  loadWindowMs: 1_000,
  maxEventLoopDelayMs: 100,
});

/** The bounds as numbers (tests pass smaller ones). */
export type Limits = { readonly [Name in keyof typeof LIMITS]: number };
