import { useT } from '../../i18n/use-t';
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_IDS, site, type PageId } from '../../../engine';
import { readLocationState } from '../../app/location-state';
import { paths } from '../../app/paths';
import { useFormNavigation } from './use-form-navigation';

interface Action {
  label: string;
  run: () => Promise<void>;
  /** The form's submit button: pressing Enter in a field runs it too (implicit submission). */
  primary?: boolean;
}

/**
 * The buttons under a page: Save & Continue to the configured target (back to /review when a
 * Change link opened the page), and on the last step Submit, Check your answers and Save
 * instead; Back (not on the first step). The first is the form's submit button, so the form
 * has one and Enter in a field presses it.
 */
export function FormActions({ pageId }: { pageId: PageId }) {
  const t = useT();
  const navigation = useFormNavigation();
  const [busy, setBusy] = useState(false);
  const index = PAGE_IDS.indexOf(pageId);
  const previous = index > 0 ? PAGE_IDS[index - 1] : undefined;
  const fromReview = readLocationState(useLocation().state).returnTo === paths.review;
  const next = fromReview
    ? paths.review
    : (site.saveAndContinue[pageId] ?? `/${PAGE_IDS[index + 1] ?? ''}`);
  const last = index === PAGE_IDS.length - 1;

  const actions: Action[] = last
    ? [
        { label: t('actions.submit'), run: navigation.submit, primary: true },
        {
          label: t('actions.review'),
          run: () => navigation.goTo(paths.review, { steer: false }),
        },
        { label: t('actions.save'), run: navigation.saveHere },
      ]
    : [{ label: t('actions.saveAndContinue'), run: () => navigation.goTo(next), primary: true }];
  if (previous)
    actions.push({
      label: t('actions.back'),
      run: () => navigation.goTo(`/${previous}`, { steer: false }),
    });

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  function press(event: MouseEvent<HTMLButtonElement>, action: Action) {
    // The action is the whole of a press: the form's own submission (a page load) never runs.
    event.preventDefault();
    void run(action.run);
  }

  return (
    <div className="form-actions">
      <div className="button-group">
        {actions.map((action) => (
          <button
            key={action.label}
            type={action.primary ? 'submit' : 'button'}
            className={action.primary ? 'button' : 'button button--secondary'}
            aria-disabled={busy || undefined}
            onClick={(event) => press(event, action)}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
