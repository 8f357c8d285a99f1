import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { guardConnections, type ConnectionGuard } from './connectionGuard.ts';
import { LIMITS, type Limits } from './limits.ts';
import { createReadPacer, type ReadPacer } from './readPacer.ts';

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
  | 'readSliceBytes'
  | 'readSlicesPerTurn'
>;

type Timeouts = Pick<Limits, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs' | 'connectionsCheckingIntervalMs'>;

function serverOptions(limits: Timeouts) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
  };
}

/** Set again as properties: older typings, and the values are what Node checks at run time. */
function withTimeouts(server: Server, limits: Timeouts): Server {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  return server;
}

/**
 * The admin listener's server (adminServer.ts): the site's timeouts, and its
 * connection cap as Node's own limit (past it a new connection is closed at
 * once), so a flood on the admin port costs no more than one on the site's.
 */
export function createAdminHttpServer(admin: RequestListener, limits: Timeouts & Pick<Limits, 'maxConnections' | 'socketIdleMs'> = LIMITS): Server {
  const server = withTimeouts(createServer(serverOptions(limits), admin), limits);
  server.maxConnections = limits.maxConnections;
  server.timeout = limits.socketIdleMs;
  return server;
}

/**
 * The site's HTTP server with every per-connection bound set (limits.ts):
 * main.ts listens on it, and robustness tests build the same one with
 * smaller numbers.
 */
export function createHttpServer(
  site: RequestListener,
  limits: ServerLimits = LIMITS,
): Server & { readonly connections: ConnectionGuard; readonly pacer: ReadPacer } {
  const server = withTimeouts(createServer(serverOptions(limits), site), limits);
  server.maxConnections = limits.hardMaxConnections;
  // Nothing read or written for this long: closed, even mid-answer (an answer nobody reads is no progress).
  server.timeout = limits.socketIdleMs;
  const connections = guardConnections(server, {
    maxConnections: limits.maxConnections,
    busyEvictableAfterMs: limits.busyEvictableAfterMs,
    maxPipelined: limits.maxPipelinedRequests,
  });
  // Node reads requests from a connection in its own 'connection' listener, which takes any Duplex
  // stream (the event's documented use): it is given each connection paced (readPacer.ts, decision 017).
  const pacer = createReadPacer({ sliceBytes: limits.readSliceBytes, slicesPerTurn: limits.readSlicesPerTurn });
  const [readRequests] = server.listeners('connection') as [(this: Server, connection: unknown) => void];
  server.removeListener('connection', readRequests);
  server.on('connection', (socket: Socket) => {
    const connection = pacer.pace(socket);
    readRequests.call(server, connection);
    connections.admit(connection);
  });
  return Object.assign(server, { connections, pacer });
}
