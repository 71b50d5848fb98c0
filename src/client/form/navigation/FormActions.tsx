import { useState } from 'react';
import { PAGE_IDS, site, type PageId } from '../../../engine';
import { SaveStatus } from '../../features/autosave/SaveStatus';
import { useFormNavigation } from './use-form-navigation';

/**
 * The buttons under a page: Back (not on the first step), Save & Continue to the configured
 * target, and on the last step Submit and Save instead; the save status below them.
 */
export function FormActions({ pageId }: { pageId: PageId }) {
  const navigation = useFormNavigation();
  const [busy, setBusy] = useState(false);
  const index = PAGE_IDS.indexOf(pageId);
  const previous = index > 0 ? PAGE_IDS[index - 1] : undefined;
  const next = site.saveAndContinue[pageId] ?? `/${PAGE_IDS[index + 1] ?? ''}`;
  const last = index === PAGE_IDS.length - 1;

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="form-actions">
      <div className="button-group">
        {last ? (
          <>
            <button
              type="button"
              className="button"
              aria-disabled={busy || undefined}
              onClick={() => void run(navigation.submit)}
            >
              Submit
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={busy || undefined}
              onClick={() => void run(navigation.saveHere)}
            >
              Save
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            onClick={() => void run(() => navigation.goTo(next))}
          >
            Save &amp; Continue
          </button>
        )}
        {previous && (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy || undefined}
            onClick={() => void run(() => navigation.goTo(`/${previous}`, { steer: false }))}
          >
            Back
          </button>
        )}
      </div>
      <SaveStatus />
    </div>
  );
}
