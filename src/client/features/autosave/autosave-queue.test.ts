import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../engine/types';
import { ServerError, UnauthorizedError } from '../../api/errors';
import { createAutosaveQueue, MAX_UNSAVED_MS, TYPING_PAUSE_MS } from './autosave-queue';
import type { SaveState } from './save-state';

const PAINT_MS = 16;

/** A form with changed keys, a server that answers as told, and what the queue reported. */
function harness() {
  const answers: Answers = {};
  const dirty = new Set<string>();
  const sent: Answers[] = [];
  const kept: Answers[] = [];
  const states: SaveState[] = [];
  let reply: () => Promise<unknown> = () => Promise.resolve({});
  const queue = createAutosaveQueue({
    pending: () => Object.fromEntries([...dirty].map((key) => [key, answers[key] ?? ''])),
    send: (patch) => {
      sent.push(patch);
      return reply();
    },
    acknowledge: (patch) => {
      for (const [key, value] of Object.entries(patch))
        if (answers[key] === value) dirty.delete(key);
    },
    keep: (pending) => kept.push(pending),
    // The next paint, as a timer the test moves.
    afterPaint: (task) => {
      const timer = setTimeout(task, PAINT_MS);
      return () => clearTimeout(timer);
    },
    report: (state) => states.push(state),
  });
  return {
    queue,
    sent,
    kept,
    states,
    type(key: string, value: string) {
      answers[key] = value;
      dirty.add(key);
      queue.changed();
    },
    replyWith(next: () => Promise<unknown>) {
      reply = next;
    },
    dirty,
  };
}

