import type { SaveReply } from '../../../contracts/answers';
import type { GenerationMap } from '../../../contracts/repeater-layout';
import { isAnswerKey } from '../../../engine/model/answer-keys';
import type { Answers } from '../../../engine/types';
import { getProfile } from '../../api/session/profile';
import { createDebouncer } from '../../form/hooks/debounce';
import { answerRevisions } from '../../stores/answer-revisions';
import { useAnswersStore } from '../../stores/answers';
import { hidingBases } from '../../stores/hiding-bases';
import { afterPaint } from './after-paint';
import { createAutosaveQueue } from './autosave-queue';
import { clearConflicts, settleConflicts, waitingAnswers, waitsForChoice } from './conflicts';
import { browserStorage, deviceCopy, VISITOR_ACCOUNT } from './device-copy';
import { keepaliveSave } from './keepalive-save';
import {
  isAheadOfPage,
  layoutGenerations,
  loadGenerations,
  staleRepeaters,
} from './layout-generations';
import { acknowledgedKeys, pendingPatch, restoreKept } from './pending-changes';
import { remoteUpdates, type RemoteAnswers } from './remote-answers';
import { reportSaveState } from './save-state';
import { saveWithLayout } from './save-with-layout';
import { tabChannel } from './tab-channel';

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

/**
 * The unsent answers with the revisions and layout they were typed over, and what the page knew
 * of the answers they can hide, for after a reload.
 * An answer waiting for a choice is kept too, with the base it conflicted on: sent again after a
 * reload, it meets the same conflict, and the choice is asked again rather than lost.
 */
function keepOnDevice(who: string, answers: Answers): void {
  const kept = { ...waitingAnswers(), ...answers };
  const keys = Object.keys(kept);
  copy.write(who, kept, {
    base: answerRevisions.baseOf(keys),
    generations: layoutGenerations(),
    hiding: hidingBases.of(keys),
  });
}

/**
 * News of answers the server holds (another tab's save, a refetch): shown here, except where
 * this page has unsent typing or a choice waiting (issue 27).
 */
function applyNews(news: RemoteAnswers): void {
  const store = useAnswersStore.getState();
  const update = remoteUpdates(news, {
    answers: store.answers,
    dirty: store.dirty,
    conflicted: waitsForChoice,
    revisionOf: answerRevisions.of,
  });
  answerRevisions.learn(update.revisions);
  if (!isEmpty(update.answers)) store.applySaved(update.answers);
}

/** The other tabs of this browser, from installAutosave on (never while prerendering). */
let otherTabs: ReturnType<typeof tabChannel> | undefined;

/** A save's reply: its revisions become the next bases, its conflicts wait for a choice. */
function applySaveReply(who: string, sent: Answers, reply: SaveReply): void {
  answerRevisions.learn(reply.revisions);
  settleConflicts(Object.keys(sent), reply.conflicts);
  const saved = Object.keys(sent).filter((key) => reply.revisions[key] !== undefined);
  if (saved.length === 0) return;
  otherTabs?.announce(who, {
    answers: Object.fromEntries(saved.map((key) => [key, sent[key] as string | boolean])),
    revisions: Object.fromEntries(saved.map((key) => [key, reply.revisions[key] as number])),
    generations: layoutGenerations(),
  });
}

async function send(patch: Answers): Promise<void> {
  const who = account;
  const reply = await saveWithLayout(patch);
  if (reply && isApplicant(who) && who === account) applySaveReply(who, patch, reply);
}

