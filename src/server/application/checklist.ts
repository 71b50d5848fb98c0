import { checklistStates, site, type MaterialMark, type MaterialState } from '../../engine';
import type { Queryable } from '../db/database';
import { readAnswers } from './answers';
import { checklistMarksRepository } from '../repositories/checklist-marks';
import { documentAnswersRepository } from '../repositories/document-answers';

/** An application's checklist (site.json `checklist`), each item in the engine's state. */
export async function readChecklist(db: Queryable, applicantId: string): Promise<MaterialState[]> {
  const [answers, finished, marks] = await Promise.all([
    readAnswers(db, applicantId),
    documentAnswersRepository(db).finishedOf(applicantId),
    checklistMarksRepository(db).of(applicantId),
  ]);
  return checklistStates({
    items: site.checklist,
    answers,
    uploads: Object.fromEntries(
      finished.map((row) => [row.answer_key, new Date(row.updated_at).toISOString()]),
    ),
    marks: Object.fromEntries(
      marks.map((row): [string, MaterialMark] => [
        row.item_id,
        { status: row.status, by: row.by, at: new Date(row.updated_at).toISOString() },
      ]),
    ),
  });
}
