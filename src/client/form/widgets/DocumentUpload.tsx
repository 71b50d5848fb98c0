import { LOCALES } from '../../../contracts/language';
import { useLanguageState } from '../../i18n/language-store';
import { useRichT } from '../../i18n/use-rich-t';
import { useT } from '../../i18n/use-t';
import { useState } from 'react';
import { withoutBidiControls } from '../../../engine';
import { Spinner } from '../../components/Spinner';
import { visuallyHidden } from '../../components/visually-hidden';
import type { DocumentUploadState } from '../form-actions';
import { DeleteFileDialog } from './DeleteFileDialog';

/** "1.5 MB", "300 KB": the figure written as the page's locale writes numbers. */
export function formatFileSize(bytes: number, locale: string): string {
  const figure = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  return bytes >= 1024 * 1024
    ? `${figure(bytes / 1024 / 1024, 1)} MB`
    : `${figure(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}

/**
 * Where one document question stands: uploading (with progress), converting, the converted
 * file's name and size with Delete (the "Delete File" dialog), or the failure's message.
 */
export function DocumentStatus({
  state,
  answered,
}: {
  state: DocumentUploadState;
  answered: boolean;
}) {
  const t = useT();
  const rich = useRichT();
  const language = useLanguageState((s) => s.language);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    try {
      await state.remove();
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <div className="file__state" aria-live="polite">
      {state.phase === 'uploading' && (
        <p className="file__status">
          {t('file.uploading')}{' '}
          <progress
            className="file__progress"
            max={1}
            value={state.progress}
            aria-label={t('file.progress')}
          />
        </p>
      )}
      {state.phase === 'converting' && (
        <p className="file__status">
          <Spinner size="medium" decorative /> {t('file.processing')}
        </p>
      )}
      {state.phase === 'failed' && state.error && <p className="field__error">{state.error}</p>}
      {(state.phase === 'completed' || (state.phase === 'idle' && answered)) && (
        <div className="file__done">
          <p className="file__status">
            {state.document
              ? `${withoutBidiControls(state.document.file_name)} (${formatFileSize(state.document.file_size, LOCALES[language])})`
              : t('file.attached')}
          </p>
          <button
            type="button"
            className="button button--warning"
            onClick={() => setConfirming(true)}
          >
            {rich('file.delete', { hidden: visuallyHidden })}
          </button>
        </div>
      )}
      <DeleteFileDialog
        open={confirming}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onDelete={() => void remove()}
      />
    </div>
  );
}
