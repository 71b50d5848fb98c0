import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { liveFormsReply, publishedFormReply } from '../../contracts/forms';
import { findVersionSet } from '../forms/definition-sets';
import { NO_SUCH_VERSION } from '../forms/form-versions';
import { bundledVersionCheck } from '../forms/bundled-version';
import { generateValidatorsModule } from '../forms/validators-module';
import { HttpError } from '../http-error';
import { responseCompression } from '../plugins/response-compression';
import { useStrictValidation } from '../plugins/strict-validation';
import { replies } from './schemas';
import { LANGUAGES, type Language } from '../../contracts/language';
import { browserFiles } from '../../engine/definitions/browser-files';
import { minifiedModule } from '../forms/minified-module';
import { noQuery } from './staff/schemas';

const versionParam = {
  type: 'object',
  properties: { version: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['version'],
  additionalProperties: false,
} as const;
const browserQuery = {
  type: 'object',
  properties: { language: { enum: LANGUAGES } },
  additionalProperties: false,
} as const;
/**
 * Vite's dev server adds `?import` to the URL of a module the page imports at run time (the
 * validators); the module is the same, and no other query is taken.
 */
const moduleQuery = {
  type: 'object',
  properties: { import: { type: 'string', maxLength: 0 } },
  additionalProperties: false,
} as const;
/** A published version never changes: browsers and caches keep it for good. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * The live form version for the browser (issue 29), open to visitors like the pages it draws:
 * which version is live and whether the build's own definitions are it; a version's files
 * (whole, for the staff's diff, and as an applicant's browser reads them); a version's page
 * validators as a minified module (generated once per version, never compiled in the browser,
 * so the Content-Security-Policy stays strict). A version's bodies are sent compressed: after a
 * publish, a visitor's first page reads about 60 KB of its files, 13 KB in brotli.
 */
export const formRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);
  const isBundled = bundledVersionCheck(app.config.clientDir);
  const modules = new WeakMap<object, Promise<string>>();
  const compress = responseCompression();
  /** A version's body, kept compressed in the encodings browsers take: it never changes. */
  const sendForever = (request: FastifyRequest, reply: FastifyReply, text: string) => {
    const { body, encoding } = compress(text, request.headers['accept-encoding'], true);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.header('cache-control', FOREVER).header('vary', 'accept-encoding').send(body);
  };
  const sendJsonForever = (request: FastifyRequest, reply: FastifyReply, payload: object) =>
    sendForever(
      request,
      reply.type('application/json; charset=utf-8'),
      // The JSON text of the route's response schema, as Fastify would have sent it.
      String(reply.serialize(payload)),
    );
  const storedSet = async (version: number) => {
    const set = await findVersionSet(app.db, version);
    if (!set) throw new HttpError(404, NO_SUCH_VERSION);
    return set;
  };

  app.get(
    '/api/forms/live',
    {
      config: { session: 'none' },
      schema: { querystring: noQuery, response: replies({ 200: liveFormsReply }) },
    },
    async () => {
      const { version, files } = app.liveForms.current();
      return { version, bundled: isBundled(version, files) };
    },
  );

  // An applicant's own: a submitted application is shown with the version it was submitted on.
  app.get(
    '/api/forms/mine',
    { schema: { querystring: noQuery, response: replies({ 200: liveFormsReply }) } },
    async (request) => {
      const applicant = request.applicant;
      const submitted = applicant && (await app.repos.formVersions.submittedVersion(applicant.id));
      if (submitted === undefined || submitted === null) {
        const { version, files } = app.liveForms.current();
        return { version, bundled: isBundled(version, files) };
      }
      const set = await storedSet(submitted);
      return { version: submitted, bundled: isBundled(submitted, set.files) };
    },
  );

  app.get(
    '/api/forms/:version',
    {
      config: { session: 'none' },
      schema: {
        params: versionParam,
        querystring: noQuery,
        response: replies({ 200: publishedFormReply }),
      },
    },
    async (request, reply) => {
      const { version } = request.params as { version: number };
      const set = await storedSet(version);
      return sendJsonForever(request, reply, { version, files: set.files });
    },
  );

  // What an applicant's browser reads of a version, in its language (translations only for
  // Spanish): about a third of the files' bytes, and part of a visitor's first page.
  app.get(
    '/api/forms/:version/browser',
    {
      config: { session: 'none' },
      schema: {
        params: versionParam,
        querystring: browserQuery,
        response: replies({ 200: publishedFormReply }),
      },
    },
    async (request, reply) => {
      const { version } = request.params as { version: number };
      const { language = 'en' } = request.query as { language?: Language };
      const set = await storedSet(version);
      return sendJsonForever(request, reply, { version, files: browserFiles(set.files, language) });
    },
  );

  app.get(
    '/api/forms/:version/validators.js',
    { config: { session: 'none' }, schema: { params: versionParam, querystring: moduleQuery } },
    async (request, reply) => {
      const { version } = request.params as { version: number };
      const set = await storedSet(version);
      let code = modules.get(set);
      if (!code) {
        code = minifiedModule(generateValidatorsModule({ ...set.pageSchemas }));
        modules.set(set, code);
        code.catch(() => modules.delete(set));
      }
      return sendForever(request, reply.type('text/javascript; charset=utf-8'), await code);
    },
  );
};
