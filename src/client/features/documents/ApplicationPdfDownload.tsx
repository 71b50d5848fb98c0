import { useT } from '../../i18n/use-t';
import { useEffect } from 'react';
import { errorMessageOf } from '../../api/errors';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/toast/toast-store';
import { useApplicationPdf } from './use-application-pdf';

/**
 * The completion page's download (spec section 4, "PDF download status"): a spinner while the
 * PDF is made, then a download link; a failure shows the server's message.
 */
export function ApplicationPdfDownload() {
  const t = useT();
  const pdf = useApplicationPdf();
  const failure =
    pdf.data?.status === 'failed'
      ? pdf.data.message
      : pdf.isError
        ? errorMessageOf(pdf.error)
        : null;

  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);

  if (failure) {
    return (
      <p className="field__error" role="alert">
        {failure}
      </p>
    );
  }
  if (pdf.data?.status === 'completed' && pdf.data.url) {
    return (
      <p>
        <a
          className="button"
          href={pdf.data.url}
          download={t('pdf.fileName')}
          data-testid="application-pdf-download"
        >
          {t('pdf.download')}
        </a>
      </p>
    );
  }
  return (
    <p role="status" aria-live="polite">
      <Spinner size="small" decorative /> {t('pdf.preparing')}
    </p>
  );
}
