import type { AnswerConflict } from '../../contracts/answers';
import type { GenerationMap } from '../../contracts/repeater-layout';
import { settleChange, withDescriptions, type Settled } from '../../engine';
import type { Queryable } from '../db/database';
import type { SaveContext } from '../repositories/save-context';
import { aimSave } from './aim-save';
import { splitConflicts } from './answer-conflicts';
import type { AnswerRevisions, StoredAnswers } from './answers';
import { checkCodedAnswers } from './check-answers';
import { refuseHidingChangedAnswers } from './hidden-changed';
import { hiddenDocumentKeys } from './hidden-documents';

/** What a save asks for, besides where it writes. */
export interface SaveRequest {
  applicantId: string;
  sent: StoredAnswers;
  sentBase: AnswerRevisions | undefined;
  /** The revisions the page knew of the answers its change can hide (Hidden-Base). */
  hiddenBase?: AnswerRevisions;
  now: Date;
  formVersion: number;
  bases: GenerationMap;
}

/** What a save will write, judged against one read of the application. */
export interface JudgedSave {
  /** The keys whose stored value changes. */
  changed: StoredAnswers;
  /** Every answer as stored after the write. */
  after: StoredAnswers;
  /** `after` with its walk, for the next save to settle from. */
  settled: Settled;
  /** The stored revisions of the keys sent, before the write. */
  revisions: AnswerRevisions;
  conflicts: Record<string, AnswerConflict>;
  notKept: string[];
  generations: GenerationMap;
  /** Document questions on record that the save hides: their documents go with it. */
  hiddenDocuments: string[];
}

/**
 * Judges a save against the application as read (issue 14, issue 27): entry keys are first
 * aimed at their entries as they are now, with their base revisions; a key whose base revision
 * is older than the stored one and whose value differs is a conflict and keeps the stored
 * value; coded answers must be offered by their question, and each one's _desc is set to its
 * label; what the save hides is emptied, unless it was written since the page knew it (with a
 * Hidden-Base only). Keys of the save that were not kept are those the result empties.
 */
export async function judgeSave(
  db: Queryable,
  context: SaveContext,
  request: SaveRequest,
): Promise<JudgedSave> {
  const { applicantId, sent, sentBase, hiddenBase, bases, now } = request;
  const { data: stored, revisions: storedRevisions, documents } = context;
  const aimed = await aimSave(db, applicantId, sent, sentBase, bases, context.generations);
  const { kept, conflicts } = splitConflicts(aimed.answers, aimed.base, stored, storedRevisions);
  const view = { tabs: context.tabs, addAnother: context.add_another };
  const sentOver = { ...stored, ...kept };
  checkCodedAnswers(kept, sentOver, now);
  // A code sent without its _desc (or with '') must not leave a label of another code stored.
  const answers = withDescriptions(kept, sentOver, now);
  const merged = { ...stored, ...answers };
  const settled = settleChange(stored, merged, view, context.settled);
  const { answers: next, visibility } = settled;
  const changed: StoredAnswers = {};
  for (const key of Object.keys(next)) {
    const value = next[key];
    if (stored[key] !== value && value !== undefined) changed[key] = value;
  }
  if (hiddenBase)
    refuseHidingChangedAnswers({
      sent,
      written: answers,
      changed,
      stored,
      storedRevisions,
      hiddenBase,
    });
  const revisions: AnswerRevisions = {};
  for (const key of Object.keys(answers)) revisions[key] = storedRevisions[key] ?? 0;
  return {
    changed,
    // The stored answers with the changed ones over them: the settled answers themselves.
    after: next,
    settled,
    revisions,
    conflicts,
    // Only keys of the save: a _desc derived here was not sent.
    notKept: Object.keys(kept).filter((key) => next[key] !== answers[key]),
    generations: aimed.generations,
    // Only documents on record can be held: most saves hide none of them.
    hiddenDocuments: hiddenDocumentKeys(next, view, visibility).filter((key) =>
      documents.includes(key),
    ),
  };
}
