import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { stopOnSignal } from '../src/server/stop-on-signal';
import { superviseApi } from './dev/api-supervisor';

/**
 * `npm run dev`: the API server (restarted when server code or the definitions change) and
 * Vite's dev server in front of it, so edits to forms/*.json show at once in the browser.
 * PORT (default 3000) is Vite's port, API_PORT (default 3001) the API's.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
process.env.API_PORT ??= '3001';
process.env.PORT ??= '3000';
// FORMS_FROM_FILES: each restart publishes the saved forms/ and schemas/ on the dev database.
const api = superviseApi(root, {
  FORMS_FROM_FILES: 'true',
  ...process.env,
  PORT: process.env.API_PORT,
  HOST: '127.0.0.1',
});

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const vite = await createServer({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
});
await vite.listen();
vite.printUrls();

stopOnSignal(async () => {
  await Promise.all([api.stop(), vite.close()]);
});
