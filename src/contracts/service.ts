// GET /service/tmp-pdf (spec section 6) and the staff workspace: one application to read.
import type { FromSchema } from 'json-schema-to-ts';
import { WEB_STATUSES } from '../engine/constants';
import { answerMap } from './answers';
import { documentAnswerMap } from './documents';

/** What a reader needs to draw an application: answers, add-another counts, documents, tabs. */
export const applicationContent = {
  answer: answerMap,
  add_another: { type: 'object', additionalProperties: { type: 'integer' } },
  document_answer: documentAnswerMap,
  tabs: { type: 'object', additionalProperties: { type: 'string' } },
} as const;

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
  required: ['answer', 'add_another', 'document_answer', 'tabs', 'applicant'],
  additionalProperties: false,
} as const;
export type ServiceApplication = FromSchema<typeof serviceApplicationReply>;
