import { useT } from '../../i18n/use-t';
import { useMemo, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { useSessionStore } from '../../stores/session';
import { useViewState } from '../hooks/use-view-state';
import { AnswerList } from './AnswerList';
import { DocumentStates } from './DocumentStates';
import { shownKeysOf, usePrintItems } from './use-print-items';
import './review.css';

/**
 * The completion page's account of what was sent (issue 30): each document and where it
 * stands, and on request the read-only check-your-answers view of every answer.
 */
export function SubmittedApplication() {
  const t = useT();
  const loggedIn = useSessionStore((s) => s.is_logged_in);
  const loading = useViewState(loggedIn);
  const items = usePrintItems();
  const shownKeys = useMemo(() => shownKeysOf(items), [items]);
  const [open, setOpen] = useState(false);
  if (loading) return <Spinner size="large" label={t('spinner.yourApplication')} />;
  return (
    <>
      <DocumentStates shownKeys={shownKeys} />
      <p>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls="submitted-answers"
          onClick={() => setOpen(!open)}
        >
          {t('review.view')}
        </button>
      </p>
      <section id="submitted-answers" aria-label={t('review.yourApplication')} hidden={!open}>
        {open && <AnswerList items={items} />}
      </section>
    </>
  );
}
