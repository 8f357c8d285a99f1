import { createServer, type RequestListener, type Server } from 'node:http';
import { guardConnections, type ConnectionGuard } from './connectionGuard.ts';
import { LIMITS, type Limits } from './limits.ts';

export type ServerLimits = Pick<
  Limits,
  | 'headersTimeoutMs'
  | 'requestTimeoutMs'
  | 'keepAliveTimeoutMs'
  | 'connectionsCheckingIntervalMs'
  | 'maxConnections'
  | 'hardMaxConnections'
  | 'busyEvictableAfterMs'
  | 'maxPipelinedRequests'
  | 'socketIdleMs'
>;

/**
 * The site's HTTP server with every per-connection bound set (limits.ts):
 * main.ts listens on it, and robustness tests build the same one with
 * smaller numbers.
 */
export function createHttpServer(site: RequestListener, limits: ServerLimits = LIMITS): Server & { readonly connections: ConnectionGuard } {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
    },
    site,
  );
  // Set again as properties: older typings, and the values are what Node checks at run time.
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.hardMaxConnections;
  // Nothing read or written for this long: closed, even mid-answer (an answer nobody reads is no progress).
  server.timeout = limits.socketIdleMs;
  const connections = guardConnections(server, {
    maxConnections: limits.maxConnections,
    busyEvictableAfterMs: limits.busyEvictableAfterMs,
    maxPipelined: limits.maxPipelinedRequests,
  });
  return Object.assign(server, { connections });
}
