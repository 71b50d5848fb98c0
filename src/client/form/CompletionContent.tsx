import { ApplicationPdfDownload } from '../features/documents/ApplicationPdfDownload';
import { SUBMITTED_MESSAGE } from './navigation/submit-application';

/**
 * The body of /completion (inside <main>, under the header's thank-you banner): the submit
 * confirmation and the PDF copy of the application once it is ready.
 */
export function CompletionContent() {
  return (
    <>
      <h1>Application submitted</h1>
      <p>{SUBMITTED_MESSAGE}</p>
      <ApplicationPdfDownload />
    </>
  );
}
