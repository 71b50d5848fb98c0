import { spawnSync } from 'node:child_process';

/** `npm run test:soak`: the long reliability checks, one after another; fails on the first failure. */
const soaks = ['scripts/soak/crash-safety.ts', 'scripts/soak/cluster-kill.ts'];

for (const script of soaks) {
  console.log(`\n▶ ${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
