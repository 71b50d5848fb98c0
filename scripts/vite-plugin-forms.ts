// Vite plugin for the form engine. Wire it in vite.config.ts: plugins: [formsPlugin(), react()].
// - Replaces src/engine/validation/compiled-validators.ts in the browser bundle with AJV
//   standalone code (virtual:form-validators), so the client ships no schema compiler.
// - Runs lint-forms when that module loads: a broken definition fails `vite build` and shows
//   in the browser overlay of `npm run dev` as "file: pointer: message" lines.
// - Regenerates when anything under forms/ or schemas/ changes while the dev server runs.
// Server-side (SSR) loads keep the runtime compiler; Node never goes through this plugin.
import { readFileSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { BUNDLE_FILES, formatProblem, PAGE_IDS, type PageId } from '../src/engine/index';
import { lintFolder } from './lint-forms-core';
import { generateValidatorsModule } from './validators-codegen';

export const VIRTUAL_ID = 'virtual:form-validators';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export interface FormsPluginOptions {
  /** The project root holding forms/ and schemas/ (default: this repository). */
  root?: string;
}

/** Lints the definitions and generates the validators module, or throws the problems. */
export function buildValidatorsModule(root: string): { code: string; files: string[] } {
  const { problems, files } = lintFolder(root);
  if (problems.length > 0) {
    const lines = problems.map(formatProblem);
    const error = new Error(
      `lint-forms found ${problems.length} problem(s) in the form definitions:\n${lines.join('\n')}`,
    );
    error.stack = error.message; // the overlay shows the problems, not this plugin's stack
    throw error;
  }
  const schemas = {} as Record<PageId, object>;
  PAGE_IDS.forEach((pageId, i) => {
    const file = BUNDLE_FILES.pageSchemas[i] ?? '';
    schemas[pageId] = JSON.parse(readFileSync(join(root, file), 'utf8')) as object;
  });
  return { code: generateValidatorsModule(schemas), files };
}

export default function formsPlugin(options: FormsPluginOptions = {}): Plugin {
  const root = resolve(options.root ?? fileURLToPath(new URL('..', import.meta.url)));
  const target = normalize(join(root, 'src/engine/validation/compiled-validators.ts'));
  const watched = [join(root, 'forms') + sep, join(root, 'schemas') + sep];
  let server: ViteDevServer | undefined;

  return {
    name: 'admissions-forms',
    enforce: 'pre',
    configureServer(devServer) {
      server = devServer;
      for (const dir of watched) devServer.watcher.add(dir);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id, loadOptions) {
      if (loadOptions?.ssr) return undefined;
      if (normalize(id.split('?')[0] ?? id) === target) return `export * from '${VIRTUAL_ID}';\n`;
      if (id !== RESOLVED_ID) return undefined;
      const { code, files } = buildValidatorsModule(root);
      for (const file of files) this.addWatchFile(file);
      return code;
    },
    handleHotUpdate({ file, modules }) {
      if (!watched.some((dir) => normalize(file).startsWith(dir))) return undefined;
      const virtual = server?.moduleGraph.getModuleById(RESOLVED_ID);
      if (!virtual) return undefined;
      server?.moduleGraph.invalidateModule(virtual);
      return [...modules, virtual];
    },
  };
}
