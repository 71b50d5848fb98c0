// A page behind another device's Add Another must not send a count that drops the entries it
// never saw: it names the count it showed, and a refusal makes it take the saved entries.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../api/errors';
import { useToastStore } from '../../components/toast/toast-store';
import { useViewStore } from '../../form/stores/view-store';
import { applicantFormActions } from './applicant-form-actions';

const putAddAnother = vi.fn();
const takeChangedCount = vi.fn();
vi.mock('../../form/api/view-state', () => ({
  putAddAnother: (...args: unknown[]) => putAddAnother(...args),
}));
vi.mock('../../features/autosave/count-changed', () => ({
  takeChangedCount: () => takeChangedCount(),
}));

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  putAddAnother.mockReset();
  takeChangedCount.mockReset().mockResolvedValue(undefined);
  useToastStore.getState().clear();
  useViewStore.getState().reset();
});

describe('Add Another', () => {
  it('names the count the page showed', async () => {
    putAddAnother.mockResolvedValue({ message: 'Saved.', generation: 0 });
    expect(await applicantFormActions.addEntry('sibling', 2, 'Brother or sister 2')).toBe(true);
    expect(putAddAnother).toHaveBeenCalledWith('sibling', 2, 1);
    expect(useViewStore.getState().addAnother).toEqual({ sibling: 2 });
  });

  it('refused because the count changed elsewhere: takes the saved entries, adds none', async () => {
    putAddAnother.mockRejectedValue(
      new ServerError('changed', 409, 'COUNT_CHANGED', undefined, { num_components: 3 }),
    );
    expect(await applicantFormActions.addEntry('sibling', 2, 'Brother or sister 2')).toBe(false);
    expect(takeChangedCount).toHaveBeenCalledOnce();
    expect(useViewStore.getState().addAnother).toEqual({});
    expect(toasts()).toEqual([]);
  });

  it('says it failed when the saved entries could not be read either', async () => {
    putAddAnother.mockRejectedValue(new ServerError('changed', 409, 'COUNT_CHANGED'));
    takeChangedCount.mockRejectedValue(new Error('offline'));
    expect(await applicantFormActions.addEntry('sibling', 2, 'Brother or sister 2')).toBe(false);
    expect(toasts()).toEqual(['Error adding another sibling']);
  });
});
