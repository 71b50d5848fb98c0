import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { activeDefinitions, seedDefinitions, activateDefinitions } from '../../engine';
import { engineFollowsLive } from '../forms/engine-follows-live';
import { versionSet } from '../forms/definition-sets';
import { sameFiles } from '../forms/form-files';
import { publishFiles } from '../forms/form-versions';
import { LiveForms } from '../forms/live-forms';
import { seedFormVersions } from '../forms/seed-form-versions';

const FILES_PUBLISHER = 'npm run dev';
const FILES_NOTE = 'forms/ and schemas/ as saved (FORMS_FROM_FILES)';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live form version this process serves (issue 29); follows other processes' publishes. */
    liveForms: LiveForms;
  }
}

/**
 * Seeds version 1 on a new database, loads the live version and keeps it current. With
 * FORMS_FROM_FILES (`npm run dev`) the repository's forms/ and schemas/ are published when they
 * are not live, so a saved file is what the restarted API serves; otherwise the log says they
 * differ, at start and at each publish after, so git and the workspace never diverge silently.
 */
export const liveFormsPlugin: FastifyPluginAsync = fp(async (app) => {
  const warnOfDifference = (formVersion: number) =>
    app.log.warn(
      { formVersion },
      'forms/ and schemas/ differ from the live form version: npm run forms:publish publishes them, npm run forms:export writes the live version out',
    );
  const repository = await seedFormVersions(app.db, app.now());
  let live = await LiveForms.load(app.db);
  if (!sameFiles(repository, live.current().files)) {
    if (app.config.formsFromFiles) {
      // The server's entry has linted these files; a broken set never gets here.
      await app.db.transaction((tx) =>
        publishFiles(tx, repository, FILES_NOTE, { by: FILES_PUBLISHER, at: app.now() }),
      );
      live = await LiveForms.load(app.db);
      app.log.info({ formVersion: live.current().version }, 'published forms/ and schemas/');
    } else warnOfDifference(live.current().version);
  }
  // A version published later (the workspace, another process) is said to differ as well.
  const unwarn = live.onChange(({ version, files }) => {
    if (!sameFiles(repository, files)) warnOfDifference(version);
  });
  const unfollow = engineFollowsLive(app.db, live);
  live.start((error) => app.log.warn({ err: error }, 'reading the live form version failed'));
  app.decorate('liveForms', live);
  app.addHook('onClose', async () => {
    live.stop();
    unwarn();
    unfollow();
    if (activeDefinitions() === versionSet(app.db, live.current().version, live.current().files))
      activateDefinitions(seedDefinitions());
  });
});
