import { ConfirmDialog } from '../../components/modal/ConfirmDialog';

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
  return (
    <ConfirmDialog
      open={open}
      title={DELETE_FILE_TITLE}
      confirmLabel="Delete"
      onCancel={onCancel}
      onConfirm={onDelete}
      busy={busy}
      testId="delete-file-dialog"
    >
      <p>{DELETE_FILE_TEXT}</p>
    </ConfirmDialog>
  );
}
