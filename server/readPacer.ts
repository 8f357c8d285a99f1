import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';

export interface ReadPacing {
  /** Bytes of a connection handed to the HTTP parser at once. */
  readonly sliceBytes: number;
  /** Slices handed on in one turn of the event loop, across every connection. */
  readonly slicesPerTurn: number;
}

export interface ReadPacer {
  /** The connection as the HTTP server should read it. */
  readonly pace: (socket: Socket) => PacedConnection;
  /** Connections waiting for their turn to hand on a slice (a test's and the metrics' view). */
  readonly waiting: () => number;
}

/**
 * Hands each connection's bytes to Node's HTTP parser a slice at a time, and
 * a bounded number of slices in each turn of the event loop, oldest first.
 *
 * Why (decision 017): Node's parser parses every request in whatever it has
 * read from a connection, up to 64 KB at once, before any code can close the
 * connection, and keeps each request in memory until the connection's close
 * is processed after that turn. 200 connections that each pipeline 1,000
 * requests held the event loop 2.3 s (so the health check waited that long)
 * and 2,500 of them ran a 512 MB heap out (decision 017 has the figures).
 * Handed on in slices, a connection that pipelines is closed after its first
 * slice (connectionGuard.ts), and no turn parses more than
 * `sliceBytes × slicesPerTurn`, whoever sends what.
 */
export function createReadPacer({ sliceBytes, slicesPerTurn }: ReadPacing): ReadPacer {
  // A Set keeps insertion order: connections take their turns oldest first.
  const waiting = new Set<PacedConnection>();
  let scheduled = false;

  const turn = () => {
    scheduled = false;
    let budget = slicesPerTurn;
    for (const connection of waiting) {
      if (budget === 0) break;
      waiting.delete(connection);
      if (connection.handOnSlice()) budget -= 1;
    }
    if (waiting.size > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };
  const wantsSlice = (connection: PacedConnection) => {
    waiting.add(connection);
    schedule();
  };
  const forget = (connection: PacedConnection) => waiting.delete(connection);

  return {
    pace: (socket) => new PacedConnection(socket, sliceBytes, wantsSlice, forget),
    waiting: () => waiting.size,
  };
}

/**
 * A TCP connection as the HTTP server reads it (the 'connection' event takes
 * any Duplex stream): writes go straight through, reads come in slices when
 * the pacer gives the connection its turn.
 */
export class PacedConnection extends Duplex {
  readonly #socket: Socket;
  readonly #sliceBytes: number;
  readonly #wantsSlice: (connection: PacedConnection) => void;
  readonly #forget: (connection: PacedConnection) => void;
  /** The parser asked for more and has not had it yet. */
  #wanted = false;

  constructor(socket: Socket, sliceBytes: number, wantsSlice: (connection: PacedConnection) => void, forget: (connection: PacedConnection) => void) {
    // Half-open like Node's own HTTP sockets: the HTTP server decides when to end its side.
    super({ allowHalfOpen: true, readableHighWaterMark: sliceBytes, writableHighWaterMark: socket.writableHighWaterMark });
    this.#socket = socket;
    this.#sliceBytes = sliceBytes;
    this.#wantsSlice = wantsSlice;
    this.#forget = forget;
    // Paused mode: the socket reads from the kernel until its own buffer is full, then stops, so a
    // client that sends faster than its turns come waits in TCP, not in our memory.
    socket.on('readable', () => {
      if (!this.#reportEndIfEmpty() && this.#wanted) wantsSlice(this);
    });
    socket.on('end', () => this.push(null));
    socket.on('error', (error) => this.destroy(error));
    socket.on('close', () => this.destroy());
    socket.on('timeout', () => this.emit('timeout'));
  }

  /** The pacer's turn: one slice to the parser. False when there was nothing to hand on. */
  handOnSlice(): boolean {
    const length = Math.min(this.#socket.readableLength, this.#sliceBytes);
    if (!this.#wanted || length === 0) return false;
    this.#wanted = false;
    this.push(this.#socket.read(length));
    this.#reportEndIfEmpty();
    return true;
  }

  /** Nothing left in the socket's buffer: asking it for more is what makes it report its end, if it has ended. */
  #reportEndIfEmpty(): boolean {
    if (this.#socket.readableLength > 0) return false;
    this.#socket.read();
    return true;
  }

  override _read(): void {
    this.#wanted = true;
    if (this.#socket.readableLength > 0) this.#wantsSlice(this);
  }

  // Done when the socket has taken the bytes: the HTTP server's backpressure sees the socket's.
  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#socket.write(chunk, encoding, callback);
  }

  override _writev(chunks: { chunk: Buffer; encoding: BufferEncoding }[], callback: (error?: Error | null) => void): void {
    this.#socket.cork();
    chunks.forEach(({ chunk, encoding }, i) => this.#socket.write(chunk, encoding, i === chunks.length - 1 ? callback : undefined));
    this.#socket.uncork();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#socket.end(() => callback());
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#forget(this);
    this.#socket.destroy();
    callback(error);
  }

  /** Ends once everything written has reached the socket, then closes (what Node's HTTP server calls after `Connection: close`). */
  destroySoon(): void {
    if (this.writableFinished) this.destroy();
    else {
      this.once('finish', () => this.destroy());
      this.end();
    }
  }

  // What the HTTP server, Express and the request log ask of a socket.
  get remoteAddress() {
    return this.#socket.remoteAddress;
  }
  get remotePort() {
    return this.#socket.remotePort;
  }
  get remoteFamily() {
    return this.#socket.remoteFamily;
  }
  get localAddress() {
    return this.#socket.localAddress;
  }
  get localPort() {
    return this.#socket.localPort;
  }
  get bytesRead() {
    return this.#socket.bytesRead;
  }
  get bytesWritten() {
    return this.#socket.bytesWritten;
  }
  setTimeout(ms: number, callback?: () => void): this {
    this.#socket.setTimeout(ms);
    if (callback) this.once('timeout', callback);
    return this;
  }
  setNoDelay(noDelay?: boolean): this {
    this.#socket.setNoDelay(noDelay);
    return this;
  }
  setKeepAlive(enable?: boolean, initialDelay?: number): this {
    this.#socket.setKeepAlive(enable, initialDelay);
    return this;
  }
}
