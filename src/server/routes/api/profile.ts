import type { FastifyPluginAsync } from 'fastify';
import { profileReply } from '../../../contracts/profile';
import { readProfile } from '../../application/profile';
import { HttpError } from '../../http-error';
import { currentApplicant } from '../../plugins/session';
import { replies } from '../schemas';
import { NO_APPLICATION } from '../../application/open-application';

export const profileRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/profile',
    { schema: { response: replies({ 200: profileReply }) } },
    async (request) => {
      const profile = await readProfile(app.db, currentApplicant(request).id, app.now());
      if (!profile) throw new HttpError(404, NO_APPLICATION);
      return profile;
    },
  );
};
