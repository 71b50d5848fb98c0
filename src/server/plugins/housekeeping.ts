import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { INACTIVITY_TIMEOUT_MS } from '../../engine';
import { deleteExpiredSessions } from '../accounts/sessions';
import { staffSessions } from '../staff/staff-sessions';

const EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes what nobody can use any more: expired sessions, drafts, reset links, rate-limit
 * windows and log-in failures. Expired rows are already refused where they are read; this only keeps tables small.
 */
export const housekeepingPlugin: FastifyPluginAsync = fp(async (app) => {
  const sweep = async (): Promise<void> => {
    const now = app.now();
    await deleteExpiredSessions(app.db, now, INACTIVITY_TIMEOUT_MS);
    await staffSessions.deleteExpired(app.db, now, INACTIVITY_TIMEOUT_MS);
    const { repos } = app;
    await repos.staffInvitations.deleteExpired(now);
    await repos.shareLinks.deleteExpired(now);
    await repos.drafts.deleteExpired(now);
    await repos.passwordResets.deleteExpired(now);
    await repos.rateLimits.deleteExpired(now);
    await repos.loginFailures.deleteExpired(now);
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