export const autosave = createAutosaveQueue({
  pending,
  send,
  acknowledge,
  keep: (answers) => {
    if (isApplicant(account)) keepOnDevice(account, answers);
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
  clearConflicts();
  // The visitor's answers went with the login or sign-up (spec section 1).
  copy.clear(VISITOR_ACCOUNT);
  const store = useAnswersStore.getState();
  const { answers, base, generations, hiding = {} } = copy.read(username);
  const kept = restoreKept(store.answers, answers, isAnswerKey);
  // Their save names the revision they were typed over, so a newer one is not overwritten, what
  // the page knew of the answers they hide, so one written since is not emptied unseen, and the
  // layout they were typed in, so they land on the same entries.
  const keptBase: Record<string, number> = {};
  for (const key of Object.keys(kept)) if (base[key] !== undefined) keptBase[key] = base[key];
  answerRevisions.rebase(keptBase);
  hidingBases.load(
    Object.fromEntries(Object.keys(kept).flatMap((k) => (hiding[k] ? [[k, hiding[k]]] : []))),
  );
  if (!isEmpty(kept) && generations) loadGenerations(generations);
  // What the server already holds (a keepalive that arrived) is no longer kept.
  keepOnDevice(username, kept);
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
  // Kept: a device copy still waiting for the next paint is written before the account goes.
  else autosave.keepNow();
  keepVisitorAnswers.cancel();
  account = null;
  loadGenerations({});
  hidingBases.load({});
  autosave.reset();
  clearConflicts();
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
  const base = answerRevisions.baseOf(Object.keys(patch));
  keepaliveSave(patch, base, layoutGenerations(), hidingBases.headerFor(patch)).then(
    (reply) => {
      if (!reply || account !== who) return;
      applySaveReply(who, patch, reply);
      acknowledge(patch);
      keepOnDevice(who, pending());
    },
    () => {},
  );
}

/**
 * Entries were removed elsewhere while the page was hidden: the answers read fit only their own
 * layout, so the page takes layout, counts and answers together. What was typed here goes first,
 * named with the layout it was typed in (the server re-aims it; its reply's generations bring
 * the catch-up). When it cannot go, the page keeps its layout, and the next showing tries again.
 */
async function catchUpShownAgain(who: string, server: GenerationMap): Promise<void> {
  await autosave.flush();
  if (account !== who || staleRepeaters(server).length === 0) return;
  await (await import('./layout-recovery')).takeNewLayout();
}

/** Shown again: answers saved meanwhile elsewhere appear where nothing is being typed. */
function refreshAnswers(): void {
  const who = account;
  if (!isApplicant(who)) return;
  getProfile()
    .then((profile) => {
      if (account !== who) return;
      if (staleRepeaters(profile.repeater_generations).length > 0)
        return catchUpShownAgain(who, profile.repeater_generations);
      applyNews({ answers: profile.answer, revisions: profile.answer_revisions });
    })
    .catch(() => {
      // Offline or a server in trouble: the next time the page is shown tries again.
    });
}

/**
 * Installs the listeners once, at start-up: typing, blur, leaving, the network coming back, the
 * page shown again, and the other tabs' saves.
 */
export function installAutosave(): void {
  useAnswersStore.subscribe(onAnswersChanged);
  otherTabs = tabChannel((who, news) => {
    if (!isApplicant(account) || who !== account) return;
    const layout = news.generations ?? {};
    // Saved in a layout this tab does not show: its keys would land on the wrong entries here.
    // Ahead (entries removed there), this tab takes the layout and answers together; behind, the
    // server moved them, and that tab catches up on its own next save.
    if (isAheadOfPage(layout)) catchUpShownAgain(who, layout).catch(() => {});
    else if (staleRepeaters(layout).length === 0) applyNews(news);
  });
  document.addEventListener('focusout', () => {
    if (isApplicant(account) && !isEmpty(pending())) autosave.flush().catch(() => {});
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onPageLeaving();
    else refreshAnswers();
  });
  window.addEventListener('pagehide', onPageLeaving);
  window.addEventListener('online', () => autosave.retryNow());
  window.addEventListener('beforeunload', (event) => {
    if (isApplicant(account) && !isEmpty({ ...pending(), ...waitingAnswers() }))
      event.preventDefault();
  });
}

/**
 * This tab removed an entry (its answers moved, its layout is a generation on): the other tabs
 * hear it as a save in that layout, and take it.
 */
export function announceRemoval(removed: RemoteAnswers): void {
  if (isApplicant(account))
    otherTabs?.announce(account, { ...removed, generations: layoutGenerations() });
}

/** What is unsent, kept on the device again (a choice settled without a save). */
export function keepUnsentOnDevice(): void {
  if (isApplicant(account)) keepOnDevice(account, pending());
}
