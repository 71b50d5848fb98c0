import { CONVERSION_POLL_MS, PDF_POLL_MS, PDF_READY_POLL_MS } from '../../../engine';
import { isPendingStatus, type DocumentStatus } from '../../../contracts/documents';

/** A conversion still running: polling goes on (spec section 4). */
export function isConverting(status: DocumentStatus | undefined): boolean {
  return isPendingStatus(status);
}

/** Conversion: every 2000 ms until settled (completed, failed, not answered), then not at all. */
export function conversionInterval(status: DocumentStatus | undefined): number | false {
  return isConverting(status) ? CONVERSION_POLL_MS : false;
}

/** Application PDF: every 1000 ms until ready, then every 10 minutes; a failure stops it. */
export function pdfInterval(status: DocumentStatus | undefined): number | false {
  if (status === 'completed') return PDF_READY_POLL_MS;
  if (status === 'failed') return false;
  return PDF_POLL_MS;
}
