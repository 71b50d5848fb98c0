import { isAnswerKey } from '../../../engine/model/answer-keys';
import type { Answers } from '../../../engine/types';
import { createDebouncer } from '../../form/hooks/debounce';
import { useAnswersStore } from '../../stores/answers';
import { afterPaint } from './after-paint';
import { createAutosaveQueue } from './autosave-queue';
import { browserStorage, deviceCopy, VISITOR_ACCOUNT } from './device-copy';
import { keepaliveSave } from './keepalive-save';
import { layoutGenerations, loadGenerations } from './layout-generations';
import { acknowledgedKeys, pendingPatch, restoreKept } from './pending-changes';
import { reportSaveState } from './save-state';
import { saveWithLayout } from './save-with-layout';

const copy = deviceCopy(browserStorage());

/** Whose answers these are: a username, VISITOR_ACCOUNT, or null (the staff view, no one yet). */
let account: string | null = null;

const isApplicant = (who: string | null): who is string => who !== null && who !== VISITOR_ACCOUNT;
const isEmpty = (answers: Answers) => Object.keys(answers).length === 0;

function pending(): Answers {
  const { answers, dirty } = useAnswersStore.getState();
  return pendingPatch(answers, [...dirty].filter(isAnswerKey));
}

function acknowledge(sent: Answers): void {
  const store = useAnswersStore.getState();
  store.markSaved(acknowledgedKeys(sent, store.answers));
}

export const autosave = createAutosaveQueue({
  pending,
  send: saveWithLayout,
  acknowledge,
  keep: (answers) => {
    if (isApplicant(account)) copy.write(account, answers, layoutGenerations());
  },
  afterPaint,
  report: reportSaveState,
});

function answeredOnly(answers: Answers): Answers {
  return Object.fromEntries(
    Object.entries(answers).filter(
      ([key, value]) => isAnswerKey(key) && value !== '' && value !== false,
    ),
  );
}

/** A visitor cannot save to the server: their answers are kept on the device instead. */
function keepVisitorCopy(): void {
  if (account === VISITOR_ACCOUNT)
    copy.write(VISITOR_ACCOUNT, answeredOnly(useAnswersStore.getState().answers));
}
const keepVisitorAnswers = createDebouncer(keepVisitorCopy, 300, 1_000);

/**
 * A logged-in applicant: answers kept on this device from an earlier visit and not yet sent
 * are laid over the server's answers just loaded, and go to the server as changes, based on
 * the repeater layout they were typed in (the server re-aims them if entries moved since).
 */
export function startAutosave(username: string): void {
  account = username;
  autosave.reset();
  // The visitor's answers went with the login or sign-up (spec section 1).
  copy.clear(VISITOR_ACCOUNT);
  const store = useAnswersStore.getState();
  const stored = copy.read(username);
  const kept = restoreKept(store.answers, stored.answers, isAnswerKey);
  if (!isEmpty(kept) && stored.generations) loadGenerations(stored.generations);
  // What the server already holds (a keepalive that arrived) is no longer kept.
  copy.write(username, kept, layoutGenerations());
  if (!isEmpty(kept)) store.setAnswers(kept);
}

/** A visitor: answers kept from an earlier visit fill the form unless a draft was loaded. */
export function startVisitorCopy(): void {
  account = VISITOR_ACCOUNT;
  autosave.reset();
  const store = useAnswersStore.getState();
  if (isEmpty(answeredOnly(store.answers))) {
    const kept = answeredOnly(copy.read(VISITOR_ACCOUNT).answers);
    if (!isEmpty(kept)) store.setAnswers(kept);
  }
}

/**
 * Nobody's answers are saved any more (logout, a lost session, the staff view). After a
 * logout (forget) this device keeps nothing of the account; after a lost session the unsent
 * answers stay, for the same account's next login.
 */
export function stopAutosave({ forget }: { forget: boolean }): void {
  if (forget && isApplicant(account)) copy.clear(account);
  keepVisitorAnswers.cancel();
  account = null;
  loadGenerations({});
  autosave.reset();
}

/** Sends every unsent answer now; resolves at once when no applicant is logged in. */
export function flushAutosave(): Promise<void> {
  return isApplicant(account) ? autosave.flush() : Promise.resolve();
}

function onAnswersChanged(
  state: ReturnType<typeof useAnswersStore.getState>,
  previous: ReturnType<typeof useAnswersStore.getState>,
): void {
  if (state.answers === previous.answers || state.dirty.size === 0) return;
  if (account === VISITOR_ACCOUNT) keepVisitorAnswers.call();
  else if (isApplicant(account)) autosave.changed();
}

/** The page may be going away: what is unsent leaves with a request that outlives the page. */
function onPageLeaving(): void {
  keepVisitorAnswers.cancel();
  keepVisitorCopy();
  if (!isApplicant(account)) return;
  autosave.keepNow();
  const patch = pending();
  if (isEmpty(patch)) return;
  const who = account;
  keepaliveSave(patch, layoutGenerations()).then(
    (saved) => {
      if (!saved || account !== who) return;
      acknowledge(patch);
      copy.write(who, pending(), layoutGenerations());
    },
    () => {},
  );
}

/** Installs the listeners once, at start-up: typing, blur, leaving, the network coming back. */
export function installAutosave(): void {
  useAnswersStore.subscribe(onAnswersChanged);
  document.addEventListener('focusout', () => {
    if (isApplicant(account) && !isEmpty(pending())) autosave.flush().catch(() => {});
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onPageLeaving();
  });
  window.addEventListener('pagehide', onPageLeaving);
  window.addEventListener('online', () => autosave.retryNow());
  window.addEventListener('beforeunload', (event) => {
    if (isApplicant(account) && !isEmpty(pending())) event.preventDefault();
  });
}
