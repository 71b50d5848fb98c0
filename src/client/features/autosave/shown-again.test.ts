// @vitest-environment jsdom
// Issue 27: a page shown again after another device removed an entry must not lay the answers
// of the new layout over the entries of its old one (B then typed into "entry 3", showing S4,
// and the server re-aimed it onto S3). It takes layout, counts and answers together, and what
// it typed goes first, named with the layout it was typed in.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../components/toast/toast-store';
import en from '../../i18n/messages/en.json';
import { useAnswersStore } from '../../stores/answers';
import { installAutosave, startAutosave, stopAutosave } from './autosave';
import { layoutGenerations, loadGenerations } from './layout-generations';

const four = {
  sibling_1_first_name: 'S1',
  sibling_2_first_name: 'S2',
  sibling_3_first_name: 'S3',
  sibling_4_first_name: 'S4',
};
// What the server holds after device A removed sibling 2.
const afterRemoval = { ...four, sibling_2_first_name: 'S3', sibling_3_first_name: 'S4' };

const calls = vi.hoisted(() => ({
  saves: [] as { answers: Record<string, unknown>; generations: Record<string, number> }[],
  refreshes: 0,
}));

vi.mock('../../api/session/profile', () => ({
  getProfile: () =>
    Promise.resolve({
      answer: { ...afterRemoval, sibling_4_first_name: '' },
      answer_revisions: {
        sibling_2_first_name: 5,
        sibling_3_first_name: 5,
        sibling_4_first_name: 5,
      },
      repeater_generations: { sibling: 1 },
    }),
}));
vi.mock('../../form/api/application', () => ({
  saveAnswers: (
    answers: Record<string, unknown>,
    _base: Record<string, number>,
    generations: Record<string, number>,
  ) => {
    calls.saves.push({ answers, generations });
    return Promise.resolve({
      message: 'Your answers have been saved.',
      revisions: Object.fromEntries(Object.keys(answers).map((key) => [key, 6])),
      conflicts: {},
      not_kept: [],
      generations: { sibling: 1 },
    });
  },
}));
// The full re-read: the server's layout, counts and answers (the re-aimed save included).
vi.mock('./refresh-answers', () => ({
  refreshAnswers: () => {
    calls.refreshes += 1;
    loadGenerations({ sibling: 1 });
    useAnswersStore.getState().load({ ...afterRemoval, sibling_4_first_name: '' });
    return Promise.resolve(['sibling']);
  },
}));

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

function showAgain(): void {
  let state = 'hidden';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
  state = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(() => installAutosave());

beforeEach(() => {
  stopAutosave({ forget: true });
  calls.saves = [];
  calls.refreshes = 0;
  useToastStore.getState().clear();
  useAnswersStore.getState().load(four);
});

/** Device B as loaded before the removal: four entries, generation 0. */
function startB(): void {
  startAutosave('ann@example.edu');
  loadGenerations({ sibling: 0 });
}

describe('a page shown again after entries were removed elsewhere', () => {
  it('takes the new layout with its answers and says so', async () => {
    startB();
    showAgain();
    await vi.waitFor(() => expect(toasts()).toEqual([en['autosave.layoutChanged']]));
    expect(calls.refreshes).toBe(1);
    expect(layoutGenerations()).toEqual({ sibling: 1 });
    expect(calls.saves).toEqual([]);
  });

  it('sends what was typed first, in the layout it was typed in, then catches up', async () => {
    // Typed into entry 4 before the page was hidden, not sent yet.
    useAnswersStore.getState().setAnswers({ sibling_4_first_name: 'S4x' });
    startB();
    showAgain();
    await vi.waitFor(() => expect(toasts()).toEqual([en['autosave.entriesMoved']]));
    expect(calls.saves[0]).toEqual({
      answers: { sibling_4_first_name: 'S4x' },
      generations: { sibling: 0 },
    });
    expect(calls.refreshes).toBe(1);
    expect(layoutGenerations()).toEqual({ sibling: 1 });
  });
});
