import { useRef } from 'react';
import { Modal } from '../../components/modal/Modal';

export const DELETE_FILE_TITLE = 'Delete File';
export const DELETE_FILE_TEXT = 'Are you sure you want to delete your file?';

interface DeleteFileDialogProps {
  open: boolean;
  onCancel(): void;
  onDelete(): void;
  /** The delete is under way: both buttons wait. */
  busy?: boolean;
}

/** Spec section 4: the "Delete File" modal with Cancel and Delete; Cancel has the focus. */
export function DeleteFileDialog({
  open,
  onCancel,
  onDelete,
  busy = false,
}: DeleteFileDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={DELETE_FILE_TITLE}
      role="alertdialog"
      initialFocus={cancel}
      testId="delete-file-dialog"
      actions={
        <>
          <button
            ref={cancel}
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            Cancel
          </button>
          <button type="button" className="button" onClick={onDelete} disabled={busy}>
            Delete
          </button>
        </>
      }
    >
      <p>{DELETE_FILE_TEXT}</p>
    </Modal>
  );
}
