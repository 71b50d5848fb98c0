import { parseArgs } from 'node:util';
import { runningServerPid } from '../src/server/data-dir-lock';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { mintServiceToken, SERVICE_TOKEN_HOURS } from '../src/server/service/service-token';

/**
 * `npm run service-token -- --email applicant@example.edu`: prints a link that opens that
 * application for staff, read-only, for 24 hours. The token is signed with the server's secret
 * (SESSION_SECRET, or the one kept in DATA_DIR), so run this with the server's settings.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = values.email?.trim();
  if (!email) {
    console.error('Usage: npm run service-token -- --email applicant@example.edu');
    process.exit(2);
  }
  const config = loadConfig();
  // The embedded database belongs to a running server; then the account is checked at first use.
  if (config.databaseUrl || runningServerPid(config.dataDir) === undefined) {
    const db = await openDatabase(config);
    const { rows } = await db.query('SELECT 1 FROM applicants WHERE username = $1', [
      email.toLowerCase(),
    ]);
    await db.close();
    if (rows.length === 0) {
      console.error(`No application was found for ${email}.`);
      process.exit(1);
    }
  } else {
    console.error(
      'Note: the server holds the embedded database, so the e-mail was not checked now; a token for an unknown account is refused when used.',
    );
  }
  const { token, claims } = mintServiceToken(config.sessionSecret, email, new Date());
  const expires = new Date(claims.expiresAt * 1000).toISOString();
  console.log(
    `Service token for ${claims.username}, valid ${SERVICE_TOKEN_HOURS} hours (until ${expires}), id ${claims.id}:`,
  );
  console.log(token);
  console.log(`Print view: ${config.publicUrl}/about?service_token=${token}`);
  console.log(`PDF:        ${config.publicUrl}/service/pdf?service_token=${token}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
