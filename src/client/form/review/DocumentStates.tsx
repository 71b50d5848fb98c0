import { useRichT } from '../../i18n/use-rich-t';
import { useT } from '../../i18n/use-t';
import type { MouseEvent } from 'react';
import { documentQuestions, pages, site, type DocumentQuestion } from '../../../engine';
import { useConversionStatus } from '../../features/documents/use-conversion-status';
import { useDocumentAnswers } from '../../features/documents/use-document-answers';
import { useSessionStore } from '../../stores/session';

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
  const rich = useRichT();
  const t = useT();
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
          {state ? t(`document.${state}`) : t('document.checking')}
        </p>
        {state === 'failed' && (
          <p>
            {status?.message && `${status.message} `}
            {onChange
              ? rich('document.again', {
                  page: (chunks) => (
                    <a href={`/${question.page}#${question.key}`} onClick={onChange}>
                      {chunks}
                    </a>
                  ),
                  title: pages[question.page].title,
                })
              : rich('document.email', {
                  email: () => <a href={`mailto:${site.help.email}`}>{site.help.email}</a>,
                })}
          </p>
        )}
      </dd>
    </div>
  );
}

/** Each document question on screen, its file and where it stands (issue 30). */
export function DocumentStates({ shownKeys, onChange }: Props) {
  const t = useT();
  const shown = documentQuestions().filter((q) => shownKeys.has(q.key));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{t('document.title')}</h2>
      <dl className="answer-list">
        {shown.map((question) => (
          <DocumentState key={question.key} question={question} onChange={onChange} />
        ))}
      </dl>
    </section>
  );
}
