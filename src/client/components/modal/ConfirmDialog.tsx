import { useT } from '../../i18n/use-t';
import { useRef, type ReactNode } from 'react';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button's text, e.g. "Remove" or "Delete answers". */
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
  /** The confirmed action is under way: both buttons wait. */
  busy?: boolean;
  testId?: string;
}

/**
 * A question before something is erased: an alert dialog with Cancel (focused, so Enter keeps
 * everything) and the confirming button.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onCancel,
  onConfirm,
  busy = false,
  testId,
}: ConfirmDialogProps) {
  const t = useT();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      initialFocus={cancel}
      testId={testId}
      actions={
        <>
          <button
            ref={cancel}
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {t('dialog.cancel')}
          </button>
          <button type="button" className="button" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
