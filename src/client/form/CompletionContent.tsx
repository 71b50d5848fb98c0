import { LOCALES } from '../../contracts/language';
import { useLanguageState } from '../i18n/language-store';
import { useT } from '../i18n/use-t';
import { useQuery } from '@tanstack/react-query';
import { formatTime, site } from '../../engine';
import { completionProfileKey, getProfile } from '../api/session/profile';
import { ApplicationPdfDownload } from '../features/documents/ApplicationPdfDownload';
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
  const t = useT();
  const language = useLanguageState((state) => state.language);
  const profile = useQuery({ queryKey: completionProfileKey, queryFn: getProfile });
  const submittedAt = profile.data?.submitted_at;
  const reference = profile.data?.reference;
  const decision = profile.data?.decision;
  return (
    <>
      <h1>{t('completion.title')}</h1>
      <p>{t('completion.submitted')}</p>
      {reference && (
        <dl className="completion-facts">
          <dt>{t('completion.reference')}</dt>
          <dd data-testid="application-reference">{reference}</dd>
          {submittedAt && (
            <>
              <dt>{t('completion.submittedAt')}</dt>
              <dd>{formatTime(submittedAt, undefined, LOCALES[language])}</dd>
            </>
          )}
        </dl>
      )}
      {decision ? (
        <DecisionNotice decision={decision} />
      ) : (
        <>
          <h2>{t('completion.next')}</h2>
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
