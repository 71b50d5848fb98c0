import { spawnSync } from 'node:child_process';
import { dataDir } from './accounts';

/** A staff link for one application, minted by the real CLI with the e2e server's secret. */
export function serviceToken(email: string): string {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/service-token.ts', '--email', email],
    {
      env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  const token = /service_token=([^\s&]+)/.exec(run.stdout)?.[1];
  if (!token) throw new Error(`service-token printed no link: ${run.stdout} ${run.stderr}`);
  return token;
}
