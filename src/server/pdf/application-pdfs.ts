import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { enqueueJob } from '../jobs/job-queue';
import { jobRows, type JobOutcome, type JobRow } from '../jobs/job-rows';
import type { ObjectStore } from '../storage/object-store';
import { readPdfSource } from './pdf-source';

export const APPLICATION_PDF_JOB = 'application-pdf';
export const PDF_FAILED =
  'We could not create the PDF of your application. Please try again later.';

/**
 * Whose copy: the applicant's ('full': every answer, in the application's language), or a staff
 * member's, in the workspace's English, one per set of grants (issue 33): 'office' for every
 * category (an admin's by default, a share link's), else 'granted:' and the categories granted,
 * sorted and comma-separated.
 */
export type PdfAudience = 'full' | 'office' | `granted:${string}`;

export interface ApplicationPdfRow extends JobRow {
  audience: PdfAudience;
  source_stamp: string;
  updated_at: Date;
}

/**
 * How long a failed PDF stays failed while its application is unchanged: the completion page
 * stops polling and shows the failure's message, and asking again after this tries again.
 * Without the pause every poll queued a new attempt, so the failure was never shown.
 */
export const PDF_RETRY_AFTER_MS = 5 * 60 * 1000;

/**
 * A PDF begun (updated_at) before the application was submitted shows what was not submitted:
 * it records nothing and its caller deletes it (issue 14).
 */
const MADE_SINCE_SUBMIT =
  'NOT EXISTS (SELECT 1 FROM applicants a WHERE a.id = applicant_id AND a.submitted_at > application_pdfs.updated_at)';

const pdfs = jobRows<ApplicationPdfRow>({
  table: 'application_pdfs',
  columns: [
    'applicant_id',
    'audience',
    'id',
    'status',
    'source_stamp',
    'pdf_key',
    'message',
    'updated_at',
  ],
  keys: ['applicant_id', 'audience'],
  settleGuard: MADE_SINCE_SUBMIT,
});

/** Whether `row` is made from `stamp` and is either no failure or a recent one. */
function stillStands(row: ApplicationPdfRow, stamp: string, now: Date): boolean {
  if (row.source_stamp !== stamp) return false;
  return row.status !== 'failed' || now.getTime() - row.updated_at.getTime() < PDF_RETRY_AFTER_MS;
}

/**
 * The row of the application's PDF for this audience, queuing a new one when there is none or
 * the answers, documents or submission it was made from have changed, or the last attempt
 * failed longer than PDF_RETRY_AFTER_MS ago. Returns the row and any superseded PDF object to
 * delete.
 */
export async function ensureApplicationPdf(
  db: Database,
  applicantId: string,
  audience: PdfAudience,
  now: Date,
): Promise<{ row: ApplicationPdfRow; staleKey: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const source = await readPdfSource(tx, applicantId, audience);
    if (!source) return undefined;
    const row = await pdfs.find(tx, { applicant_id: applicantId, audience }, true);
    if (row && stillStands(row, source.stamp, now)) return { row, staleKey: null };
    const id = randomUUID();
    const queued = await pdfs.queue(
      tx,
      id,
      { applicant_id: applicantId, audience, source_stamp: source.stamp },
      now,
    );
    await enqueueJob(tx, APPLICATION_PDF_JOB, { pdfId: id }, now);
    return { row: queued, staleKey: row?.pdf_key ?? null };
  });
}

/** ensureApplicationPdf for a route: the superseded file deleted, the worker woken for a new job. */
export async function requestApplicationPdf(
  deps: { db: Database; store: ObjectStore; wake: () => void },
  applicantId: string,
  audience: PdfAudience,
  now: Date,
): Promise<ApplicationPdfRow | undefined> {
  const ensured = await ensureApplicationPdf(deps.db, applicantId, audience, now);
  if (!ensured) return undefined;
  if (ensured.staleKey) await deps.store.delete(ensured.staleKey);
  if (ensured.row.status === 'unprocessed') deps.wake();
  return ensured.row;
}

export async function readApplicationPdf(
  db: Queryable,
  applicantId: string,
  audience: PdfAudience,
): Promise<ApplicationPdfRow | undefined> {
  return pdfs.find(db, { applicant_id: applicantId, audience });
}

/** Marks a queued PDF as being made; undefined when it was superseded meanwhile. */
export const beginApplicationPdf = pdfs.begin;

/**
 * Settles a PDF; false when it was superseded or made before a submit (the caller then deletes
 * what it wrote).
 */
export async function settleApplicationPdf(
  db: Queryable,
  id: string,
  outcome: JobOutcome,
  now: Date,
): Promise<boolean> {
  return (await pdfs.settle(db, id, outcome, now)) !== undefined;
}
