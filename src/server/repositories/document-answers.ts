import type { Queryable } from '../db/database';

export interface DocumentAnswerRow {
  answer_key: string;
  file_name: string;
  file_size: number;
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
  };
}
