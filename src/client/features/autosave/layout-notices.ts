import { TOAST_ERROR_DURATION_MS } from '../../app/constants';
import { toast } from '../../components/toast/toast-store';

export const ENTRY_REMOVED_NOTICE =
  'An entry you changed was removed on another device, so that change was not saved. The page now shows your entries as they are saved.';
export const ENTRIES_MOVED_NOTICE =
  'Entries were removed on another device. Your change was saved to the entry you typed it in; the page now shows your entries as they are saved.';
export const NOT_KEPT_TITLE = 'Not kept';

/** What the applicant reads when a save's answers were emptied because their questions are hidden. */
export function notKeptMessage(labels: readonly string[]): string {
  return `These answers were not kept, because your answers elsewhere now hide their questions: ${labels.join('; ')}.`;
}

/** A polite notice (a status toast) naming the questions by their labels in the definitions. */
export async function announceNotKept(keys: readonly string[]): Promise<void> {
  const { questionLabelOf } = await import('../../../engine/definitions/question-labels');
  toast.success(notKeptMessage(keys.map(questionLabelOf)), {
    title: NOT_KEPT_TITLE,
    duration: TOAST_ERROR_DURATION_MS,
  });
}
