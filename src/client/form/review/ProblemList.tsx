import { useT } from '../../i18n/use-t';
import { useEffect, useState, type MouseEvent } from 'react';
import {
  errorSummary,
  isEmptyAnswer,
  questionName,
  type ErrorMap,
  type SummaryEntry,
} from '../../../engine';
import { useSessionStore } from '../../stores/session';
import { useAnswersStore } from '../../stores/answers';
import { validateCurrentAnswers } from '../hooks/validate-current';
import { useViewStore } from '../stores/view-store';

function Entries({
  id,
  title,
  entries,
  onChange,
}: {
  id: string;
  title: string;
  entries: SummaryEntry[];
  onChange: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className="problem-list">
      <h2 id={id}>{title}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.key}:${entry.message}`}>
            <a href={entry.href} onClick={onChange}>
              {questionName(entry.key)}
            </a>
            <span className="problem-list__message">{entry.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What stops the application from being submitted, at the top of /review: required questions
 * still unanswered, then answers the rules reject, each linked to its question. The same
 * validation as Submit (the whole application, whatever the web status).
 */
export function ProblemList({
  onChange,
}: {
  onChange: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useT();
  const answers = useAnswersStore((s) => s.answers);
  const loggedIn = useSessionStore((s) => s.is_logged_in);
  const tabs = useViewStore((s) => s.tabs);
  const addAnother = useViewStore((s) => s.addAnother);
  const [errors, setErrors] = useState<ErrorMap | null>(null);

  useEffect(() => {
    let current = true;
    validateCurrentAnswers()
      .then((found) => current && setErrors(found))
      .catch(() => current && setErrors(null));
    return () => {
      current = false;
    };
  }, [answers, loggedIn, tabs, addAnother]);

  if (!errors) return null;
  const entries = errorSummary(errors);
  if (entries.length === 0) return <p className="problem-list__none">{t('review.allAnswered')}</p>;
  const missing = entries.filter((entry) => isEmptyAnswer(answers[entry.key]));
  const wrong = entries.filter((entry) => !missing.includes(entry));
  return (
    <>
      <Entries
        id="missing-title"
        title={t('review.missing')}
        entries={missing}
        onChange={onChange}
      />
      <Entries
        id="to-check-title"
        title={t('review.toCheck')}
        entries={wrong}
        onChange={onChange}
      />
    </>
  );
}
