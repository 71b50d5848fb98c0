import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PageDocuments } from '../../client/prerender/render-page';
import { LANGUAGES } from '../../contracts/language';
import { bundledVersionCheck } from '../forms/bundled-version';
import { TaskPool } from '../jobs/task-pool';
import { LivePages } from './live-pages';
import { pageKey, readPrerenderedPages, RENDERER_FILE } from './prerender-files';
import { RENDER_TASKS, type RenderInput } from './render-task';

/** Drawing five pages takes well under a second; a stuck one must not hold a thread for long. */
const RENDER_LIMITS = { timeoutMs: 30_000, memoryMb: 512, outputMaxBytes: 8 * 1024 * 1024 };

/**
 * The prerendered pages of the client build in `clientDir`, kept to the live form version for
 * as long as the app runs. Each drawing runs in a thread of its own, gone once it is done:
 * publishes are rare, and a server should not keep React's server renderer in memory for them.
 */
export async function followLivePages(
  app: FastifyInstance,
  clientDir: string,
  template: string,
): Promise<LivePages> {
  const renderer = join(clientDir, RENDERER_FILE);
  const pages = new LivePages({
    built: readPrerenderedPages(clientDir),
    isBundled: bundledVersionCheck(clientDir),
    draw: async (files) => {
      const pool = new TaskPool({ size: 1, limits: RENDER_LIMITS, tasks: RENDER_TASKS });
      try {
        const input: RenderInput = { renderer, template, files };
        const documents = await pool.run<PageDocuments>('renderDocuments', input);
        return Object.fromEntries(
          LANGUAGES.flatMap((language) =>
            Object.entries(documents[language]).map(([path, document]) => [
              pageKey(language, path),
              document,
            ]),
          ),
        );
      } finally {
        await pool.close();
      }
    },
    onError: (error, version) =>
      app.log.warn(
        { err: error, formVersion: version },
        'drawing the prerendered pages failed; visitors get the pages drawn in the browser',
      ),
  });
  const unfollow = app.liveForms.onChange((live) => void pages.follow(live));
  app.addHook('onClose', async () => unfollow());
  // The first version is drawn before the server listens, so no visitor gets a stale page.
  await pages.follow(app.liveForms.current());
  return pages;
}
