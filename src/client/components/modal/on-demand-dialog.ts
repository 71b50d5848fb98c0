import { errorMessageOf } from '../../api/errors';
import { toast } from '../toast/toast-store';

/**
 * Opens a dialog whose code loads on demand: `open` runs once the code is there. A failed
 * fetch says so in a toast and opens nothing (what the dialog would have asked about stays as
 * it was); the next try fetches again.
 */
export function openOnDemand(dialog: { preload(): Promise<void> }, open: () => void): void {
  dialog.preload().then(open, (error: unknown) => toast.error(errorMessageOf(error)));
}
