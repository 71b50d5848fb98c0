import { useEraseConfirmation } from './erase-confirmation';
import { EraseDialogOnDemand } from './erase-dialog-on-demand';

/** Where the erase question opens; its code is fetched before the first one (confirmBeforeErasing). */
export function EraseConfirmation() {
  const asking = useEraseConfirmation((s) => s.request !== null);
  return asking ? <EraseDialogOnDemand /> : null;
}
