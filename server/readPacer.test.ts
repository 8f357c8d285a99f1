/**
 * The read pacer (decision 017) with real TCP connections on loopback: what
 * reaches the reader is every byte in order, in slices, a bounded number a
 * turn, and a connection nobody reads from is not read from the network.
 */
import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createReadPacer, type PacedConnection, type ReadPacer } from './readPacer.ts';

let server: Server;
let pacer: ReadPacer;
let accepted: ((connection: PacedConnection, raw: Socket) => void)[] = [];
const clients: Socket[] = [];
const serverSides: Socket[] = [];

function listen(sliceBytes: number, slicesPerTurn: number) {
  pacer = createReadPacer({ sliceBytes, slicesPerTurn });
  // A socket buffer larger than any test's message, so a test can wait until all of it has arrived.
  server = createServer({ allowHalfOpen: true, highWaterMark: 64 * 1024 }, (raw) => accepted.shift()!(pacer.pace(raw), raw));
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

/** A client connection and the server's paced end of it. */
async function pair(): Promise<{ client: Socket; paced: PacedConnection; raw: Socket }> {
  const serverSide = new Promise<{ paced: PacedConnection; raw: Socket }>((resolve) => accepted.push((paced, raw) => resolve({ paced, raw })));
  const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
  client.on('error', () => {});
  clients.push(client);
  await new Promise((resolve) => client.once('connect', resolve));
  const ends = await serverSide;
  serverSides.push(ends.raw);
  return { client, ...ends };
}

function readAll(paced: PacedConnection): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  paced.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => paced.once('end', () => resolve(chunks)));
}

afterEach(async () => {
  for (const socket of [...clients.splice(0), ...serverSides.splice(0)]) socket.destroy();
  accepted = [];
  await new Promise((resolve) => server.close(resolve));
});

// Every wait is for an event; the long timeout is room for a busy machine, not a goal.
describe('a paced connection', { timeout: 30_000 }, () => {
  it('hands on every byte in order, in slices no larger than the slice', async () => {
    await listen(1_024, 64);
    const { client, paced } = await pair();
    const sent = randomBytes(50_000);
    const received = readAll(paced);
    client.end(sent);
    const chunks = await received;
    expect(Buffer.concat(chunks).equals(sent)).toBe(true);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(1_024);
    expect(chunks.length).toBeGreaterThanOrEqual(49);
  });

  it('hands on no more slices in one turn than allowed, across connections, each connection in its turn', async () => {
    await listen(1_000, 2);
    const pairs = await Promise.all([pair(), pair(), pair()]);
    // 20 slices' worth from each, all arrived before anyone reads (on a busy machine they may take a
    // while: waited for, however long).
    for (const { client } of pairs) client.end(randomBytes(20_000));
    await vi.waitFor(() => expect(pairs.map(({ raw }) => raw.readableLength)).toEqual([20_000, 20_000, 20_000]), { timeout: 20_000 });
    // A marker that moves on once every turn of the event loop, in the same phase as the pacer's turns.
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const slices: { turn: number; connection: number }[] = [];
    const ended = pairs.map(({ paced }, connection) => {
      paced.on('data', () => slices.push({ turn, connection }));
      return new Promise((resolve) => paced.once('end', resolve));
    });
    await Promise.all(ended);
    ticking = false;

    expect(slices).toHaveLength(60);
    const perTurn = new Map<number, number>();
    for (const { turn: at } of slices) perTurn.set(at, (perTurn.get(at) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(2);
    // Nobody waits for another's whole message: the first six slices come from all three.
    expect(new Set(slices.slice(0, 6).map(({ connection }) => connection)).size).toBe(3);
  });

  it('is not read from the network while nobody reads it, and loses nothing when read again', async () => {
    await listen(4_096, 64);
    const { client, paced, raw } = await pair();
    paced.pause();
    // More than the kernel's buffers on both ends can hold, so the client is left with some unsent.
    const sent = randomBytes(32 * 1024 * 1024);
    client.end(sent);
    await vi.waitFor(() => expect(raw.bytesRead).toBeGreaterThan(0), { timeout: 20_000 });
    // Then until what the server has read stops growing for 20 turns in a row (bounded).
    let last = -1;
    let still = 0;
    for (let i = 0; i < 10_000 && still < 20; i++) {
      still = raw.bytesRead === last ? still + 1 : 0;
      last = raw.bytesRead;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(raw.bytesRead).toBeLessThan(512 * 1024);
    expect(client.writableLength).toBeGreaterThan(0);

    const received = readAll(paced);
    paced.resume();
    expect(Buffer.concat(await received).equals(sent)).toBe(true);
  });

  it('sends everything written before it closes when asked to close soon', async () => {
    await listen(4_096, 64);
    const { client, paced } = await pair();
    const chunks: Buffer[] = [];
    client.on('data', (chunk: Buffer) => chunks.push(chunk));
    const closed = new Promise((resolve) => client.once('close', resolve));
    const answer = randomBytes(2 * 1024 * 1024);
    paced.write(answer.subarray(0, 1024 * 1024));
    paced.write(answer.subarray(1024 * 1024));
    paced.destroySoon();
    await closed;
    expect(Buffer.concat(chunks).equals(answer)).toBe(true);
  });

  it('leaves the line when it is closed while it waits its turn', async () => {
    await listen(1_000, 1);
    const many = await Promise.all(Array.from({ length: 5 }, () => pair()));
    for (const { client } of many) client.write(randomBytes(10_000));
    await vi.waitFor(() => expect(Math.min(...many.map(({ raw }) => raw.readableLength))).toBeGreaterThan(0), { timeout: 20_000 });
    // Every one asks for a slice (on the next tick); one slice a turn, so they all wait in line.
    for (const { paced } of many) paced.on('data', () => {});
    await new Promise((resolve) => process.nextTick(resolve));
    expect(pacer.waiting()).toBe(5);
    many[1]!.paced.destroy();
    many[3]!.paced.destroy();
    expect(pacer.waiting()).toBe(3);
    expect(many[1]!.raw.destroyed).toBe(true);
  });
});
