import type { JobStatus } from '../../contracts/documents';
import type { Queryable } from '../db/database';

export interface DocumentAnswerRow {
  answer_key: string;
  file_name: string;
  file_size: number;
}

/** A document held for a question: a conversion (finished or not) or a document answer. */
export interface HeldDocument {
  answer_key: string;
  status: JobStatus | null;
}

/** A completed conversion with its document answer: what the application PDF attaches. */
export interface ConvertedDocument {
  answer_key: string;
  file_name: string;
  pdf_key: string;
  updated_at: Date;
}

/** The document_answers table: the converted file each document question holds. */
export function documentAnswersRepository(db: Queryable) {
  return {
    async listOf(applicantId: string): Promise<DocumentAnswerRow[]> {
      const { rows } = await db.query<DocumentAnswerRow>(
        'SELECT answer_key, file_name, file_size FROM document_answers WHERE applicant_id = $1 ORDER BY answer_key',
        [applicantId],
      );
      return rows;
    },

    /** When each held document was finished (its conversion completed), by answer key. */
    async finishedOf(applicantId: string): Promise<{ answer_key: string; updated_at: Date }[]> {
      const { rows } = await db.query<{ answer_key: string; updated_at: Date }>(
        'SELECT answer_key, updated_at FROM document_answers WHERE applicant_id = $1',
        [applicantId],
      );
      return rows;
    },

    async save(
      applicantId: string,
      answerKey: string,
      file: { name: string; size: number },
      now: Date,
    ): Promise<void> {
      await db.query(
        `INSERT INTO document_answers (applicant_id, answer_key, file_name, file_size, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (applicant_id, answer_key) DO UPDATE SET file_name = $3, file_size = $4, updated_at = $5`,
        [applicantId, answerKey, file.name, file.size, now],
      );
    },

    async of(applicantId: string, answerKey: string): Promise<DocumentAnswerRow | undefined> {
      const { rows } = await db.query<DocumentAnswerRow>(
        'SELECT answer_key, file_name, file_size FROM document_answers WHERE applicant_id = $1 AND answer_key = $2',
        [applicantId, answerKey],
      );
      return rows[0];
    },

    async delete(applicantId: string, answerKey: string): Promise<void> {
      await db.query('DELETE FROM document_answers WHERE applicant_id = $1 AND answer_key = $2', [
        applicantId,
        answerKey,
      ]);
    },

    /** The documents held for these keys, with their conversion's status if there is one. */
    async heldFor(applicantId: string, answerKeys: readonly string[]): Promise<HeldDocument[]> {
      const { rows } = await db.query<HeldDocument>(
        `SELECT k.answer_key, c.status
       FROM unnest($2::text[]) AS k (answer_key)
       LEFT JOIN document_conversions c ON c.applicant_id = $1 AND c.answer_key = k.answer_key
       LEFT JOIN document_answers d ON d.applicant_id = $1 AND d.answer_key = k.answer_key
      WHERE c.answer_key IS NOT NULL OR d.answer_key IS NOT NULL
      ORDER BY k.answer_key`,
        [applicantId, answerKeys],
      );
      return rows;
    },

    async convertedOf(applicantId: string): Promise<ConvertedDocument[]> {
      const { rows } = await db.query<ConvertedDocument>(
        `SELECT c.answer_key, d.file_name, c.pdf_key, d.updated_at
       FROM document_conversions c
       JOIN document_answers d ON d.applicant_id = c.applicant_id AND d.answer_key = c.answer_key
      WHERE c.applicant_id = $1 AND c.status = 'completed' AND c.pdf_key IS NOT NULL`,
        [applicantId],
      );
      return rows;
    },
  };
}
