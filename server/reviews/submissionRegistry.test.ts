/**
 * The registry on its own, with saves the test finishes when it chooses: a
 * duplicate that arrives while the first is still being saved waits for the
 * first's result, whatever the machine's speed (reviewRobustness.server.test.ts has
 * the same over HTTP).
 */
import { DataStoreTimeout } from './dataStore.ts';
import { submissionRegistry } from './submissionRegistry.ts';

function gate<T>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { opened, open };
}

describe('submissionRegistry', () => {
  it('makes a duplicate that arrives during the first save wait for its result, without saving again', async () => {
    const registry = submissionRegistry();
    const first = gate<{ dataid: string }>();
    let saves = 0;
    const a = registry.run('k', () => (saves++, first.opened));
    const b = registry.run('k', async () => (saves++, { dataid: 'second' }));
    let bAnswered = false;
    void b.then(() => (bAnswered = true));
    await Promise.resolve();
    expect(bAnswered).toBe(false);
    first.open({ dataid: 'first' });
    expect(await a).toEqual({ dataid: 'first', duplicate: false, resent: false });
    expect(await b).toEqual({ dataid: 'first', duplicate: true, resent: false });
    expect(saves).toBe(1);
  });

  it('saves again after a failure, marked as resent when the outcome was unknown', async () => {
    const registry = submissionRegistry();
    await expect(registry.run('k', () => Promise.reject(new DataStoreTimeout(100)))).rejects.toBeInstanceOf(DataStoreTimeout);
    expect(await registry.run('k', async () => ({ dataid: 'kept' }))).toEqual({ dataid: 'kept', duplicate: false, resent: true });
  });

  it('forgets a key once it is older than its time to live, on its own clock', async () => {
    const start = Date.UTC(2026, 10, 28);
    let clock = start;
    const registry = submissionRegistry({ ttlMs: 1_000, now: () => clock });
    await registry.run('k', async () => ({ dataid: 'one' }));
    clock = start + 999;
    expect((await registry.run('k', async () => ({ dataid: 'two' }))).dataid).toBe('one');
    clock = start + 1_001;
    expect((await registry.run('k', async () => ({ dataid: 'three' }))).dataid).toBe('three');
  });
});
