import { ConfirmDialog } from '../../components/modal/ConfirmDialog';
import { answerEraseRequest, useEraseConfirmation } from './erase-confirmation';

export const ERASE_TITLE = 'Delete Answers';
export const ERASE_TEXT = 'This change deletes what you have entered for:';

/** Asks before a tab switch or a changed answer deletes answers or documents. */
export function EraseConfirmDialog() {
  const request = useEraseConfirmation((s) => s.request);
  if (!request) return null;
  return (
    <ConfirmDialog
      open
      title={ERASE_TITLE}
      confirmLabel="Delete and continue"
      onCancel={() => answerEraseRequest(false)}
      onConfirm={() => answerEraseRequest(true)}
    >
      <p>{ERASE_TEXT}</p>
      <ul>
        {request.erased.map(({ key, label }) => (
          <li key={key}>{label}</li>
        ))}
      </ul>
      <p>Choose Cancel to keep everything as it is.</p>
    </ConfirmDialog>
  );
}
