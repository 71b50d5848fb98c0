// GET /api/profile (spec section 3).
import type { FromSchema } from 'json-schema-to-ts';
import { answerMap, answerRevisions } from './answers';
import { documentAnswerMap } from './documents';
import { languageSchema } from './language';
import { generationMap } from './repeater-layout';
import { releasedDecision } from './staff-review';

export const profileReply = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    last_page: { type: 'string' },
    /** What the applicant reads the application and its e-mails in (issue 32). */
    language: languageSchema,
    successful_login: { type: 'array', items: { type: 'string' } },
    web_status: {
      type: 'array',
      items: {
        type: 'object',
        properties: { web_status: { type: 'string' } },
        required: ['web_status'],
        additionalProperties: false,
      },
    },
    answer: answerMap,
    /** Each answer's revision (issue 27): what a later save names as its base. */
    answer_revisions: answerRevisions,
    document_answer: documentAnswerMap,
    submitted_at: { type: ['string', 'null'] },
    /** The application reference a person reads out on the phone (issue 14). */
    reference: { type: 'string' },
    /** Each repeater's layout generation, to send back with saves (issue 27). */
    repeater_generations: generationMap,
    /** The office's decision once released (issue 33), null before. */
    decision: releasedDecision,
  },
  required: [
    'username',
    'last_page',
    'language',
    'successful_login',
    'web_status',
    'answer',
    'answer_revisions',
    'document_answer',
    'submitted_at',
    'reference',
    'repeater_generations',
    'decision',
  ],
  additionalProperties: false,
} as const;
export type Profile = FromSchema<typeof profileReply>;
