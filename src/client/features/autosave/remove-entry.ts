import { ENTRY_REMOVED_CODE } from '../../../contracts/repeater-layout';
import { ANSWERS_CHANGED_CODE } from '../../../contracts/view-state';
import { repeaterEntryKeys } from '../../../engine/definitions/repeater-entries';
import { repeaterOfButton } from '../../../engine/definitions/repeater-of-button';
import { ServerError } from '../../api/errors';
import { toast } from '../../components/toast/toast-store';
import { t } from '../../i18n/translate';
import { removeRepeaterEntryCall } from '../../form/api/repeater';
import { useViewStore } from '../../form/stores/view-store';
import { answerRevisions } from '../../stores/answer-revisions';
import { useAnswersStore } from '../../stores/answers';
import { announceRemoval, flushAutosave } from './autosave';
import { layoutGenerations, setGeneration } from './layout-generations';
import { takeChangesFromElsewhere } from './changed-elsewhere';
import { refreshAnswers } from './refresh-answers';

/** The revisions this page knows of entry `index`'s answers: what the applicant saw in it. */
function entryBase(buttonId: string, index: number): Record<string, number> {
  const node = repeaterOfButton(buttonId);
  return answerRevisions.baseOf(node ? (repeaterEntryKeys(node)[index - 1] ?? []) : []);
}

/**
 * Removes entry `index` as this page shows it (issue 27). Everything typed so far goes first,
 * since the server moves what it holds. When another device had removed entries meanwhile, the
 * server re-aims the removal and the page reads the answers again; when it had removed this
 * very entry, or written answers in it this page never showed, nothing is removed and the page
 * reads them again. Resolves to the count now shown.
 */
export async function removeEntry(buttonId: string, index: number): Promise<number> {
  await flushAutosave();
  const base = layoutGenerations()[buttonId] ?? 0;
  try {
    const removed = await removeRepeaterEntryCall(
      buttonId,
      index,
      base,
      entryBase(buttonId, index),
    );
    if (removed.generation === base + 1) {
      useAnswersStore.getState().applySaved(removed.answers);
      answerRevisions.learn(removed.revisions);
      useViewStore.getState().setAddAnother(buttonId, removed.num_components);
      setGeneration(buttonId, removed.generation);
      announceRemoval({ answers: removed.answers, revisions: removed.revisions });
    } else {
      await refreshAnswers();
      toast.success(t('autosave.entriesMoved'));
    }
    return removed.num_components;
  } catch (error) {
    if (!(error instanceof ServerError)) throw error;
    if (error.code === ENTRY_REMOVED_CODE) {
      await refreshAnswers();
      toast.error(t('autosave.alreadyRemoved'));
    } else if (error.code === ANSWERS_CHANGED_CODE) {
      await takeChangesFromElsewhere('autosave.entryChanged');
    } else throw error;
    return useViewStore.getState().addAnother[buttonId] ?? 1;
  }
}