const networkDown = () => Promise.reject(new ServerError('offline', 0));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the autosave queue', () => {
  it('sends once, about a second after typing pauses, with every changed key merged', async () => {
    const h = harness();
    h.type('first_name', 'A');
    await vi.advanceTimersByTimeAsync(500);
    h.type('first_name', 'Ad');
    h.type('last_name', 'Lovelace');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 1);
    expect(h.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toEqual([{ first_name: 'Ad', last_name: 'Lovelace' }]);
    expect(h.dirty.size).toBe(0);
    expect(h.states.map((s) => s.kind)).toEqual(['saving', 'saved']);
  });

  it('saves at least every few seconds while typing goes on, not per key', async () => {
    const h = harness();
    for (let i = 1; i <= 40; i += 1) {
      h.type('essay', 'x'.repeat(i));
      await vi.advanceTimersByTimeAsync(200);
    }
    // 8 s of steady typing: one save per MAX_UNSAVED_MS.
    expect(h.sent.length).toBe(Math.floor(8_000 / MAX_UNSAVED_MS));
  });

  it('keeps a key typed while a save runs pending and sends its newest value next', async () => {
    const h = harness();
    let release: () => void = () => {};
    h.replyWith(() => new Promise((resolve) => (release = () => resolve({}))));
    h.type('city', 'Par');
    const flushed = h.queue.flush();
    await vi.advanceTimersByTimeAsync(0); // the first save is on its way
    h.type('city', 'Paris');
    release();
    h.replyWith(() => Promise.resolve({}));
    await flushed;
    expect(h.sent).toEqual([{ city: 'Par' }, { city: 'Paris' }]);
    expect(h.dirty.size).toBe(0);
  });

  it('keeps unsent answers on the device and clears them once sent', async () => {
    const h = harness();
    h.type('city', 'Paris');
    await vi.advanceTimersByTimeAsync(PAINT_MS);
    expect(h.kept.at(-1)).toEqual({ city: 'Paris' });
    await h.queue.flush();
    expect(h.kept.at(-1)).toEqual({});
  });

  it('writes the device copy once the change is painted, once for the key presses of a frame', async () => {
    const h = harness();
    h.type('city', 'P');
    h.type('city', 'Pa');
    h.type('zip', '7');
    expect(h.kept).toEqual([]);
    await vi.advanceTimersByTimeAsync(PAINT_MS);
    expect(h.kept).toEqual([{ city: 'Pa', zip: '7' }]);
    h.type('city', 'Par');
    await vi.advanceTimersByTimeAsync(PAINT_MS);
    expect(h.kept).toEqual([
      { city: 'Pa', zip: '7' },
      { city: 'Par', zip: '7' },
    ]);
  });

  it('writes a device copy waiting for the paint at once when the page is leaving', async () => {
    const h = harness();
    h.type('city', 'Paris');
    h.queue.keepNow();
    expect(h.kept).toEqual([{ city: 'Paris' }]);
    await vi.advanceTimersByTimeAsync(PAINT_MS);
    expect(h.kept).toEqual([{ city: 'Paris' }]);
    h.queue.keepNow();
    expect(h.kept).toHaveLength(1);
  });

  it('forgets a device copy waiting for the paint on reset (a logout keeps nothing)', async () => {
    const h = harness();
    h.type('city', 'Paris');
    h.queue.reset();
    await vi.advanceTimersByTimeAsync(PAINT_MS);
    expect(h.kept).toEqual([]);
  });

  it('retries a network failure with a growing delay and says so', async () => {
    const h = harness();
    h.replyWith(networkDown);
    h.type('city', 'Paris');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    expect(h.sent.length).toBe(1);
    expect(h.states.at(-1)).toEqual({ kind: 'retrying' });
    await vi.advanceTimersByTimeAsync(1_000); // first retry after 1 s
    expect(h.sent.length).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999); // the second waits 2 s
    expect(h.sent.length).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent.length).toBe(3);
    h.replyWith(() => Promise.resolve({}));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(h.sent.length).toBe(4);
    expect(h.states.at(-1)?.kind).toBe('saved');
    expect(h.kept.at(-1)).toEqual({});
  });

  it.each([
    [503, 'a server error'],
    [429, 'too many requests'],
  ])('retries %s (%s)', async (status) => {
    const h = harness();
    h.replyWith(() => Promise.reject(new ServerError('busy', status)));
    h.type('city', 'Paris');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS + 1_000);
    expect(h.sent.length).toBe(2);
  });

  it('sends a waiting retry at once when the network comes back', async () => {
    const h = harness();
    h.replyWith(networkDown);
    h.type('city', 'Paris');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    h.replyWith(() => Promise.resolve({}));
    h.queue.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent.length).toBe(2);
    expect(h.states.at(-1)?.kind).toBe('saved');
  });

  it('stops retrying after a 401 and says the session ended', async () => {
    const h = harness();
    h.replyWith(() => Promise.reject(new UnauthorizedError('Your session is invalid.')));
    h.type('city', 'Paris');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS + 60_000);
    expect(h.sent.length).toBe(1);
    expect(h.states.at(-1)).toEqual({
      kind: 'stopped',
      message: 'Not saved: your session has ended. Log in again to save your changes.',
    });
    h.type('city', 'Lyon');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.sent.length).toBe(1);
    expect(h.kept.at(-1)).toEqual({ city: 'Lyon' });
  });

  it('stops retrying after a 409 and gives the server’s reason', async () => {
    const h = harness();
    h.replyWith(() =>
      Promise.reject(new ServerError('Your application has already been submitted.', 409)),
    );
    h.type('city', 'Paris');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS + 60_000);
    expect(h.sent.length).toBe(1);
    expect(h.states.at(-1)).toEqual({
      kind: 'stopped',
      message: 'Not saved: Your application has already been submitted.',
    });
  });

  it('after a refusal of some answers, saves the others and keeps the refused ones', async () => {
    const h = harness();
    const refusal = new ServerError('These answers are not accepted: prefix.', 400, 'BAD_ANSWERS', {
      prefix: ['prefix is not an option of its question.'],
    });
    // The server refuses any save holding the prefix, and takes the rest.
    h.replyWith(() =>
      'prefix' in (h.sent.at(-1) ?? {}) ? Promise.reject(refusal) : Promise.resolve({}),
    );
    h.type('prefix', 'MS');
    h.type('city', 'Paris');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    expect(h.sent).toEqual([{ prefix: 'MS', city: 'Paris' }, { city: 'Paris' }]);
    expect([...h.dirty]).toEqual(['prefix']);
    expect(h.kept.at(-1)).toEqual({ prefix: 'MS' });
    expect(h.states.at(-1)).toEqual({
      kind: 'stopped',
      message: 'Not saved: These answers are not accepted: prefix.',
    });
  });

  it('does not send again a refusal that named every key, or one that named none', async () => {
    for (const errors of [{ prefix: ['refused'] }, undefined]) {
      const h = harness();
      h.replyWith(() =>
        Promise.reject(new ServerError('Not accepted.', 400, errors && 'BAD_ANSWERS', errors)),
      );
      h.type('prefix', 'MS');
      await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS + 60_000);
      expect(h.sent).toEqual([{ prefix: 'MS' }]);
    }
  });

  it('rejects a flush that fails, so a button can say so', async () => {
    const h = harness();
    h.replyWith(networkDown);
    h.type('city', 'Paris');
    await expect(h.queue.flush()).rejects.toThrow('offline');
  });

  it('after a reset sends nothing more', async () => {
    const h = harness();
    h.replyWith(networkDown);
    h.type('city', 'Paris');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    h.queue.reset();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.sent.length).toBe(1);
    expect(h.states.at(-1)).toEqual({ kind: 'idle' });
  });
});
