import type { Server } from 'node:http';
import type { Socket } from 'node:net';

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
  /** Sockets with no request in progress, and sockets with one, each oldest first (a Map keeps insertion order). */
  const idle = new Map<Socket, number>();
  const busy = new Map<Socket, number>();
  const active = new WeakMap<Socket, number>();
  let evicted = 0;
  let refused = 0;
  let overPipelined = 0;

  const becomeIdle = (socket: Socket) => {
    busy.delete(socket);
    if (!socket.destroyed) idle.set(socket, now());
  };
  const becomeBusy = (socket: Socket) => {
    if (idle.delete(socket) || !busy.has(socket)) busy.set(socket, now());
  };
  const oldest = (map: Map<Socket, number>) => map.keys().next().value as Socket | undefined;

  const makeRoom = (newcomer: Socket) => {
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

  server.on('connection', (socket: Socket) => {
    idle.set(socket, now());
    socket.once('close', () => {
      idle.delete(socket);
      busy.delete(socket);
    });
    if (idle.size + busy.size > maxConnections) makeRoom(socket);
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    // Node parses every request already read before it notices a closed socket: spend nothing more on them.
    if (socket.destroyed) return;
    const waiting = (active.get(socket) ?? 0) + 1;
    active.set(socket, waiting);
    // Each answer behind one the client has not read is held in memory: a client that pipelines
    // without reading could fill the heap. Closing the connection frees every one of them.
    if (waiting > maxPipelined && !socket.destroyed) {
      overPipelined += 1;
      socket.destroy();
    }
    becomeBusy(socket);
    res.once('close', () => {
      const left = (active.get(socket) ?? 1) - 1;
      active.set(socket, left);
      if (left === 0) becomeIdle(socket);
    });
  });
  return { stats: () => ({ open: idle.size + busy.size, idle: idle.size, evicted, refused, overPipelined }) };
}
