import { applyHiding, clearDependentSelects } from '../../engine';
import type { Database } from '../db/database';
import type { AnswerConflict } from '../../contracts/answers';
import { splitConflicts } from './answer-conflicts';
import {
  mergeAnswers,
  readRevisedAnswers,
  type AnswerRevisions,
  type StoredAnswers,
} from './answers';
import { checkCodedAnswers } from './check-answers';
import { heldDocuments, hiddenDocumentKeys, removeHeldDocuments } from './hidden-documents';
import { lockOpenApplication } from './open-application';
import { readViewState } from './view-state';

/**
 * The autosave (PUT /api/answer), in one transaction on the locked applicant row (a save racing
 * a submit sees the submit's committed submitted_at and writes nothing). The engine judges the
 * answers as they will be after the save: coded answers must be offered by their question, and
 * what the save hides is emptied and its documents removed, whatever the browser did (issue 14).
 * Every save records the definitions' version it was judged against, a save that changes
 * nothing too. A key whose base revision is older than the stored one and whose value differs
 * is a conflict: the stored value stays (issue 27). Returns the stored objects to delete once
 * committed, the revisions of the keys sent or changed, and the conflicts.
 */
export async function saveAnswers(
  db: Database,
  applicantId: string,
  sent: StoredAnswers,
  base: AnswerRevisions | undefined,
  now: Date,
  definitionsVersion: string,
): Promise<{
  objects: string[];
  revisions: AnswerRevisions;
  conflicts: Record<string, AnswerConflict>;
}> {
  return db.transaction(async (tx) => {
    await lockOpenApplication(tx, applicantId);
    const { data: stored, revisions: storedRevisions } = await readRevisedAnswers(tx, applicantId);
    const { kept: answers, conflicts } = splitConflicts(sent, base, stored, storedRevisions);
    const view = await readViewState(tx, applicantId);
    const merged = { ...stored, ...answers };
    checkCodedAnswers(answers, merged, now);
    const next = applyHiding('all', clearDependentSelects(stored, merged), view);
    const changed: StoredAnswers = {};
    for (const [key, value] of Object.entries(next))
      if (stored[key] !== value && value !== undefined) changed[key] = value;
    const written = await mergeAnswers(tx, applicantId, changed, now, definitionsVersion);
    const revisions: AnswerRevisions = {};
    for (const key of Object.keys(answers)) revisions[key] = storedRevisions[key] ?? 0;
    Object.assign(revisions, written);
    const hidden = hiddenDocumentKeys(next, view);
    const held = await heldDocuments(tx, applicantId, hidden);
    return { objects: await removeHeldDocuments(tx, applicantId, held, now), revisions, conflicts };
  });
}
