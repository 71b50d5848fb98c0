// Documents on the wire (spec section 3): the document answers, and the status of a
// conversion or of the application PDF.
import type { FromSchema } from 'json-schema-to-ts';
import { FILE_MIME_TYPES } from '../engine/constants';

/** What a conversion or PDF job row holds; a reply adds `not_answered` when there is no row. */
export const JOB_STATUSES = ['unprocessed', 'in_progress', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The conversion and PDF status reply of spec section 3: status, url, message. */
export const statusReply = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...JOB_STATUSES, 'not_answered'] },
    url: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['status', 'url', 'message'],
  additionalProperties: false,
} as const;
export type StatusReply = FromSchema<typeof statusReply>;
export type DocumentStatus = StatusReply['status'];

/** A job not settled yet (spec section 4: "File Upload in Progress"; polling goes on). */
export function isPendingStatus(status: DocumentStatus | null | undefined): boolean {
  return status === 'unprocessed' || status === 'in_progress';
}

export const documentAnswer = {
  type: 'object',
  properties: { file_name: { type: 'string' }, file_size: { type: 'integer' } },
  required: ['file_name', 'file_size'],
  additionalProperties: false,
} as const;
export type DocumentAnswer = FromSchema<typeof documentAnswer>;

/** The document answers: a map by field key with file_name and file_size. */
export const documentAnswerMap = {
  type: 'object',
  additionalProperties: documentAnswer,
} as const;
export type DocumentAnswerMap = FromSchema<typeof documentAnswerMap>;

/**
 * The optional header of both document deletes (issue 27): JSON `{file_name, file_size}`, the
 * document the page showed and the applicant chose to delete. Another document held for the
 * question (replaced, or still converting, on another device) is then not deleted: 409
 * DOCUMENT_CHANGED.
 */
export const SHOWN_DOCUMENT_HEADER = 'shown-document';
export const DOCUMENT_CHANGED_CODE = 'DOCUMENT_CHANGED';

/** POST /api/presigned-url: the question a file is for and the type the browser reports. */
export const presignedUrlBody = {
  type: 'object',
  properties: {
    answer_key: { type: 'string', maxLength: 64 },
    content_type: { type: 'string', enum: ['', ...FILE_MIME_TYPES] },
  },
  required: ['answer_key'],
  additionalProperties: false,
} as const;
export type PresignedUrlBody = FromSchema<typeof presignedUrlBody>;

/** POST /api/pdf/document-answer/{key}: the uploaded object and the file's own name. */
export const conversionBody = {
  type: 'object',
  properties: {
    file_key: { type: 'string', maxLength: 300 },
    file_name: { type: 'string', minLength: 1, maxLength: 255 },
  },
  required: ['file_key', 'file_name'],
  additionalProperties: false,
} as const;
export type ConversionBody = FromSchema<typeof conversionBody>;
