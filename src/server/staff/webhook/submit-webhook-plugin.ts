import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { queueSubmitWebhook } from './deliveries';

/**
 * When SUBMIT_WEBHOOK_URL is set, every submission queues its signed delivery in the submit's
 * transaction (both land or neither) and wakes the worker once committed.
 */
export const submitWebhookPlugin: FastifyPluginAsync = fp(async (app) => {
  const webhook = app.config.submitWebhook;
  if (!webhook) return;
  app.applicationSubmitted.on(async (tx, { applicantId, submittedAt }) => {
    await queueSubmitWebhook(tx, { applicantId, submittedAt, url: webhook.url });
    return () => app.worker.wake();
  });
});
