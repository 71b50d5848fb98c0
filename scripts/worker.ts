import { onAnswersWritten } from '../src/server/application/answers-written';
import { loadConfigOrExit } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { engineFollowsLive } from '../src/server/forms/engine-follows-live';
import { LiveForms } from '../src/server/forms/live-forms';
import { seedFormVersions } from '../src/server/forms/seed-form-versions';
import { createWorker } from '../src/server/jobs/create-worker';
import { createMailer } from '../src/server/mail/create-mailer';
import { refreshListingColumns } from '../src/server/staff/applications/listing-columns';
import { stopOnSignal } from '../src/server/stop-on-signal';
import { createObjectStore } from '../src/server/storage/create-object-store';

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
  // Its engine follows the live form version as the servers' do: the school's name in a decision
  // e-mail, the staff list's columns a conversion's answers refresh (each PDF uses its own).
  await seedFormVersions(db, new Date());
  const liveForms = await LiveForms.load(db);
  const unfollow = engineFollowsLive(db, liveForms);
  liveForms.onChange(({ version }) => log('info')({ formVersion: version }, 'form version live'));
  liveForms.start((error) => log('warn')({ err: error }, 'reading the live form version failed'));
  // This process writes answers too (a conversion's): the staff list hears them as the server's.
  onAnswersWritten(refreshListingColumns);
  const logger = { info: log('info'), warn: log('warn'), error: log('error') };
  const worker = createWorker({
    db,
    store: await createObjectStore(config),
    config,
    log: logger,
    mailer: createMailer(config, logger),
  });
  stopOnSignal(async () => {
    liveForms.stop();
    unfollow();
    await worker.stop();
    await db.close();
  });
  worker.start();
  log('info')(
    {
      soffice: config.documents.soffice ?? 'off',
      pollMs: config.documents.workerPollMs,
      threads: config.jobs.threads,
      formVersion: liveForms.current().version,
    },
    'worker started',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
