import { createStreamAdmission, type Admission, type StreamShare } from './streamAdmission.ts';

const share = (over: Partial<StreamShare> = {}): StreamShare => ({ concurrent: 2, perSecond: 100, queue: 10, maxWaitMs: 60_000, ...over });

function admitted(admission: Admission | Promise<Admission>): Extract<Admission, { ok: true }> {
  if (admission instanceof Promise || !admission.ok) throw new Error('expected a turn at once');
  return admission;
}

describe('stream admission', () => {
  it('lets a real page wait for a free turn instead of refusing it', async () => {
    const gate = createStreamAdmission({ maxStreams: 2, shares: { page: share(), answers: share(), junk: share({ queue: 0 }) } });
    const first = admitted(gate.enter('page'));
    admitted(gate.enter('page'));
    const third = gate.enter('page');
    expect(third).toBeInstanceOf(Promise);
    expect(gate.waiting()).toBe(1);
    first.release();
    expect(await third).toMatchObject({ ok: true });
    expect(gate.open()).toBe(2);
  });

  it('refuses junk at once past its share, while real pages and answers still get theirs', () => {
    const gate = createStreamAdmission({
      maxStreams: 10,
      shares: { page: share({ concurrent: 10 }), answers: share({ concurrent: 10 }), junk: share({ concurrent: 1, queue: 0 }) },
    });
    admitted(gate.enter('junk'));
    expect(gate.enter('junk')).toEqual({ ok: false, reason: 'streams' });
    admitted(gate.enter('answers'));
    admitted(gate.enter('page'));
  });

  it('gives each kind its own starts a second, refilled with time (clock injected)', () => {
    let now = 0;
    const gate = createStreamAdmission({
      maxStreams: 100,
      shares: { page: share({ concurrent: 100 }), answers: share({ concurrent: 100, perSecond: 2 }), junk: share({ concurrent: 100, perSecond: 1, queue: 0 }) },
      now: () => now,
    });
    admitted(gate.enter('junk')).release();
    expect(gate.enter('junk')).toEqual({ ok: false, reason: 'stream_rate' });
    admitted(gate.enter('answers')).release();
    admitted(gate.enter('answers')).release();
    now += 1000;
    admitted(gate.enter('junk')).release();
  });

  it('refuses one that waited too long, and a newcomer when the line is full', async () => {
    const gate = createStreamAdmission({ maxStreams: 1, shares: { page: share({ concurrent: 1, queue: 1, maxWaitMs: 20 }), answers: share(), junk: share() } });
    admitted(gate.enter('page'));
    const waiting = gate.enter('page');
    expect(gate.enter('page')).toEqual({ ok: false, reason: 'streams' });
    expect(await waiting).toEqual({ ok: false, reason: 'streams' });
    expect(gate.waiting()).toBe(0);
  });
});
