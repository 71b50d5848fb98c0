import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../api/errors';
import { useToastStore } from '../../components/toast/toast-store';
import { hidingBases } from '../../stores/hiding-bases';
import { useAnswersStore } from '../../stores/answers';
import { loadGenerations } from './layout-generations';
import { languageStore } from '../../i18n/language-store';
import en from '../../i18n/messages/en.json';
import es from '../../i18n/messages/es.json';
import { saveWithLayout } from './save-with-layout';

const calls = vi.hoisted(() => ({
  saves: [] as {
    answers: Record<string, unknown>;
    generations: Record<string, number>;
    hiddenBase?: Record<string, number>;
  }[],
  replies: [] as (object | Error)[],
  refreshes: [] as ReadonlySet<string>[],
}));

vi.mock('../../form/api/application', () => ({
  saveAnswers: (
    answers: Record<string, unknown>,
    _base: Record<string, number>,
    generations: Record<string, number>,
    hiddenBase?: Record<string, number>,
  ) => {
    calls.saves.push({ answers, generations, ...(hiddenBase && { hiddenBase }) });
    const reply = calls.replies.shift();
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  },
}));

// Reading the answers again: the server's layout is now generation 1; the refused key is gone.
vi.mock('./refresh-answers', () => ({
  refreshAnswers: (dropped: ReadonlySet<string> = new Set()) => {
    calls.refreshes.push(dropped);
    loadGenerations({ sibling: 1 });
    useAnswersStore.getState().markSaved(['sibling_2_first_name', ...dropped]);
    return Promise.resolve(['sibling']);
  },
}));

const saved = (extra: object = {}) => ({
  message: 'Your answers have been saved.',
  revisions: {},
  conflicts: {},
  not_kept: [],
  generations: {},
  ...extra,
});
// A toast without a title of its own is titled by its kind when shown ("Success", "Error").
const toasts = () => useToastStore.getState().toasts.map((t) => [t.title ?? t.kind, t.message]);

beforeEach(() => {
  calls.saves = [];
  calls.replies = [];
  calls.refreshes = [];
  useToastStore.getState().clear();
  useAnswersStore.getState().load({});
  loadGenerations({ sibling: 0 });
});

describe('saveWithLayout', () => {
  it('sends the page’s generations and stays quiet when nothing moved', async () => {
    calls.replies.push(saved({ generations: { sibling: 0 } }));
    await saveWithLayout({ sibling_2_first_name: 'Bo' });
    expect(calls.saves).toEqual([
      { answers: { sibling_2_first_name: 'Bo' }, generations: { sibling: 0 } },
    ]);
    expect(calls.refreshes).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('on ENTRY_REMOVED sends the rest in the layout it was typed in, then reads the answers again', async () => {
    const patch = { sibling_2_first_name: 'Bo', sibling_3_first_name: 'Cy', first_name: 'Al' };
    useAnswersStore.getState().setAnswers(patch);
    const refusal = new ServerError('removed', 409, 'ENTRY_REMOVED', undefined, {
      keys: ['sibling_2_first_name'],
      generations: { sibling: 1 },
    });
    calls.replies.push(refusal, saved({ generations: { sibling: 1 } }));
    await saveWithLayout(patch);
    // The offline edit to entry 3 goes with the old generation: the server moves it to entry 2.
    expect(calls.saves[1]).toEqual({
      answers: { sibling_3_first_name: 'Cy', first_name: 'Al' },
      generations: { sibling: 0 },
    });
    expect(calls.refreshes).toHaveLength(1);
    expect(toasts()).toEqual([
      [
        'error',
        'An entry you changed was removed on another device, so that change was not saved. The page now shows your entries as they are saved.',
      ],
    ]);
  });

  it('on an ENTRY_REMOVED that names no keys sends nothing again and reads the answers', async () => {
    calls.replies.push(new ServerError('removed', 409, 'ENTRY_REMOVED'));
    await expect(saveWithLayout({ sibling_2_first_name: 'Bo' })).resolves.toBeUndefined();
    expect(calls.saves).toHaveLength(1);
    expect(calls.refreshes).toHaveLength(1);
  });

  it('on HIDDEN_ANSWERS_CHANGED takes the hiding change back, sends the rest and says why', async () => {
    hidingBases.record('mailing_addr_same_as_perm_addr', { mailing_city: 4, mailing_zip: 0 });
    const patch = { mailing_addr_same_as_perm_addr: true, first_name: 'Al' };
    useAnswersStore.getState().setAnswers(patch);
    const refusal = new ServerError('hidden', 409, 'HIDDEN_ANSWERS_CHANGED', undefined, {
      keys: ['mailing_addr_same_as_perm_addr'],
      hidden: ['mailing_city'],
    });
    calls.replies.push(refusal, saved());
    await saveWithLayout(patch);
    // The first save named what the page knew of the mailing address; the rest went alone.
    expect(calls.saves.map((save) => [save.answers, save.hiddenBase])).toEqual([
      [patch, { mailing_city: 4 }],
      [{ first_name: 'Al' }, undefined],
    ]);
    expect(calls.refreshes).toEqual([new Set(['mailing_addr_same_as_perm_addr'])]);
    expect(toasts()).toEqual([
      [
        'error',
        'Answers your change would hide were changed on another device, so that change was not saved. The page now shows your answers as they are saved.',
      ],
    ]);
  });

  it('passes any other failure on to the queue', async () => {
    const failure = new ServerError('nope', 400, 'BAD_ANSWERS');
    calls.replies.push(failure);
    await expect(saveWithLayout({ first_name: 'Al' })).rejects.toBe(failure);
    expect(calls.refreshes).toEqual([]);
  });

  it('reads the answers again after a save the server re-aimed', async () => {
    calls.replies.push(saved({ generations: { sibling: 1 } }));
    await saveWithLayout({ sibling_3_first_name: 'Cy' });
    expect(calls.refreshes).toHaveLength(1);
    expect(toasts()).toEqual([
      [
        'success',
        'Entries were removed on another device. Your change was saved to the entry you typed it in; the page now shows your entries as they are saved.',
      ],
    ]);
  });

  it('names the questions whose answers were not kept, and drops them from what is unsent', async () => {
    calls.replies.push(saved({ not_kept: ['mailing_city'] }));
    await saveWithLayout({ mailing_city: 'Paris' });
    expect(calls.refreshes).toEqual([new Set(['mailing_city'])]);
    expect(toasts()).toEqual([
      [
        'Not kept',
        'These answers were not kept, because your answers elsewhere now hide their questions: City (Mailing address).',
      ],
    ]);
  });

  it('says it all in the language read (issue 32)', async () => {
    languageStore.getState().use('es', es);
    try {
      // Nothing else was typed: after the refusal, nothing is sent again.
      calls.replies.push(new ServerError('removed', 409, 'ENTRY_REMOVED'));
      await saveWithLayout({ sibling_2_first_name: 'Bo' });
      calls.replies.push(saved({ generations: { sibling: 2 }, not_kept: ['mailing_city'] }));
      await saveWithLayout({ mailing_city: 'Paris' });
      expect(toasts()).toEqual([
        ['error', es['autosave.entryRemoved']],
        ['success', es['autosave.entriesMoved']],
        [
          'Respuestas no conservadas',
          'Estas respuestas no se conservaron porque otras respuestas suyas ahora ocultan sus preguntas: City (Mailing address).',
        ],
      ]);
    } finally {
      languageStore.getState().use('en', en);
    }
  });
});
