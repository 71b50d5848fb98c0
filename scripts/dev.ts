import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { stopOnSignal } from '../src/server/stop-on-signal';

/**
 * `npm run dev`: the API server (restarted by Node's watcher when server code changes) and
 * Vite's dev server in front of it, so edits to forms/*.json show at once in the browser.
 */
const apiPort = process.env.API_PORT ?? '3001';
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
  env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  stdio: 'inherit',
});

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();

stopOnSignal(async () => {
  api.kill('SIGTERM');
  await vite.close();
});
