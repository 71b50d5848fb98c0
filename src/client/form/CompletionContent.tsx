import { useQuery } from '@tanstack/react-query';
import { formatTime, site } from '../../engine';
import { getProfile } from '../api/session/profile';
import { ApplicationPdfDownload } from '../features/documents/ApplicationPdfDownload';
import { SUBMITTED_MESSAGE } from './navigation/submit-application';
import { SubmittedApplication } from './review/SubmittedApplication';
import { ApplicationChecklist } from './status/ApplicationChecklist';
import { DecisionNotice } from './status/DecisionNotice';

/**
 * The body of /completion (inside <main>, under the header's thank-you banner): the submit
 * confirmation with the application reference and time (issue 14), what happens next
 * (site.json's nextSteps) or, once released, the decision, the checklist of materials and
 * their states (issue 33), the PDF copy of the application once it is ready, each document's
 * state and the submitted answers (issue 30).
 */
export function CompletionContent() {
  // Read fresh: the cached profile was loaded before the submit.
  const profile = useQuery({ queryKey: ['profile', 'completion'], queryFn: getProfile });
  const submittedAt = profile.data?.submitted_at;
  const reference = profile.data?.reference;
  const decision = profile.data?.decision;
  return (
    <>
      <h1>Application submitted</h1>
      <p>{SUBMITTED_MESSAGE}</p>
      {reference && (
        <dl className="completion-facts">
          <dt>Application reference</dt>
          <dd data-testid="application-reference">{reference}</dd>
          {submittedAt && (
            <>
              <dt>Submitted</dt>
              <dd>{formatTime(submittedAt)}</dd>
            </>
          )}
        </dl>
      )}
      {decision ? (
        <DecisionNotice decision={decision} />
      ) : (
        <>
          <h2>What happens next</h2>
          {site.nextSteps.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </>
      )}
      <ApplicationChecklist />
      <ApplicationPdfDownload />
      <SubmittedApplication />
    </>
  );
}
