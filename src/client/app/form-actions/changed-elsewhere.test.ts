// A page behind another device must not drop what it never saw: an Add Another names the count
// it showed, a tab choice the revisions of the answers it empties, and a refusal of either makes
// the page take what is saved and say why.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../api/errors';
import { useToastStore } from '../../components/toast/toast-store';
import { useViewStore } from '../../form/stores/view-store';
import type { TabsNode } from '../../../engine';
import { applicantFormActions } from './applicant-form-actions';

const putAddAnother = vi.fn();
const takeChanges = vi.fn();
const switchTab = vi.fn();
vi.mock('../../form/api/view-state', () => ({
  putAddAnother: (...args: unknown[]) => putAddAnother(...args),
}));
vi.mock('./switch-tab', () => ({ switchTab: () => switchTab() }));
vi.mock('../../features/autosave/changed-elsewhere', () => ({
  takeChangesFromElsewhere: (notice: string) => takeChanges(notice),
}));

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  putAddAnother.mockReset();
  switchTab.mockReset();
  takeChanges.mockReset().mockResolvedValue(undefined);
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
    expect(takeChanges).toHaveBeenCalledExactlyOnceWith('autosave.countChanged');
    expect(useViewStore.getState().addAnother).toEqual({});
    expect(toasts()).toEqual([]);
  });

  it('says it failed when the saved entries could not be read either', async () => {
    putAddAnother.mockRejectedValue(new ServerError('changed', 409, 'COUNT_CHANGED'));
    takeChanges.mockRejectedValue(new Error('offline'));
    expect(await applicantFormActions.addEntry('sibling', 2, 'Brother or sister 2')).toBe(false);
    expect(toasts()).toEqual(['Error adding another sibling']);
  });
});

describe('a tab choice', () => {
  const tabs = {
    kind: 'tabs',
    id: 'additional_info_tabs',
    tabs: [{ id: 'upload', label: 'Upload a document' }],
  } as unknown as TabsNode;

  it('refused because another device wrote an answer it empties: takes the answers, says why', async () => {
    switchTab.mockRejectedValue(new ServerError('changed', 409, 'ANSWERS_CHANGED'));
    expect(await applicantFormActions.switchTab(tabs, 'upload')).toBe('failed');
    expect(takeChanges).toHaveBeenCalledExactlyOnceWith('autosave.tabChanged');
    expect(toasts()).toEqual([]);
  });

  it('says it failed when the saved answers could not be read either', async () => {
    switchTab.mockRejectedValue(new ServerError('changed', 409, 'ANSWERS_CHANGED'));
    takeChanges.mockRejectedValue(new Error('offline'));
    expect(await applicantFormActions.switchTab(tabs, 'upload')).toBe('failed');
    expect(toasts()).toEqual(['Error handling tabs for Upload a document']);
  });

  it('holding a document uploaded on another device: deletes nothing, takes the answers, says why', async () => {
    switchTab.mockResolvedValue('changed');
    expect(await applicantFormActions.switchTab(tabs, 'upload')).toBe('failed');
    expect(takeChanges).toHaveBeenCalledExactlyOnceWith('autosave.tabChanged');
    expect(toasts()).toEqual([]);
  });
});
