import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { activeDefinitions, seedDefinitions, activateDefinitions } from '../../engine';
import { versionSet } from '../forms/definition-sets';
import { sameFiles } from '../forms/form-files';
import { LiveForms, type LiveVersion } from '../forms/live-forms';
import { seedFormVersions } from '../forms/seed-form-versions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live form version this process serves (issue 29); follows other processes' publishes. */
    liveForms: LiveForms;
  }
}

/**
 * Seeds version 1 on a new database, loads the live version and keeps it current. Says so in the
 * log when the repository's forms/ and schemas/ are not the live version, so git and the
 * workspace never diverge silently.
 */
export const liveFormsPlugin: FastifyPluginAsync = fp(async (app) => {
  const repository = await seedFormVersions(app.db, app.now());
  const live = await LiveForms.load(app.db);
  if (!sameFiles(repository, live.current().files))
    app.log.warn(
      { formVersion: live.current().version },
      'forms/ and schemas/ differ from the live form version: npm run forms:publish publishes them, npm run forms:export writes the live version out',
    );
  // The engine answers with the live version from now on, and with each one published later.
  const follow = ({ version, files }: LiveVersion) =>
    activateDefinitions(versionSet(app.db, version, files));
  follow(live.current());
  const unfollow = live.onChange(follow);
  live.start((error) => app.log.warn({ err: error }, 'reading the live form version failed'));
  app.decorate('liveForms', live);
  app.addHook('onClose', async () => {
    live.stop();
    unfollow();
    if (activeDefinitions() === versionSet(app.db, live.current().version, live.current().files))
      activateDefinitions(seedDefinitions());
  });
});
