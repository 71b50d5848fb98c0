import {
  checklistStates,
  site,
  withDefinitions,
  type MaterialMark,
  type MaterialState,
} from '../../engine';
import type { Queryable } from '../db/database';
import { readAnswers } from './answers';
import { readViewState } from './view-state';
import { applicationVersionSet } from '../forms/definition-sets';
import { checklistMarksRepository } from '../repositories/checklist-marks';
import { documentAnswersRepository } from '../repositories/document-answers';

/**
 * An application's checklist (site.json `checklist`, the live version's), each item in the
 * engine's state. Whether a document item applies is read on the application's own version: its
 * questions are the ones the applicant answered.
 */
export async function readChecklist(db: Queryable, applicantId: string): Promise<MaterialState[]> {
  const [answers, view, own, finished, marks] = await Promise.all([
    readAnswers(db, applicantId),
    readViewState(db, applicantId),
    applicationVersionSet(db, applicantId),
    documentAnswersRepository(db).finishedOf(applicantId),
    checklistMarksRepository(db).of(applicantId),
  ]);
  const items = site.checklist;
  return withDefinitions(own, () =>
    checklistStates({
      items,
      answers,
      view,
      uploads: Object.fromEntries(
        finished.map((row) => [row.answer_key, new Date(row.updated_at).toISOString()]),
      ),
      marks: Object.fromEntries(
        marks.map((row): [string, MaterialMark] => [
          row.item_id,
          { status: row.status, by: row.by, at: new Date(row.updated_at).toISOString() },
        ]),
      ),
    }),
  );
}
