import { TOAST_ERROR_DURATION_MS } from '../../app/constants';
import { toast } from '../../components/toast/toast-store';
import { t } from '../../i18n/translate';

/** A polite notice (a status toast) naming the questions by their labels in the definitions. */
export async function announceNotKept(keys: readonly string[]): Promise<void> {
  // The labels of the definitions in effect: the page's language.
  const { questionLabelOf } = await import('../../../engine/definitions/question-labels');
  toast.success(t('autosave.notKept', { labels: keys.map(questionLabelOf).join('; ') }), {
    title: t('autosave.notKeptTitle'),
    duration: TOAST_ERROR_DURATION_MS,
  });
}
