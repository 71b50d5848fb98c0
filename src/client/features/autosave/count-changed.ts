// Loaded only when an Add Another is refused because another device changed the count.
import { toast } from '../../components/toast/toast-store';
import { t } from '../../i18n/translate';
import { flushAutosave } from './autosave';
import { refreshAnswers } from './refresh-answers';

/**
 * Another device added or removed entries since this page was drawn, so its Add Another was
 * refused: what was typed here goes first (in the layout it was typed in, re-aimed by the
 * server), then the page reads the entries as they are saved and says why none was added.
 */
export async function takeChangedCount(): Promise<void> {
  await flushAutosave();
  await refreshAnswers();
  toast.error(t('autosave.countChanged'));
}
