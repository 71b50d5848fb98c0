import { useT } from '../../i18n/use-t';
import { useMemo, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { useSessionStore } from '../../stores/session';
import { useViewState } from '../hooks/use-view-state';
import { useFormNavigation } from '../navigation/use-form-navigation';
import { AnswerList } from './AnswerList';
import { DocumentStates } from './DocumentStates';
import { ProblemList } from './ProblemList';
import { useChangeLink } from './use-change-link';
import { WaitingChoices } from './WaitingChoices';
import { shownKeysOf, usePrintItems } from './use-print-items';
import './review.css';

/**
 * /review (issue 30, GOV.UK's check-answers pattern): what is still missing, the documents and
 * where they stand, every answer with a Change link, and Submit, which runs the spec's submit
 * flow unchanged (a visitor is sent to sign up, as from Final Steps).
 */
export function ReviewPage() {
  const t = useT();
  const loggedIn = useSessionStore((s) => s.is_logged_in);
  const loading = useViewState(loggedIn);
  const navigation = useFormNavigation();
  const onChange = useChangeLink();
  const items = usePrintItems();
  const shownKeys = useMemo(() => shownKeysOf(items), [items]);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    setBusy(true);
    try {
      await navigation.submit();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="review">
      <h1>{t('actions.review')}</h1>
      {loading ? (
        <Spinner size="large" label={t('spinner.yourApplication')} />
      ) : (
        <>
          <WaitingChoices onChange={onChange} />
          <ProblemList onChange={onChange} />
          <DocumentStates shownKeys={shownKeys} onChange={onChange} />
          <AnswerList items={items} onChange={onChange} />
          <div className="button-group">
            <button
              type="button"
              className="button"
              aria-disabled={busy || undefined}
              onClick={() => void submit()}
            >
              {t('actions.submit')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
