import { useT } from '../i18n/use-t';
import { Modal } from './modal/Modal';
import { useUnexpectedErrorStore } from './unexpected-error-store';

export function UnexpectedErrorDialog() {
  const message = useUnexpectedErrorStore((state) => state.message);
  const close = useUnexpectedErrorStore((state) => state.close);
  const t = useT();
  return (
    <Modal
      open={message !== null}
      onClose={close}
      title={t('unexpected.title')}
      role="alertdialog"
      testId="unexpected-error-dialog"
      actions={
        <button type="button" className="button" onClick={close}>
          {t('unexpected.ok')}
        </button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
