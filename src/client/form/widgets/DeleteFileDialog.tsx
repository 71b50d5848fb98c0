import { useT } from '../../i18n/use-t';
import { ConfirmDialog } from '../../components/modal/ConfirmDialog';

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
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('deleteFile.title')}
      confirmLabel={t('deleteFile.confirm')}
      onCancel={onCancel}
      onConfirm={onDelete}
      busy={busy}
      testId="delete-file-dialog"
    >
      <p>{t('deleteFile.text')}</p>
    </ConfirmDialog>
  );
}
