// A tab choice names the revisions this page knew of the answers it empties (issue 27), after
// the page's own typing is saved, so only another device's newer answer refuses it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTabs } from '../../../engine';
import { answerRevisions } from '../../stores/answer-revisions';
import { useAnswersStore } from '../../stores/answers';
import { switchTab } from './switch-tab';

const calls = vi.hoisted(() => ({ order: [] as string[], puts: [] as unknown[][] }));
vi.mock('../../features/autosave/autosave', () => ({
  flushAutosave: () => {
    calls.order.push('flush');
    // The flush's own save taught the page the essay's newer revision.
    answerRevisions.learn({ additional_info_essay: 8 });
    return Promise.resolve();
  },
}));
vi.mock('../../form/api/view-state', () => ({
  putTab: (...args: unknown[]) => {
    calls.order.push('put');
    calls.puts.push(args);
    return Promise.resolve({ message: 'Saved.', revisions: { additional_info_essay: 9 } });
  },
}));

beforeEach(() => {
  calls.order = [];
  calls.puts = [];
  answerRevisions.load({ additional_info_essay: 7 });
  useAnswersStore.getState().load({ additional_info_essay: 'Mine.' });
});

describe('switchTab', () => {
  it('saves the typing first, then names the revisions of the answers it empties', async () => {
    const node = getTabs('additional_info_tabs');
    if (!node) throw new Error('no additional_info_tabs');
    expect(await switchTab(node, 'upload')).toBe('switched');
    expect(calls.order).toEqual(['flush', 'put']);
    expect(calls.puts).toEqual([['additional_info_tabs', 'upload', { additional_info_essay: 8 }]]);
    expect(useAnswersStore.getState().answers.additional_info_essay).toBe('');
    expect(answerRevisions.of('additional_info_essay')).toBe(9);
  });
});
