import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { redactUrl } from './redact-url';
import type { Database } from './db/database';
import { healthRoutes } from './routes/health';
import { clientAddress } from './plugins/client-address';
import { clientPlugin } from './plugins/client';
import { securityHeaders } from './plugins/security-headers';
import { errorsPlugin } from './plugins/errors';
import { repositoriesPlugin } from './plugins/repositories';
import { liveFormsPlugin } from './plugins/live-forms';
import { crossSiteWrites } from './plugins/cross-site-writes';
import { acceptEmptyJsonBody } from './plugins/empty-json-body';
import { noStore } from './plugins/no-store';
import { storableText } from './plugins/storable-text';
import { mailPlugin } from './plugins/mail';
import { sessionPlugin } from './plugins/session';
import { staffSessionPlugin } from './staff/staff-session-plugin';
import { rateLimitPlugin } from './plugins/rate-limit';
import { housekeepingPlugin } from './plugins/housekeeping';
import { formRoutes } from './routes/forms';
import { publicRoutes } from './routes/public';
import { apiRoutes } from './routes/api';
import { documentsPlugin } from './plugins/documents';
import { documentRoutes } from './routes/documents';
import { serviceRoutes } from './routes/service';
import { lookupRoutes } from './routes/lookup';
import { listingPlugin } from './staff/applications/listing-plugin';
import { submitWebhookPlugin } from './staff/webhook/submit-webhook-plugin';
import { SubmittedListeners } from './application/application-submitted';
import { SaveCache } from './application/save-cache';
import { staffRoutes } from './routes/staff';
import { staffApplicationRoutes } from './routes/staff/applications';
import type { Mailer } from './mail/mailer';

export interface AppDeps {
  config: Config;
  db: Database;
  /** The clock every expiry reads; tests pass their own to move time. */
  now?: () => Date;
  /** Replaces the outbox/SMTP mailer (tests). */
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    now: () => Date;
    /** The process's copy of recently active applications, for one-trip saves (issue 31). */
    saveCache: SaveCache;
  }
}

/** Builds the whole app without listening, so tests can inject requests. */
export async function buildApp({
  config,
  db,
  now,
  mailer,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    // A path the router cannot decode (bad %-escape) or with a parameter over its length limit
    // would get Fastify's own reply: another body shape, and none of the onRequest hooks, so no
    // security headers. Route it to the not-found handler instead, hooks and all: it names nothing.
    // (The third framework error, an async constraint's, cannot happen: there are none.)
    // The staff API's prefix is kept whole, so its paths stay JSON and never become a page.
    frameworkErrors: (_error, request, reply) => {
      const prefix = /^\/(?:staff\/api\/|[a-z]+\/)/.exec(request.raw.url ?? '')?.[0] ?? '/';
      request.raw.url = `${prefix}invalid-address`;
      app.routing(request.raw, reply.raw);
    },
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('now', now ?? (() => new Date()));
  app.decorate('applicationSubmitted', new SubmittedListeners());
  app.decorate('saveCache', new SaveCache());
  await app.register(clientAddress);
  await app.register(errorsPlugin);
  await app.register(repositoriesPlugin);
  await app.register(liveFormsPlugin);
  await app.register(mailPlugin, { mailer });
  await app.register(sessionPlugin);
  await app.register(staffSessionPlugin);
  await app.register(rateLimitPlugin);
  await app.register(housekeepingPlugin);
  // Staff listen to the applicant's writes; the applicant's path never calls staff code.
  await app.register(listingPlugin);
  await app.register(submitWebhookPlugin);
  await app.register(documentsPlugin);
  await app.register(securityHeaders, {
    s3: config.s3,
    https: config.publicUrl.startsWith('https:'),
  });
  // Rules for every route, present and future: registered before any route exists.
  await app.register(crossSiteWrites);
  await app.register(storableText);
  await app.register(noStore);
  acceptEmptyJsonBody(app);
  await app.register(healthRoutes);
  await app.register(formRoutes);
  await app.register(publicRoutes);
  await app.register(apiRoutes);
  await app.register(documentRoutes);
  await app.register(serviceRoutes);
  await app.register(lookupRoutes);
  await app.register(staffRoutes);
  await app.register(staffApplicationRoutes);
  await app.register(clientPlugin, { clientDir: config.clientDir });
  return app;
}
