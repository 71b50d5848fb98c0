import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const profiledRoot = fileURLToPath(new URL('profiled-root.tsx', import.meta.url));

/**
 * The production client built again into `outDir` with `react-dom/client` swapped for
 * profiled-root.tsx, so the bench counts React's commits per key press with <Profiler>
 * while the application code stays exactly as shipped.
 */
export async function buildProfiledClient(outDir: string): Promise<void> {
  // As `npm run build` does: the project's config is loaded the way it always was.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  await build({
    configFile: `${projectRoot}vite.config.ts`,
    logLevel: 'warn',
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: profiledRoot }] },
    build: { outDir, emptyOutDir: true },
  });
}
