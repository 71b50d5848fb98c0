import type { GenerationMap } from '../../contracts/repeater-layout';
import { answersAfterChange } from '../../engine';
import type { Database } from '../db/database';
import type { AnswerConflict } from '../../contracts/answers';
import { splitConflicts } from './answer-conflicts';
import { mergeAnswers, type AnswerRevisions, type StoredAnswers } from './answers';
import { checkCodedAnswers } from './check-answers';
import { heldDocuments, hiddenDocumentKeys, removeHeldDocuments } from './hidden-documents';
import { refuseUnlessOpen } from './open-application';
import { aimSave } from './aim-save';
import { repositories } from '../repositories/repositories';

export interface SavedAnswers {
  objects: string[];
  revisions: AnswerRevisions;
  conflicts: Record<string, AnswerConflict>;
  notKept: string[];
  generations: GenerationMap;
}

/**
 * The autosave (PUT /api/answer), in one transaction on the locked applicant row (a save racing
 * a submit sees the submit's committed submitted_at and writes nothing). The engine judges the
 * answers as they will be after the save: coded answers must be offered by their question, and
 * what the save hides is emptied and its documents removed, whatever the browser did (issue 14).
 * Every save records the definitions' version it was judged against, a save that changes
 * nothing too. Entry keys are first aimed at their entries as they are now, with their base
 * revisions (issue 27). A key whose base revision is older than the stored one and whose value
 * differs is a conflict: the stored value stays. Returns the stored objects to delete once
 * committed, the revisions of the keys sent or changed, the conflicts, the keys of the save that
 * were not kept (emptied because what is stored or the save itself hides them) and the
 * generations of the repeaters the save wrote to.
 */
export async function saveAnswers(
  db: Database,
  applicantId: string,
  sent: StoredAnswers,
  sentBase: AnswerRevisions | undefined,
  now: Date,
  formVersion: number,
  bases: GenerationMap = {},
): Promise<SavedAnswers> {
  return db.transaction(async (tx) => {
    const context = await repositories(tx).saveContext.lock(applicantId);
    refuseUnlessOpen(context);
    const { data: stored, revisions: storedRevisions, documents } = context;
    const aimed = await aimSave(tx, applicantId, sent, sentBase, bases, context.generations);
    const { kept: answers, conflicts } = splitConflicts(
      aimed.answers,
      aimed.base,
      stored,
      storedRevisions,
    );
    const view = { tabs: context.tabs, addAnother: context.add_another };
    const merged = { ...stored, ...answers };
    checkCodedAnswers(answers, merged, now);
    const next = answersAfterChange(stored, merged, view);
    const changed: StoredAnswers = {};
    for (const [key, value] of Object.entries(next))
      if (stored[key] !== value && value !== undefined) changed[key] = value;
    const written = await mergeAnswers(tx, applicantId, changed, now, formVersion);
    const revisions: AnswerRevisions = {};
    for (const key of Object.keys(answers)) revisions[key] = storedRevisions[key] ?? 0;
    Object.assign(revisions, written);
    // Only documents on record can be held: most saves hide none of them and ask nothing more.
    const hidden = hiddenDocumentKeys(next, view).filter((key) => documents.includes(key));
    const held = await heldDocuments(tx, applicantId, hidden);
    return {
      objects: await removeHeldDocuments(tx, applicantId, held, now),
      revisions,
      conflicts,
      notKept: Object.keys(answers).filter((key) => next[key] !== answers[key]),
      generations: aimed.generations,
    };
  });
}
