import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { findUnstorableText } from '../unstorable-text';

const PARTS = [
  ['body', 'request body'],
  ['query', 'query string'],
  ['params', 'path'],
] as const;

/**
 * One place refuses text the databases cannot store, for every route present and future:
 * a NUL or an unpaired surrogate anywhere in the parsed body, query string or path is a 400
 * naming the field, before any schema, rate-limit counter or statement sees it.
 */
export const storableText: FastifyPluginAsync = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, place] of PARTS) {
      const path = findUnstorableText(request[part]);
      if (path === undefined) continue;
      const field = path === '' ? '' : ` in "${path}"`;
      throw new HttpError(
        400,
        `The ${place} contains a character that cannot be stored${field}: a NUL (U+0000) or an unpaired surrogate.`,
      );
    }
  });
});
