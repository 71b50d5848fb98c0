// The server, once main.ts has found the form definitions clean.
import { buildApp } from './app';
import { definitionsVersion as computeDefinitionsVersion } from './definitions/definitions-version';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/open-database';
import { lockDataDir } from './data-dir-lock';
import { findOnPath } from './documents/run-tool';
import { describeDocxPath } from './documents/soffice';
import { stopOnSignal } from './stop-on-signal';

/** Starts the server: configuration, database, app, listen. Bad configuration exits with code 1. */
export async function serve(): Promise<void> {
  const config = loadConfigOrExit();
  // Only the embedded database needs the folder to itself.
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const db = await openDatabase(config);
  const app = await buildApp({ config, db });
  // The fingerprint names the repository's files; the version is what the process serves.
  app.log.info(
    { formVersion: app.liveForms.current().version, repository: computeDefinitionsVersion() },
    'form definitions loaded',
  );
  app.log.info(
    { soffice: config.documents.soffice ?? null, qpdf: findOnPath('qpdf') ?? null },
    describeDocxPath(config.documents.soffice),
  );
  stopOnSignal(async () => {
    await app.close();
    await db.close();
    unlock();
  });
  await app.listen({ port: config.port, host: config.host });
}
