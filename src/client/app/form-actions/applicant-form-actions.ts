import { COUNT_CHANGED_CODE, ANSWERS_CHANGED_CODE } from '../../../contracts/view-state';
import { errorMessageOf, ServerError } from '../../api/errors';
import { toast } from '../../components/toast/toast-store';
import type { MessageKey } from '../../i18n/catalogue';
import { t } from '../../i18n/translate';
import { AnswerConflictSlot } from '../../features/autosave/AnswerConflictSlot';
import type { FormActions } from '../../form/form-actions';
import { putAddAnother } from '../../form/api/view-state';
import { useViewStore } from '../../form/stores/view-store';
import { loadOnce } from '../load-once';

// What few visits use comes with its first use: the lookup client with the first search (a
// page whose address is never typed into goes without it), the removal with the first removal,
// the tab switch with the first switch, the uploads with the first file chooser.
const lookup = () => import('../../form/api/lookup');

/**
 * An Add Another or a tab choice refused (`code`) because another device changed the entries or
 * the answers first: the page takes them (rather than drop them) and says so (`notice`). False
 * for any other failure, or when reading them failed.
 */
async function tookChangesFromElsewhere(
  error: unknown,
  code: string,
  notice: MessageKey,
): Promise<boolean> {
  if (!(error instanceof ServerError && error.code === code)) return false;
  try {
    const { takeChangesFromElsewhere } = await import('../../features/autosave/changed-elsewhere');
    await takeChangesFromElsewhere(notice);
    return true;
  } catch {
    return false;
  }
}

/**
 * The form's actions on an applicant's page (and the staff preview of one): the server's calls
 * of spec section 7 behind the views' buttons and widgets, composed here because they span the
 * autosave and documents features.
 */
export const applicantFormActions: FormActions = {
  async addEntry(buttonId, count, name) {
    try {
      await putAddAnother(buttonId, count, count - 1);
    } catch (error) {
      if (!(await tookChangesFromElsewhere(error, COUNT_CHANGED_CODE, 'autosave.countChanged')))
        toast.error(t('repeater.addError', { id: buttonId, entry: name }));
      return false;
    }
    useViewStore.getState().setAddAnother(buttonId, count);
    return true;
  },
  async removeEntry(buttonId, index) {
    try {
      const { removeEntry } = await import('../../features/autosave/remove-entry');
      return await removeEntry(buttonId, index);
    } catch (error) {
      toast.error(errorMessageOf(error));
      return null;
    }
  },
  async switchTab(node, to) {
    try {
      const { switchTab } = await import('./switch-tab');
      const outcome = await switchTab(node, to);
      if (outcome !== 'changed') return outcome;
      const { takeChangesFromElsewhere } =
        await import('../../features/autosave/changed-elsewhere');
      await takeChangesFromElsewhere('autosave.tabChanged');
      return 'failed';
    } catch (error) {
      if (!(await tookChangesFromElsewhere(error, ANSWERS_CHANGED_CODE, 'autosave.tabChanged')))
        toast.error(t('tabs.error', { tab: node.tabs.find((tab) => tab.id === to)?.label ?? to }));
      return 'failed';
    }
  },
  documents: loadOnce(() =>
    import('../../features/documents/use-document-upload').then(({ useDocumentUpload }) => ({
      useDocumentUpload,
    })),
  ),
  // Not fetched, the lookup client fails as a search or a detail that fails (spec section 7).
  searchLookup: async (text, category, signal) =>
    (await lookup()).searchLookup(text, category, signal),
  lookupDetail: (id, category) =>
    lookup().then(
      (client) => client.lookupDetail(id, category),
      () => null,
    ),
  AnswerConflict: AnswerConflictSlot,
};
