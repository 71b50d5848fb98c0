import { useT } from '../../i18n/use-t';
import type { MouseEvent } from 'react';
import { steps } from 'virtual:form-steps';
import type { PageId } from '../../../engine/types';
import { useStepTitles } from '../../app/definitions/step-titles';
import { useStateText } from '../progress/use-state-text';
import { useProgressStore } from '../stores/progress-store';
import { useFormNavigation } from './use-form-navigation';

/**
 * The three-step navigation (spec section 2), each step with its state in words. Links replace the history entry; a visitor with
 * answers goes to /signup; a logged-in click saves answers and validations first. It names the
 * steps from virtual:form-steps, not the definitions: the shell (on /login too) has no questions;
 * once the definitions are shown, from theirs, in the applicant's language.
 */
export function StepNav({ current }: { current: PageId | undefined }) {
  const t = useT();
  const navigation = useFormNavigation();
  const states = useProgressStore((s) => s.pages);
  const blank = useProgressStore((s) => s.blank);
  const shownTitles = useStepTitles();
  const stateText = useStateText();
  function onClick(event: MouseEvent<HTMLAnchorElement>, pageId: PageId) {
    // Let the browser open a new tab on ctrl/cmd-click; handle plain clicks ourselves.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (pageId === current) return;
    void navigation.goToStep(`/${pageId}`);
  }
  return (
    <nav className="step-nav" aria-label={t('steps.label')}>
      <ol className="step-nav__list page-width">
        {steps.map(({ pageId, step, title: builtTitle }) => {
          const title = shownTitles[pageId] ?? builtTitle;
          const isCurrent = pageId === current;
          const stepState = states[pageId] ?? blank;
          const state = stepState && stateText(stepState);
          return (
            <li
              key={pageId}
              className={`step-nav__item${isCurrent ? ' step-nav__item--current' : ''}`}
            >
              <a
                href={`/${pageId}`}
                className="step-nav__link"
                aria-current={isCurrent ? 'step' : undefined}
                // The state is part of the name, "Step 1: About You, Completed" (issue 30): spelt
                // out, since the name computed from the hidden "Step 1: " and the state's own
                // line would read "About You , Completed".
                aria-label={
                  state
                    ? t('steps.nameWithState', { step, title, state })
                    : t('steps.name', { step, title })
                }
                onClick={(e) => onClick(e, pageId)}
              >
                <span className="step-nav__number" aria-hidden="true">
                  {step}
                </span>
                <span className="step-nav__text">
                  <span className="visually-hidden">{t('steps.step', { step })}</span>
                  {title}
                  <span className="step-nav__state">{state}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
