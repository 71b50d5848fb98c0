import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  errorSummary,
  questionName,
  summaryGroups,
  type PageId,
  type SummaryEntry,
} from '../../../engine';
import { flushAutosave } from '../../features/autosave/autosave';
import { useSessionStore } from '../../stores/session';
import { useValidationStore } from '../stores/validation-store';
import { fieldHasCaret } from './field-has-caret';
import { focusField } from './focus-field';
import { isLocalHost } from './summary-text';
import { useT } from '../../i18n/use-t';
import './summary.css';

/**
 * The validation error summary: an assertive alert shown only while validating and while
 * messages exist, one link per message to /{page}#{key}, focused when it appears and after
 * each failed Submit, unless the applicant is already typing in a field. The messages stand
 * under their page's name, this page first, each after its question's name (issue 30).
 */
export function ErrorSummary({ current }: { current: PageId | undefined }) {
  const t = useT();
  const validating = useSessionStore((s) => s.web_status === 'validating');
  const errors = useValidationStore((s) => s.errors);
  const focusRequest = useValidationStore((s) => s.focusRequest);
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const entries = useMemo(
    () => errorSummary(errors, { strict: isLocalHost(window.location.hostname) }),
    [errors],
  );
  const shown = validating && entries.length > 0;

  useEffect(() => {
    // Only when it appears or a Submit asks again, not each time a message goes away.
    if (shown && !fieldHasCaret(document.activeElement)) ref.current?.focus();
  }, [shown, focusRequest]);

  function onClick(event: MouseEvent<HTMLAnchorElement>, entry: SummaryEntry) {
    event.preventDefault();
    if (entry.page === current && focusField(entry.key)) return;
    // The queue outlives the page: what was typed here is sent while the next page opens.
    flushAutosave().catch(() => {});
    useSessionStore.getState().markPageChanged();
    void navigate(entry.href);
  }

  if (!shown) return null;
  return (
    // A labelled region, so the summary sits in a landmark above <main>.
    <section className="page-width" aria-labelledby="error-summary-title">
      <div
        ref={ref}
        className="error-summary"
        role="alert"
        aria-live="assertive"
        aria-labelledby="error-summary-title"
        tabIndex={-1}
      >
        <h2 id="error-summary-title" className="error-summary__title">
          {t('summary.title')}
        </h2>
        <p className="error-summary__text">{t('summary.text')}</p>
        {summaryGroups(entries, current).map((group) => (
          <div key={group.page} className="error-summary__group">
            <h3 className="error-summary__page">{group.title}</h3>
            <ul className="error-summary__list">
              {group.entries.map((entry) => (
                <li key={`${entry.key}:${entry.message}`}>
                  <span className="error-summary__question">{questionName(entry.key)}: </span>
                  <a href={entry.href} onClick={(event) => onClick(event, entry)}>
                    {entry.message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
