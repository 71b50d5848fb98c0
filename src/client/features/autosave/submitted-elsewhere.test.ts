// A save refused because another device submitted the application: the page follows the
// spec's routing rule to /completion, says why, and forgets what can never be sent.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../api/errors';
import { useSessionStore } from '../../stores/session';
import { followSubmission, isSubmittedRefusal } from './submitted-elsewhere';

const calls = vi.hoisted(() => ({
  stops: [] as boolean[],
  moves: [] as string[],
  errors: [] as string[],
}));

vi.mock('./autosave', () => ({
  stopAutosave: ({ forget }: { forget: boolean }) => calls.stops.push(forget),
}));
vi.mock('../../app/navigation', () => ({ navigateTo: (to: string) => calls.moves.push(to) }));
vi.mock('../../components/toast/toast-store', () => ({
  toast: { error: (text: string) => calls.errors.push(text) },
}));

beforeEach(() => {
  calls.stops = [];
  calls.moves = [];
  calls.errors = [];
  useSessionStore.getState().setWebStatus('validating');
});

describe('followSubmission', () => {
  it('goes to /completion once, says so and forgets the device copy', async () => {
    await followSubmission();
    await followSubmission();
    expect(calls.stops).toEqual([true]);
    expect(calls.moves).toEqual(['/completion']);
    expect(calls.errors).toEqual([
      'Your application was submitted on another device. What you typed here after that was not included.',
    ]);
    expect(useSessionStore.getState().web_status).toBe('submitted');
  });

  it('knows the refusal by its code', () => {
    expect(isSubmittedRefusal(new ServerError('x', 409, 'SUBMITTED'))).toBe(true);
    expect(isSubmittedRefusal(new ServerError('x', 409, 'ENTRY_REMOVED'))).toBe(false);
    expect(isSubmittedRefusal(new Error('x'))).toBe(false);
  });
});
