import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_CHANGED_CODE,
  isPendingStatus,
  type DocumentAnswer,
} from '../../contracts/documents';
import { DOCUMENT_ANSWERED } from '../../engine';
import { mergeAnswers } from '../application/answers';
import { lockOpenApplication } from '../application/open-application';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { enqueueJob } from '../jobs/job-queue';
import { jobRows, type JobRow } from '../jobs/job-rows';
import { documentAnswersRepository } from '../repositories/document-answers';

export const CONVERSION_JOB = 'convert-document';

export interface ConversionRow extends JobRow {
  answer_key: string;
  file_key: string;
  file_name: string;
}

/**
 * A job that finishes after submit records nothing on the submitted application (issue 14);
 * its caller then deletes what it wrote. For a statement on a table with an applicant_id.
 */
export const OPEN_APPLICATION =
  'NOT EXISTS (SELECT 1 FROM applicants a WHERE a.id = applicant_id AND a.submitted_at IS NOT NULL)';

const conversions = jobRows<ConversionRow>({
  table: 'document_conversions',
  columns: [
    'applicant_id',
    'answer_key',
    'id',
    'status',
    'file_key',
    'file_name',
    'pdf_key',
    'message',
  ],
  keys: ['applicant_id', 'answer_key'],
  settleGuard: OPEN_APPLICATION,
});

/** Removes the document answer: its row and its ANSWERED value in the answer map. */
async function clearDocumentAnswer(
  tx: Queryable,
  applicantId: string,
  answerKey: string,
  now: Date,
): Promise<void> {
  await documentAnswersRepository(tx).delete(applicantId, answerKey);
  await mergeAnswers(tx, applicantId, { [answerKey]: '' }, now);
}

/** Object keys that no longer belong to anything once a conversion row is replaced or removed. */
function objectKeys(row: Pick<ConversionRow, 'file_key' | 'pdf_key'> | undefined): string[] {
  return row ? [row.file_key, ...(row.pdf_key ? [row.pdf_key] : [])] : [];
}

/**
 * Records a new upload for a question and queues its conversion, replacing whatever was there
 * (the old document answer is cleared at once). Returns the objects the caller should delete.
 */
export async function startConversion(
  db: Database,
  input: { applicantId: string; answerKey: string; fileKey: string; fileName: string; now: Date },
): Promise<{ id: string; staleKeys: string[] }> {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await lockOpenApplication(tx, input.applicantId);
    const old = await conversions.find(tx, {
      applicant_id: input.applicantId,
      answer_key: input.answerKey,
    });
    await conversions.queue(
      tx,
      id,
      {
        applicant_id: input.applicantId,
        answer_key: input.answerKey,
        file_key: input.fileKey,
        file_name: input.fileName,
      },
      input.now,
    );
    await clearDocumentAnswer(tx, input.applicantId, input.answerKey, input.now);
    await enqueueJob(tx, CONVERSION_JOB, { conversionId: id }, input.now);
    const staleKeys = objectKeys(old).filter((key) => key !== input.fileKey);
    return { id, staleKeys };
  });
}

export async function readConversion(
  db: Queryable,
  applicantId: string,
  answerKey: string,
): Promise<ConversionRow | undefined> {
  return conversions.find(db, { applicant_id: applicantId, answer_key: answerKey });
}

/**
 * Removes a question's document within the caller's transaction: the conversion (pending or
 * done, so a job still running discards its result), the document answer and its ANSWERED
 * value. Returns the objects the caller deletes once the transaction is committed.
 */
export async function removeDocumentIn(
  tx: Queryable,
  applicantId: string,
  answerKey: string,
  now: Date,
): Promise<string[]> {
  const removed = await conversions.remove(tx, {
    applicant_id: applicantId,
    answer_key: answerKey,
  });
  await clearDocumentAnswer(tx, applicantId, answerKey, now);
  return objectKeys(removed);
}

export const DOCUMENT_CHANGED_MESSAGE =
  'The file was replaced on another device, so it was not deleted.';

/**
 * Refuses to delete a document other than the one the page showed (issue 27): a conversion
 * still under way, or a converted file of another name or size, was uploaded on another device
 * and never seen here. Nothing held (deleted elsewhere too, or an upload that failed) is no
 * refusal.
 */
async function refuseUnlessShown(
  tx: Queryable,
  applicantId: string,
  answerKey: string,
  shown: DocumentAnswer,
): Promise<void> {
  const conversion = await conversions.find(tx, {
    applicant_id: applicantId,
    answer_key: answerKey,
  });
  const held = await documentAnswersRepository(tx).of(applicantId, answerKey);
  // A failed upload holds nothing to lose; one still converting is a file this page never showed.
  const converting = isPendingStatus(conversion?.status);
  const other =
    held !== undefined &&
    (held.file_name !== shown.file_name || held.file_size !== shown.file_size);
  if (converting || other)
    throw new HttpError(409, DOCUMENT_CHANGED_MESSAGE, { code: DOCUMENT_CHANGED_CODE });
}

/**
 * The delete of spec section 4: the converted file and the document answer go together. Given
 * the document the page showed, it deletes only that one.
 */
export async function removeDocument(
  db: Database,
  applicantId: string,
  answerKey: string,
  now: Date,
  shown?: DocumentAnswer,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockOpenApplication(tx, applicantId);
    if (shown) await refuseUnlessShown(tx, applicantId, answerKey, shown);
    return removeDocumentIn(tx, applicantId, answerKey, now);
  });
}

/**
 * Holds the row of the conversion's applicant and raises its write serial before the job
 * records its outcome, as every write to an application does (lockOpenApplication): a save
 * judged against the application as it was before (read, or a process's copy) then reads it
 * again. Taking the applicant's row first, as a submit does, also makes the two wait in order.
 */
async function holdApplicationOf(tx: Queryable, conversionId: string): Promise<void> {
  await tx.query(
    `UPDATE applicants SET write_serial = write_serial + 1
      WHERE id = (SELECT applicant_id FROM document_conversions WHERE id = $1)`,
    [conversionId],
  );
}

/** Marks a queued conversion as running; undefined when it was deleted or replaced meanwhile. */
export const beginConversion = conversions.begin;

/** Completed: the PDF is recorded and the document answer becomes ANSWERED with name and size. */
export async function completeConversion(
  db: Database,
  id: string,
  pdfKey: string,
  fileSize: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await holdApplicationOf(tx, id);
    const row = await conversions.settle(tx, id, { pdfKey }, now);
    if (!row) return false;
    await documentAnswersRepository(tx).save(
      row.applicant_id,
      row.answer_key,
      { name: row.file_name, size: fileSize },
      now,
    );
    await mergeAnswers(tx, row.applicant_id, { [row.answer_key]: DOCUMENT_ANSWERED }, now);
    return true;
  });
}

/** Failed: the message is kept for the status call and the document answer is cleared. */
export async function failConversion(
  db: Database,
  id: string,
  message: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await holdApplicationOf(tx, id);
    const row = await conversions.settle(tx, id, { message }, now);
    if (!row) return false;
    await clearDocumentAnswer(tx, row.applicant_id, row.answer_key, now);
    return true;
  });
}
