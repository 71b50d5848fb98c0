import type { MouseEvent } from 'react';
import { documentQuestions, pages, site, type DocumentQuestion } from '../../../engine';
import type { DocumentStatus } from '../../../contracts/documents';
import { useConversionStatus } from '../../features/documents/use-conversion-status';
import { useDocumentAnswers } from '../../features/documents/use-document-answers';
import { useSessionStore } from '../../stores/session';

export const DOCUMENT_STATE_TEXT: Record<DocumentStatus, string> = {
  not_answered: 'Not attached',
  unprocessed: 'Received',
  in_progress: 'Being converted to PDF',
  completed: 'Ready',
  failed: 'Failed',
};

interface Props {
  /** The answer keys on screen: a document question a condition hides is not listed. */
  shownKeys: ReadonlySet<string>;
  /** Check your answers: a failed document links to its question to upload it again. */
  onChange?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function DocumentState({
  question,
  onChange,
}: { question: DocumentQuestion } & Pick<Props, 'onChange'>) {
  const loggedIn = useSessionStore((s) => s.is_logged_in);
  const fileName = useDocumentAnswers(loggedIn).data?.[question.key]?.file_name;
  const status = useConversionStatus(question.key, loggedIn).data;
  const state = status?.status ?? (fileName ? undefined : 'not_answered');
  return (
    <div className="answer-list__row">
      <dt className="answer-list__question">{question.label}</dt>
      <dd className="answer-list__answer">
        {fileName && <p>{fileName}</p>}
        <p className={`document-state document-state--${state ?? 'loading'}`}>
          {state ? DOCUMENT_STATE_TEXT[state] : 'Checking…'}
        </p>
        {state === 'failed' && (
          <p>
            {status?.message && `${status.message} `}
            {onChange ? (
              <>
                Upload it again, or another file, on{' '}
                <a href={`/${question.page}#${question.key}`} onClick={onChange}>
                  {pages[question.page].title}
                </a>
                .
              </>
            ) : (
              <>
                Please e-mail it to <a href={`mailto:${site.help.email}`}>{site.help.email}</a>.
              </>
            )}
          </p>
        )}
      </dd>
    </div>
  );
}

/** Each document question on screen, its file and where it stands (issue 30). */
export function DocumentStates({ shownKeys, onChange }: Props) {
  const shown = documentQuestions().filter((q) => shownKeys.has(q.key));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">Documents</h2>
      <dl className="answer-list">
        {shown.map((question) => (
          <DocumentState key={question.key} question={question} onChange={onChange} />
        ))}
      </dl>
    </section>
  );
}
