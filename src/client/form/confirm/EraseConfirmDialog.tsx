import { useT } from '../../i18n/use-t';
import { ConfirmDialog } from '../../components/modal/ConfirmDialog';
import { answerEraseRequest, useEraseConfirmation } from './erase-confirmation';

/** Asks before a tab switch or a changed answer deletes answers or documents. */
export function EraseConfirmDialog() {
  const t = useT();
  const request = useEraseConfirmation((s) => s.request);
  if (!request) return null;
  return (
    <ConfirmDialog
      open
      title={t('erase.title')}
      confirmLabel={t('erase.confirm')}
      onCancel={() => answerEraseRequest(false)}
      onConfirm={() => answerEraseRequest(true)}
    >
      <p>{t('erase.text')}</p>
      <ul>
        {request.erased.map(({ key, label }) => (
          <li key={key}>{label}</li>
        ))}
      </ul>
      <p>{t('erase.keep')}</p>
    </ConfirmDialog>
  );
}
