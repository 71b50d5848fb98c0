import { loadConfigOrExit } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { startWorkerProcess } from '../src/server/jobs/worker-process';
import { stopOnSignal } from '../src/server/stop-on-signal';

/**
 * `npm run worker`: takes conversion and PDF jobs from PostgreSQL in its own process. Start as
 * many as the load needs (each takes jobs with FOR UPDATE SKIP LOCKED) and set
 * IN_PROCESS_WORKER=false on the servers if they should not convert themselves.
 */
function log(level: string) {
  return (fields: object, message?: string) =>
    console.log(
      JSON.stringify(
        { level, time: new Date().toISOString(), msg: message, ...fields },
        (_k, v: unknown) => (v instanceof Error ? { message: v.message, stack: v.stack } : v),
      ),
    );
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL). The embedded database belongs to one process: its server runs the worker itself.',
    );
    process.exit(1);
  }
  const db = await openDatabase(config);
  const logger = { info: log('info'), warn: log('warn'), error: log('error') };
  const worker = await startWorkerProcess(db, config, logger);
  stopOnSignal(async () => {
    await worker.stop();
    await db.close();
  });
  log('info')(
    {
      soffice: config.documents.soffice ?? 'off',
      pollMs: config.documents.workerPollMs,
      threads: config.jobs.threads,
      formVersion: worker.formVersion(),
    },
    'worker started',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
