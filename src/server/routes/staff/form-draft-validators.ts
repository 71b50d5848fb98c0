import type { FastifyPluginAsync } from 'fastify';
import { readDraft } from '../../forms/form-versions';
import { generateValidatorsModule } from '../../forms/validators-module';
import { HttpError } from '../../http-error';
import { BUNDLE_FILES, PAGE_IDS, type PageId } from '../../../engine';

export const DRAFT_MOVED_ON = 'The draft has changed since; open its preview again.';
export const DRAFT_SCHEMAS_BROKEN =
  'The draft’s page schemas do not compile; the editor lists their problems.';

const revisionQuery = {
  type: 'object',
  properties: { revision: { type: 'integer', minimum: 0, maximum: 2147483647 } },
  required: ['revision'],
  additionalProperties: false,
} as const;

/**
 * The draft's page validators as a module, for its preview in the workspace (issue 29): the
 * preview validates exactly as the published version would, with code generated here, since
 * the browser compiles no schema. Asked for at a revision, so a preview never mixes two drafts.
 */
export const formDraftValidatorsRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/staff/api/forms/draft/validators.js',
    { schema: { querystring: revisionQuery } },
    async (request, reply) => {
      const { revision } = request.query as { revision: number };
      const draft = await readDraft(app.db);
      if (draft.revision !== revision) throw new HttpError(409, DRAFT_MOVED_ON);
      const schemas = {} as Record<PageId, object>;
      PAGE_IDS.forEach((pageId, i) => {
        schemas[pageId] = draft.files[BUNDLE_FILES.pageSchemas[i] ?? ''] as object;
      });
      let code: string;
      try {
        code = generateValidatorsModule(schemas);
      } catch {
        throw new HttpError(422, DRAFT_SCHEMAS_BROKEN);
      }
      return reply.type('text/javascript; charset=utf-8').send(code);
    },
  );
};
