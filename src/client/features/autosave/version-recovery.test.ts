import type * as AnswerKeys from '../../../engine/model/answer-keys';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../api/errors';
import { useToastStore } from '../../components/toast/toast-store';
import { useAnswersStore } from '../../stores/answers';
import { saveWithLayout } from './save-with-layout';

const state = vi.hoisted(() => ({
  saves: [] as Record<string, unknown>[],
  replies: [] as (object | Error)[],
  /** The live version's answer keys, once the page has followed it. */
  live: new Set<string>(),
  following: false,
  followed: 0,
}));

vi.mock('../../form/api/application', () => ({
  saveAnswers: (answers: Record<string, unknown>) => {
    state.saves.push(answers);
    const reply = state.replies.shift();
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  },
}));
vi.mock('../../app/definitions/live-definitions', () => ({
  followDefinitions: () => {
    state.following = true;
    state.followed += 1;
    return Promise.resolve();
  },
}));
// The version the page opened on has every key; the live one only `state.live`.
vi.mock('../../../engine/model/answer-keys', async (importOriginal) => ({
  ...(await importOriginal<typeof AnswerKeys>()),
  isAnswerKey: (key: string) => !state.following || state.live.has(key),
}));
vi.mock('../../../engine/definitions/question-labels', () => ({
  questionLabelOf: (key: string) => (state.following ? key : `Label of ${key}`),
}));

const saved = {
  message: 'Your answers have been saved.',
  revisions: {},
  conflicts: {},
  not_kept: [],
  generations: {},
};
const refusal = (keys: string[]) =>
  new ServerError(
    'These answers are not accepted.',
    400,
    'BAD_ANSWERS',
    Object.fromEntries(keys.map((key) => [key, [`${key} is not an answer of this application.`]])),
  );
const toasts = () => useToastStore.getState().toasts.map((t) => [t.title, t.message]);

beforeEach(() => {
  Object.assign(state, { saves: [], replies: [], live: new Set(), following: false, followed: 0 });
  useToastStore.getState().clear();
  useAnswersStore.getState().load({});
});

describe('a save refused for answers the form does not take (a version published meanwhile)', () => {
  it('follows the live version, stops sending the removed questions’ answers, says so and sends the rest', async () => {
    state.live = new Set(['first_name']);
    useAnswersStore.getState().setAnswers({ favorite_color: 'Teal', first_name: 'Al' });
    state.replies.push(refusal(['favorite_color']), saved);
    const reply = await saveWithLayout({ favorite_color: 'Teal', first_name: 'Al' });
    expect(reply).toEqual(saved);
    expect(state.followed).toBe(1);
    expect(state.saves).toEqual([
      { favorite_color: 'Teal', first_name: 'Al' },
      { first_name: 'Al' },
    ]);
    expect(useAnswersStore.getState().dirty.has('favorite_color')).toBe(false);
    expect(toasts()).toEqual([
      [
        'Questions removed',
        'The form was updated while you had it open, and these questions are no longer asked, so your answers to them were not kept: Label of favorite_color.',
      ],
    ]);
  });

  it('sends nothing more when every refused answer’s question is gone', async () => {
    useAnswersStore.getState().setAnswers({ favorite_color: 'Teal' });
    state.replies.push(refusal(['favorite_color']));
    expect(await saveWithLayout({ favorite_color: 'Teal' })).toBeUndefined();
    expect(state.saves).toHaveLength(1);
    expect(useAnswersStore.getState().dirty.size).toBe(0);
  });

  it('lets a refusal the live version makes too stand: the answer stays unsent', async () => {
    state.live = new Set(['religious_affiliation']);
    useAnswersStore.getState().setAnswers({ religious_affiliation: 'NONE' });
    const error = refusal(['religious_affiliation']);
    state.replies.push(error);
    await expect(saveWithLayout({ religious_affiliation: 'NONE' })).rejects.toBe(error);
    expect(state.saves).toHaveLength(1);
    expect(useAnswersStore.getState().dirty.has('religious_affiliation')).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('does not follow a version for other failures', async () => {
    const error = new ServerError('Server error', 500);
    state.replies.push(error);
    await expect(saveWithLayout({ first_name: 'Al' })).rejects.toBe(error);
    expect(state.followed).toBe(0);
  });
});
