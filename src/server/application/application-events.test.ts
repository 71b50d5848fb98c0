import { describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database';
import { announceAnswersWritten, onAnswersWritten } from './answers-written';
import { SubmittedListeners } from './application-submitted';

const tx = { query: vi.fn(), exec: vi.fn() } as unknown as Queryable;

describe("the applicant's write events", () => {
  it('asks each answers-written listener once, however often it subscribed, and sets its columns', async () => {
    const listener = vi.fn(() => ({ first_name: 'Ada' }));
    onAnswersWritten(listener);
    onAnswersWritten(listener);
    const event = { applicantId: 'a1', keys: ['first_name'], answers: { first_name: 'Ada' } };
    await announceAnswersWritten(tx, event);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(event);
    expect(tx.query).toHaveBeenCalledWith('UPDATE applicants SET first_name = $2 WHERE id = $1', [
      'a1',
      'Ada',
    ]);
  });

  it("tells a submission's listeners in order and hands back their after-commit steps", async () => {
    const listeners = new SubmittedListeners();
    const heard: string[] = [];
    const wake = () => heard.push('wake');
    listeners.on(async () => {
      heard.push('first');
      return undefined;
    });
    listeners.on(async () => {
      heard.push('second');
      return wake;
    });
    const event = { applicantId: 'a1', submittedAt: new Date(0) };
    expect(await listeners.announce(tx, event)).toEqual([wake]);
    expect(heard).toEqual(['first', 'second']);
  });
});
