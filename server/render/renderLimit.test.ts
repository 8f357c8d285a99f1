import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRenderLimit, RendersBusy } from './renderLimit.ts';
import { waitFor } from '../../testing/waitFor.ts';

/** A response as the limit sees it: 'close' when it ends, `destroyed` when the client went away. */
const response = (destroyed = false) => Object.assign(new EventEmitter(), { destroyed }) as unknown as ServerResponse;
/** Its request, with the connection it came on. */
const request = (connection = Object.assign(new EventEmitter(), { destroyed: false })) => ({ socket: connection }) as unknown as IncomingMessage;

describe('the render limit', () => {
  it('runs up to its concurrency at once, lines up the queue, and refuses past it', async () => {
    const limit = createRenderLimit({ concurrency: 2, queue: 1 });
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        releases.push(() => resolve(n));
      });
    const runs = [limit.run(task(1)), limit.run(task(2)), limit.run(task(3))];
    await waitFor(() => expect(started).toEqual([1, 2]));
    expect(limit.stats()).toEqual({ active: 2, waiting: 1 });
    await expect(limit.run(task(4))).rejects.toBeInstanceOf(RendersBusy);
    releases[0]!();
    await waitFor(() => expect(started).toEqual([1, 2, 3]));
    releases[1]!();
    releases[2]!();
    expect(await Promise.all(runs)).toEqual([1, 2, 3]);
    expect(limit.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('holds a streamed page’s turn until its response closes', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 1 });
    const first = response();
    const second = response();
    const begun: string[] = [];
    expect(limit.stream(request(), first, () => begun.push('first'))).toBe(true);
    expect(limit.stream(request(), second, () => begun.push('second'))).toBe(true);
    expect(limit.stream(request(), response(), () => begun.push('third'))).toBe(false);
    await waitFor(() => expect(begun).toEqual(['first']));
    first.emit('close');
    await waitFor(() => expect(begun).toEqual(['first', 'second']));
    second.emit('close');
    await waitFor(() => expect(limit.stats()).toEqual({ active: 0, waiting: 0 }));
  });

  it('makes nothing for a client that went away while waiting', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 1 });
    const first = response();
    let made = 0;
    limit.stream(request(), first, () => made++);
    const gone = response();
    limit.stream(request(), gone, () => made++);
    (gone as unknown as { destroyed: boolean }).destroyed = true;
    await waitFor(() => expect(made).toBe(1));
    first.emit('close');
    await waitFor(() => expect(limit.stats()).toEqual({ active: 0, waiting: 0 }));
    expect(made).toBe(1);
  });

  it('gives the turn back when the connection closes, though the response never does (a pipelined one)', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 0 });
    const connection = Object.assign(new EventEmitter(), { destroyed: false });
    expect(limit.stream(request(connection), response(), () => {})).toBe(true);
    await waitFor(() => expect(limit.stats()).toEqual({ active: 1, waiting: 0 }));
    connection.emit('close');
    await waitFor(() => expect(limit.stats()).toEqual({ active: 0, waiting: 0 }));
    expect(connection.listenerCount('close')).toBe(0);
  });

  it('says when to come back', () => {
    expect(new RendersBusy()).toMatchObject({ status: 503, retryAfterS: 5 });
  });
});
