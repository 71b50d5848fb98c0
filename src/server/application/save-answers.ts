import type { GenerationMap } from '../../contracts/repeater-layout';
import { applyHiding, clearDependentSelects } from '../../engine';
import type { Database } from '../db/database';
import { mergeAnswers, readAnswers, type StoredAnswers } from './answers';
import { checkCodedAnswers } from './check-answers';
import { heldDocuments, hiddenDocumentKeys, removeHeldDocuments } from './hidden-documents';
import { lockOpenApplication } from './open-application';
import { aimSave } from './aim-save';
import { readViewState } from './view-state';

export interface SavedAnswers {
  objects: string[];
  notKept: string[];
  generations: GenerationMap;
}

/**
 * The autosave (PUT /api/answer), in one transaction on the locked applicant row (a save racing
 * a submit sees the submit's committed submitted_at and writes nothing). The engine judges the
 * answers as they will be after the save: coded answers must be offered by their question, and
 * what the save hides is emptied and its documents removed, whatever the browser did (issue 14).
 * Every save records the definitions' version it was judged against, a save that changes
 * nothing too. Entry keys are first aimed at their entries as they are now (issue 27).
 * Returns the stored objects to delete once committed, the keys of the save that were not kept
 * (emptied because what is stored or the save itself hides them) and the generations of the
 * repeaters the save wrote to.
 */
export async function saveAnswers(
  db: Database,
  applicantId: string,
  sent: StoredAnswers,
  now: Date,
  definitionsVersion: string,
  bases: GenerationMap = {},
): Promise<SavedAnswers> {
  return db.transaction(async (tx) => {
    await lockOpenApplication(tx, applicantId);
    const { answers, generations } = await aimSave(tx, applicantId, sent, bases);
    const stored = await readAnswers(tx, applicantId);
    const view = await readViewState(tx, applicantId);
    const merged = { ...stored, ...answers };
    checkCodedAnswers(answers, merged, now);
    const next = applyHiding('all', clearDependentSelects(stored, merged), view);
    const changed: StoredAnswers = {};
    for (const [key, value] of Object.entries(next))
      if (stored[key] !== value && value !== undefined) changed[key] = value;
    await mergeAnswers(tx, applicantId, changed, now, definitionsVersion);
    const hidden = hiddenDocumentKeys(next, view);
    const held = await heldDocuments(tx, applicantId, hidden);
    return {
      objects: await removeHeldDocuments(tx, applicantId, held, now),
      notKept: Object.keys(answers).filter((key) => next[key] !== answers[key]),
      generations,
    };
  });
}
