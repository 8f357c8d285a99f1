import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** A connection as the HTTP server reads it (readPacer.ts). */
type Connection = Duplex;

export interface ConnectionGuardOptions {
  /** Past this many open connections, one is closed to make room for each new one. */
  readonly maxConnections: number;
  /** A connection with a response in progress for longer than this may be closed to make room. */
  readonly busyEvictableAfterMs: number;
  /** A connection with more requests than this waiting for their answers is closed (pipelining). */
  readonly maxPipelined?: number;
  readonly now?: () => number;
}

export interface ConnectionGuard {
  /** Counts a new connection in, closing one to make room when there are too many. */
  readonly admit: (connection: Connection) => void;
  readonly stats: () => {
    readonly open: number;
    readonly idle: number;
    readonly evicted: number;
    readonly refused: number;
    /** Connections closed for pipelining more requests than they read answers to. */
    readonly overPipelined: number;
  };
}

/**
 * Keeps a server's open connections bounded without letting anyone who opens
 * many of them lock everyone else out. Node's `maxConnections` refuses the
 * newest connection, which under a flood of slow ones is the health check or a
 * real visitor; this closes the one idle longest instead (kept alive between
 * requests, or still sending its head: either way it is costing a file
 * descriptor and doing nothing), then one whose response has been going for
 * a while (a client that does not read), and only then the new one.
 */
export function guardConnections(
  server: Server,
  { maxConnections, busyEvictableAfterMs, maxPipelined = Number.POSITIVE_INFINITY, now = Date.now }: ConnectionGuardOptions,
): ConnectionGuard {
  /** Connections with no request in progress, and sockets with one, each oldest first (a Map keeps insertion order). */
  const idle = new Map<Connection, number>();
  const busy = new Map<Connection, number>();
  const active = new WeakMap<Connection, number>();
  let evicted = 0;
  let refused = 0;
  let overPipelined = 0;

  const becomeIdle = (socket: Connection) => {
    busy.delete(socket);
    if (!socket.destroyed) idle.set(socket, now());
  };
  const becomeBusy = (socket: Connection) => {
    if (idle.delete(socket) || !busy.has(socket)) busy.set(socket, now());
  };
  const oldest = (map: Map<Connection, number>) => map.keys().next().value as Connection | undefined;

  const makeRoom = (newcomer: Connection) => {
    let victim = oldest(idle);
    if (victim === newcomer) victim = undefined;
    if (!victim) {
      const candidate = oldest(busy);
      if (candidate && now() - busy.get(candidate)! >= busyEvictableAfterMs) victim = candidate;
    }
    if (victim) {
      evicted += 1;
      idle.delete(victim);
      busy.delete(victim);
      victim.destroy();
    } else {
      refused += 1;
      idle.delete(newcomer);
      newcomer.destroy();
    }
  };

  const admit = (socket: Connection) => {
    idle.set(socket, now());
    socket.once('close', () => {
      idle.delete(socket);
      busy.delete(socket);
    });
    if (idle.size + busy.size > maxConnections) makeRoom(socket);
  };
  server.on('request', (req, res) => {
    const socket = req.socket as Connection;
    // Node parses every request in what it was handed before it notices a closed socket: spend
    // nothing more on them. Destroyed now, each is skipped when the connection's close aborts the
    // requests still waiting, which otherwise formats an error's stack trace for every one
    // (decision 017: about 6 µs a request, 1.3 s of 2.2 when 200 connections pipelined 1,000 each).
    if (socket.destroyed) {
      req.destroy();
      return;
    }
    const waiting = (active.get(socket) ?? 0) + 1;
    active.set(socket, waiting);
    // Each answer behind one the client has not read is held in memory: a client that pipelines
    // without reading could fill the heap. Closing the connection frees every one of them.
    if (waiting > maxPipelined) {
      overPipelined += 1;
      socket.destroy();
      req.destroy();
      return;
    }
    becomeBusy(socket);
    res.once('close', () => {
      const left = (active.get(socket) ?? 1) - 1;
      active.set(socket, left);
      if (left === 0) becomeIdle(socket);
    });
  });
  return { admit, stats: () => ({ open: idle.size + busy.size, idle: idle.size, evicted, refused, overPipelined }) };
}
