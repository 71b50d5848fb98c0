import { useT } from '../../i18n/use-t';
import { useRef } from 'react';
import { Modal } from '../../components/modal/Modal';

interface Props {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** The inactivity prompt: an alert dialog, so screen readers announce it when it opens. */
export function StillWorkingDialog({ open, onStay, onLeave }: Props) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={t('inactivity.title')}
      role="alertdialog"
      hideClose
      initialFocus={stayRef}
      testId="still-working-dialog"
      actions={
        <>
          <button ref={stayRef} type="button" className="button" onClick={onStay}>
            {t('inactivity.stay')}
          </button>
          <button type="button" className="button button--secondary" onClick={onLeave}>
            {t('inactivity.leave')}
          </button>
        </>
      }
    >
      <p>{t('inactivity.text')}</p>
    </Modal>
  );
}
