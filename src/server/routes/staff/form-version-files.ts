import type { FastifyPluginAsync } from 'fastify';
import { formVersionFilesReply } from '../../../contracts/form-version-files';
import { NO_SUCH_VERSION } from '../../forms/form-versions';
import { HttpError } from '../../http-error';
import { formVersionsRepository } from '../../repositories/form-versions';
import { replies } from '../schemas';
import { noQuery } from './schemas';

const versionParams = {
  type: 'object',
  properties: { version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['version'],
} as const;

/**
 * GET /staff/api/forms/versions/{version}: a published version's files, which the editor diffs
 * the draft against. A version never changes, so any staff member may read it.
 */
export const staffFormVersionFilesRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { version: number } }>(
    '/staff/api/forms/versions/:version',
    {
      schema: {
        params: versionParams,
        querystring: noQuery,
        response: replies({ 200: formVersionFilesReply }),
      },
    },
    async (request) => {
      const { version } = request.params;
      const files = await formVersionsRepository(app.db).files(version);
      if (!files) throw new HttpError(404, NO_SUCH_VERSION);
      return { version, files };
    },
  );
};
