import { onDemand } from '../on-demand';

/** The confirm dialog, fetched when a question first needs it (openOnDemand). */
export const ConfirmDialogOnDemand = onDemand(() =>
  import('./ConfirmDialog').then((module) => module.ConfirmDialog),
);
