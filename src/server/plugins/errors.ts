import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { replyLanguage, replyText } from '../language/reply-text';
import { validationMessage } from './validation-message';

export const UNEXPECTED_ERROR =
  "We've encountered an unexpected error at this time. Please try again later.";

/** A paste into an answer can make a save this large: the applicant reads it (its Spanish too). */
export const BODY_TOO_LARGE = 'The request body is too large; the limit is 256 KB.';

// Fastify's own errors, reworded for people; the status code stays Fastify's.
const friendly: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Send the request body as JSON with the header Content-Type: application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/** Headers that describe a payload rather than the reply. */
const PAYLOAD_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-encoding',
];

/**
 * A stream that fails before its first byte leaves (the CSV export) is replaced by an error, but
 * what described it (its type, its file name, the compression begun on it) was already copied
 * onto the raw response when it began (Fastify's sendStream): left there, the error would be a
 * JSON body labelled as a gzip-encoded CSV attachment.
 */
function dropPayloadHeaders(reply: FastifyReply): void {
  for (const name of PAYLOAD_HEADERS) {
    reply.removeHeader(name);
    if (!reply.raw.headersSent) reply.raw.removeHeader(name);
  }
}

/**
 * Every error leaves as JSON `{message}` (plus `code` or `errors` where a route adds them); a
 * refusal an applicant can read is worded in the language of their device.
 */
export const errorsPlugin: FastifyPluginAsync = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    dropPayloadHeaders(reply);
    if (error instanceof HttpError) {
      const message = replyText(error.message, replyLanguage(request), error.values);
      return reply.code(error.statusCode).send({ message, ...error.extra });
    }
    if (error.validation) {
      // A path whose parameter is malformed names nothing, like a well-formed unknown one:
      // 404 either way, so a caller probing with someone's object key learns no more than 404.
      return reply
        .code(error.validationContext === 'params' ? 404 : 400)
        .send({ message: validationMessage(error.validation, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: replyText(UNEXPECTED_ERROR, replyLanguage(request)) });
    }
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ message: friendly.FST_ERR_CTP_INVALID_JSON_BODY });
    }
    const message = friendly[error.code] ?? error.message;
    return reply.code(status).send({ message: replyText(message, replyLanguage(request)) });
  });
});
