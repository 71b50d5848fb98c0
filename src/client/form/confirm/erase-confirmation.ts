import { create } from 'zustand';
import {
  applyHiding,
  erasedAnswers,
  hidingInputKeys,
  type Answers,
  type ErasedAnswer,
} from '../../../engine';
import { openOnDemand } from '../../components/modal/on-demand-dialog';
import { currentView } from '../hooks/current-view';
import { EraseDialogOnDemand } from './erase-dialog-on-demand';

interface EraseRequest {
  erased: ErasedAnswer[];
  /** Runs the change once the applicant confirms. */
  proceed(): void;
}

export const useEraseConfirmation = create<{ request: EraseRequest | null }>(() => ({
  request: null,
}));

/**
 * The answers a change would erase by hiding the content that holds them (the engine decides
 * what hides; only changes to an answer some condition reads can hide anything).
 */
export function erasedByChange(before: Answers, patch: Answers): ErasedAnswer[] {
  if (!Object.keys(patch).some((key) => hidingInputKeys().has(key))) return [];
  const after = { ...before, ...patch };
  return erasedAnswers(after, applyHiding('all', after, currentView()));
}

/**
 * Runs `change` at once when it erases nothing; otherwise asks first (Cancel drops it, and so
 * does a question whose code cannot be fetched).
 */
export function confirmBeforeErasing(erased: ErasedAnswer[], change: () => void): void {
  if (erased.length === 0) {
    change();
    return;
  }
  openOnDemand(EraseDialogOnDemand, () =>
    useEraseConfirmation.setState({ request: { erased, proceed: change } }),
  );
}

export function answerEraseRequest(confirmed: boolean): void {
  const { request } = useEraseConfirmation.getState();
  useEraseConfirmation.setState({ request: null });
  if (confirmed) request?.proceed();
}
