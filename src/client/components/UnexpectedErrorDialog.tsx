import { Modal } from './modal/Modal';
import { useUnexpectedErrorStore } from './unexpected-error-store';

export const UNEXPECTED_ERROR_TITLE = 'Unexpected Error';

export function UnexpectedErrorDialog() {
  const message = useUnexpectedErrorStore((state) => state.message);
  const close = useUnexpectedErrorStore((state) => state.close);
  return (
    <Modal
      open={message !== null}
      onClose={close}
      title={UNEXPECTED_ERROR_TITLE}
      role="alertdialog"
      testId="unexpected-error-dialog"
      actions={
        <button type="button" className="button" onClick={close}>
          OK
        </button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
