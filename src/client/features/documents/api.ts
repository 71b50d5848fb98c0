import {
  SHOWN_DOCUMENT_HEADER,
  type ConversionBody,
  type DocumentAnswer,
  type DocumentAnswerMap,
  type PresignedUrlBody,
  type StatusReply,
} from '../../../contracts/documents';
import type { MessageReply } from '../../../contracts/replies';
import { request } from '../../api/http';

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

/**
 * POST /api/presigned-url: a signed POST policy for one file of this question. The browser's
 * type goes as it is: the server answers a type outside its list with its own message.
 */
export function getPresignedUrl(answerKey: string, contentType: string): Promise<PresignedUpload> {
  const body = { answer_key: answerKey, content_type: contentType } as PresignedUrlBody;
  return request('POST', '/api/presigned-url', { body });
}

/** POST /api/pdf/document-answer/{key}: starts converting the uploaded file. */
export function startConversion(
  answerKey: string,
  fileKey: string,
  fileName: string,
): Promise<StatusReply> {
  return request('POST', `/api/pdf/document-answer/${answerKey}`, {
    body: { file_key: fileKey, file_name: fileName } satisfies ConversionBody,
  });
}

export function getConversion(answerKey: string): Promise<StatusReply> {
  return request('GET', `/api/pdf/document-answer/${answerKey}`);
}

/** The file the page shows, as both deletes name it: another file is then not deleted. */
const shownHeader = (shown?: DocumentAnswer) =>
  shown ? { [SHOWN_DOCUMENT_HEADER]: JSON.stringify(shown) } : undefined;

/**
 * DELETE /api/pdf/document-answer/{key}: the converted file (the server also drops the answer);
 * given the file the page showed, only that one (409 DOCUMENT_CHANGED otherwise).
 */
export function deleteConversion(answerKey: string, shown?: DocumentAnswer): Promise<StatusReply> {
  return request('DELETE', `/api/pdf/document-answer/${answerKey}`, {
    headers: shownHeader(shown),
  });
}

export function deleteDocumentAnswer(
  answerKey: string,
  shown?: DocumentAnswer,
): Promise<MessageReply> {
  return request('DELETE', `/api/document-answer/${answerKey}`, { headers: shownHeader(shown) });
}

export function getDocumentAnswers(): Promise<DocumentAnswerMap> {
  return request('GET', '/api/document-answer');
}

/** GET /api/pdf: the application PDF's status and download url. */
export function getApplicationPdf(): Promise<StatusReply> {
  return request('GET', '/api/pdf');
}
