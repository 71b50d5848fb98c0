import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { findUnstorableText } from '../unstorable-text';

/** Where the text was, as the templates below name it. */
const PARTS = ['body', 'query', 'params'] as const;

const PLACE = '{place, select, query {query string} params {path} other {request body}}';
const WHAT = 'a NUL (U+0000) or an unpaired surrogate';
/**
 * The refusals, as ICU templates (their Spanish in language/replies/es.json): text pasted into
 * an answer can hold a NUL, and the autosave's status line shows the refusal to the applicant.
 */
export const UNSTORABLE_TEXT = `The ${PLACE} contains a character that cannot be stored: ${WHAT}.`;
export const UNSTORABLE_TEXT_IN = `The ${PLACE} contains a character that cannot be stored in "{field}": ${WHAT}.`;

/**
 * One place refuses text the databases cannot store, for every route present and future:
 * a NUL or an unpaired surrogate anywhere in the parsed body, query string or path is a 400
 * naming the field, before any schema, rate-limit counter or statement sees it.
 */
export const storableText: FastifyPluginAsync = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const place of PARTS) {
      const field = findUnstorableText(request[place]);
      if (field === undefined) continue;
      throw field === ''
        ? new HttpError(400, UNSTORABLE_TEXT, {}, { place })
        : new HttpError(400, UNSTORABLE_TEXT_IN, {}, { place, field });
    }
  });
});
