// Loaded only when a change of layout is refused because another device changed it first.
import { toast } from '../../components/toast/toast-store';
import type { MessageKey } from '../../i18n/catalogue';
import { t } from '../../i18n/translate';
import { flushAutosave } from './autosave';
import { refreshAnswers } from './refresh-answers';

/**
 * Another device changed what this page shows since it was drawn (added or removed entries,
 * wrote answers a tab choice would empty), so the page's change was refused: what was typed
 * here goes first (in the layout it was typed in, re-aimed by the server), then the page reads
 * the answers as they are saved and says why (`notice`).
 */
export async function takeChangesFromElsewhere(notice: MessageKey): Promise<void> {
  await flushAutosave();
  await refreshAnswers();
  toast.error(t(notice));
}
