import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { enqueueJob } from '../jobs/job-queue';
import type { ObjectStore } from '../storage/object-store';
import { readPdfSource } from './pdf-source';

export const APPLICATION_PDF_JOB = 'application-pdf';
export const PDF_FAILED =
  'We could not create the PDF of your application. Please try again later.';

export interface ApplicationPdfRow {
  applicant_id: string;
  id: string;
  status: 'unprocessed' | 'in_progress' | 'completed' | 'failed';
  source_stamp: string;
  pdf_key: string | null;
  message: string;
}

const COLUMNS = 'applicant_id, id, status, source_stamp, pdf_key, message';

/**
 * The application PDF's row, queuing a new one when there is none or the answers, documents
 * or submission it was made from have changed (or the last attempt failed). Returns the row
 * and any superseded PDF object to delete.
 */
export async function ensureApplicationPdf(
  db: Database,
  applicantId: string,
  now: Date,
): Promise<{ row: ApplicationPdfRow; staleKey: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const source = await readPdfSource(tx, applicantId);
    if (!source) return undefined;
    const current = await tx.query<ApplicationPdfRow>(
      `SELECT ${COLUMNS} FROM application_pdfs WHERE applicant_id = $1 FOR UPDATE`,
      [applicantId],
    );
    const row = current.rows[0];
    if (row && row.source_stamp === source.stamp && row.status !== 'failed')
      return { row, staleKey: null };
    const id = randomUUID();
    const { rows } = await tx.query<ApplicationPdfRow>(
      `INSERT INTO application_pdfs (applicant_id, id, status, source_stamp, pdf_key, message, updated_at)
       VALUES ($1, $2, 'unprocessed', $3, NULL, '', $4)
       ON CONFLICT (applicant_id) DO UPDATE
         SET id = $2, status = 'unprocessed', source_stamp = $3, pdf_key = NULL, message = '', updated_at = $4
       RETURNING ${COLUMNS}`,
      [applicantId, id, source.stamp, now],
    );
    await enqueueJob(tx, APPLICATION_PDF_JOB, { pdfId: id }, now);
    return { row: rows[0] as ApplicationPdfRow, staleKey: row?.pdf_key ?? null };
  });
}

/** ensureApplicationPdf for a route: the superseded file deleted, the worker woken for a new job. */
export async function requestApplicationPdf(
  deps: { db: Database; store: ObjectStore; wake: () => void },
  applicantId: string,
  now: Date,
): Promise<ApplicationPdfRow | undefined> {
  const ensured = await ensureApplicationPdf(deps.db, applicantId, now);
  if (!ensured) return undefined;
  if (ensured.staleKey) await deps.store.delete(ensured.staleKey);
  if (ensured.row.status === 'unprocessed') deps.wake();
  return ensured.row;
}

export async function readApplicationPdf(
  db: Queryable,
  applicantId: string,
): Promise<ApplicationPdfRow | undefined> {
  const { rows } = await db.query<ApplicationPdfRow>(
    `SELECT ${COLUMNS} FROM application_pdfs WHERE applicant_id = $1`,
    [applicantId],
  );
  return rows[0];
}

/** Marks a queued PDF as being made; undefined when it was superseded meanwhile. */
export async function beginApplicationPdf(
  db: Queryable,
  id: string,
  now: Date,
): Promise<ApplicationPdfRow | undefined> {
  const { rows } = await db.query<ApplicationPdfRow>(
    `UPDATE application_pdfs SET status = 'in_progress', updated_at = $2
      WHERE id = $1 AND status IN ('unprocessed', 'in_progress') RETURNING ${COLUMNS}`,
    [id, now],
  );
  return rows[0];
}

/**
 * A PDF begun (updated_at) before the application was submitted shows what was not submitted:
 * it records nothing and its caller deletes it (issue 14).
 */
const MADE_SINCE_SUBMIT =
  'NOT EXISTS (SELECT 1 FROM applicants a WHERE a.id = applicant_id AND a.submitted_at > application_pdfs.updated_at)';

/**
 * Settles a PDF; false when it was superseded or made before a submit (the caller then deletes
 * what it wrote).
 */
export async function settleApplicationPdf(
  db: Queryable,
  id: string,
  outcome: { pdfKey: string } | { message: string },
  now: Date,
): Promise<boolean> {
  const done = 'pdfKey' in outcome;
  const { rowCount } = await db.query(
    `UPDATE application_pdfs SET status = $2, pdf_key = $3, message = $4, updated_at = $5
      WHERE id = $1 AND status IN ('unprocessed', 'in_progress') AND ${MADE_SINCE_SUBMIT}`,
    [
      id,
      done ? 'completed' : 'failed',
      done ? outcome.pdfKey : null,
      done ? '' : outcome.message,
      now,
    ],
  );
  return rowCount > 0;
}
