// GET /service/tmp-pdf (spec section 6) and the staff workspace: one application to read.
import type { FromSchema } from 'json-schema-to-ts';
import { WEB_STATUSES } from '../engine/constants';
import { answerMap } from './answers';
import { documentAnswerMap } from './documents';
import { languageSchema } from './language';

/**
 * What a reader needs to draw an application: answers, add-another counts, documents, tabs, the
 * form version its questions come from and the language it was answered in.
 */
export const applicationContent = {
  answer: answerMap,
  add_another: { type: 'object', additionalProperties: { type: 'integer' } },
  document_answer: documentAnswerMap,
  tabs: { type: 'object', additionalProperties: { type: 'string' } },
  /** The form version its answers were last saved on, or were submitted on (issue 29). */
  definitions_version: { type: 'integer' },
  /** The language it was submitted in, or while in progress the one it is read in (issue 32). */
  language: languageSchema,
} as const;

export const contentKeys = [
  'answer',
  'add_another',
  'document_answer',
  'tabs',
  'definitions_version',
  'language',
] as const;

export const serviceApplicationReply = {
  type: 'object',
  properties: {
    ...applicationContent,
    /** Whose application it is and where it stands, for the view's header (issue 14). */
    applicant: {
      type: 'object',
      properties: {
        username: { type: 'string' },
        status: { type: ['string', 'null'], enum: [...WEB_STATUSES, null] },
        submitted_at: { type: ['string', 'null'] },
        reference: { type: 'string' },
      },
      required: ['username', 'status', 'submitted_at', 'reference'],
      additionalProperties: false,
    },
  },
  required: [...contentKeys, 'applicant'],
  additionalProperties: false,
} as const;
export type ServiceApplication = FromSchema<typeof serviceApplicationReply>;
