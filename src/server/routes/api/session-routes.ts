import type { FastifyPluginAsync } from 'fastify';
import { INACTIVITY_TIMEOUT_MS } from '../../../engine';
import { deleteSession } from '../../accounts/sessions';
import { clearSessionCookies, sessionToken } from '../../plugins/session';
import { messageReply, replies } from '../schemas';

/** Logout and the keep-alive the inactivity prompt calls; both sit behind the session check. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/logout',
    // A GET by the spec; a link on another site must still not log anyone out.
    { config: { changesState: true }, schema: { response: replies({ 200: messageReply }) } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await deleteSession(app.db, token);
      clearSessionCookies(reply, app.config);
      return { message: 'You have been logged out.' };
    },
  );

  // The session check before this handler has already extended the session ('extend': it
  // writes the idle clock even when it was written less than a minute ago).
  app.post(
    '/api/keep-alive',
    {
      config: { session: 'extend' },
      schema: {
        response: replies({
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, expires_at: { type: 'string' } },
            required: ['message', 'expires_at'],
          },
        }),
      },
    },
    async () => ({
      message: 'Your session has been extended.',
      expires_at: new Date(app.now().getTime() + INACTIVITY_TIMEOUT_MS).toISOString(),
    }),
  );
};
