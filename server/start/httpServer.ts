import { createServer, type RequestListener, type Server } from 'node:http';
import { LIMITS, type Limits } from './limits.ts';

export type ServerLimits = Pick<
  Limits,
  'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs' | 'connectionsCheckingIntervalMs' | 'maxHeaderSize' | 'maxConnections' | 'socketIdleMs'
>;

/**
 * An HTTP server with Node's own protections set (limits.ts): the site's and
 * the admin listener's (adminServer.ts) alike. main.ts listens on them, and
 * robustness tests build the same with smaller numbers.
 */
export function createHttpServer(listener: RequestListener, limits: ServerLimits = LIMITS): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
      maxHeaderSize: limits.maxHeaderSize,
    },
    listener,
  );
  // Set again as properties: older typings, and these are what Node checks at run time.
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  // Nothing read or written for this long: closed, even mid-answer (an answer nobody reads is no progress).
  server.timeout = limits.socketIdleMs;
  return server;
}
