import { onDemand } from '../../components/on-demand';

/** The erase question, fetched when a change first needs it (confirmBeforeErasing). */
export const EraseDialogOnDemand = onDemand(() =>
  import('./EraseConfirmDialog').then((module) => module.EraseConfirmDialog),
);
