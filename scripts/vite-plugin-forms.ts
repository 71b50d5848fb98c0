// Vite plugin for the form engine. Wire it in vite.config.ts: plugins: [formsPlugin(), react()].
// - Replaces src/engine/validation/compiled-validators.ts in the browser bundle with a loader
//   of AJV standalone code (virtual:form-validators, its own chunk), so the client ships no
//   schema compiler and downloads the validators only when it first validates.
// - Replaces src/engine/definitions/seed-definitions.ts with seed-definitions.browser.ts, which
//   loads the seed set's pages and lists when a form is first shown, not with every page.
// - Serves virtual:form-steps, the pages' steps and titles alone, for the step navigation in
//   the shell (which /login loads too, and which must not bring every question).
// - Runs lint-forms when the validators load: a broken definition fails `vite build` and shows
//   in the browser overlay of `npm run dev` as "file:line:column: pointer: message" lines.
// - Sends the browser the JSON files under forms/ and schemas/ without what only their editors
//   read ($schema, $comment; the data model's descriptions; the page schemas, which reach it
//   as the standalone validators): scripts/browser-json.ts.
// - Writes the bundled set's fingerprint into the build (.forms-fingerprint), so the server can
//   tell a browser whether the live form version is the one it already holds.
// - Regenerates when anything under forms/ or schemas/ changes while the dev server runs.
// Server-side (SSR) loads keep the runtime compiler; Node never goes through this plugin.
import { readFileSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import {
  BUNDLE_FILES,
  formatProblem,
  interpolateSite,
  PAGE_IDS,
  type PageId,
  type SiteConfig,
} from '../src/engine/index';
import { browserJson } from './browser-json';
import { lintFolder } from './lint-forms-core';
import { BUNDLED_FINGERPRINT_FILE, formsFingerprint } from '../src/server/forms/fingerprint';
import { readFormFiles } from '../src/server/forms/repository-files';
import { generateValidatorsModule } from '../src/server/forms/validators-module';

export const VIRTUAL_ID = 'virtual:form-validators';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
export const STEPS_ID = 'virtual:form-steps';
const RESOLVED_STEPS_ID = `\0${STEPS_ID}`;

/**
 * The browser's compiled-validators.ts: the same functions, with the standalone code fetched
 * by loadValidators(), or a published version's own when the active set brings them.
 * Validating before that is a programming error, reported as such.
 */
const loaderModule = (
  activeDefinitionsPath: string,
) => `import { activeDefinitions } from ${JSON.stringify(activeDefinitionsPath)};
let standalone;
let loading;
export function loadValidators() {
  const own = activeDefinitions().pageValidators;
  if (own) return own.load();
  loading ??= import('${VIRTUAL_ID}').then((module) => { standalone = module; });
  loading.catch(() => (loading = undefined));
  return loading;
}
export function getPageValidator(pageId) {
  const own = activeDefinitions().pageValidators;
  if (own) return own.get(pageId);
  if (!standalone) throw new Error('Validators not loaded yet: await loadValidators() first.');
  return standalone.getPageValidator(pageId);
}
export function getReviewValidator() {
  throw new Error('A review is judged by the server when it is submitted, not in the browser.');
}
export function getAnswersValidator() {
  throw new Error('Stored answers are checked against the data model by the server, not in the browser.');
}
export function getDefinitionValidator() {
  throw new Error('The definition meta-schema is checked by lint-forms in Node, not in the browser.');
}
export function strictCompileError() {
  throw new Error('Page schemas are compiled by lint-forms in Node, not in the browser.');
}
export function compileSchema() {
  throw new Error('Schemas are compiled by lint-forms in Node, not in the browser.');
}
export const validatorSource = 'standalone';
`;

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

/** The steps module: each page's id, step and title (site placeholders filled), in order. */
export function buildStepsModule(root: string): { code: string; files: string[] } {
  const read = (file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const site = read(BUNDLE_FILES.site) as SiteConfig;
  const steps = PAGE_IDS.map((pageId, i) => {
    const page = read(BUNDLE_FILES.pages[i] ?? '') as { step: number; title: string };
    return { pageId, step: page.step, title: interpolateSite(page.title, site) };
  });
  const files = [BUNDLE_FILES.site, ...BUNDLE_FILES.pages].map((file) => join(root, file));
  return { code: `export const steps = ${JSON.stringify(steps)};\n`, files };
}

export default function formsPlugin(options: FormsPluginOptions = {}): Plugin {
  const root = resolve(options.root ?? fileURLToPath(new URL('..', import.meta.url)));
  const target = normalize(join(root, 'src/engine/validation/compiled-validators.ts'));
  const activeDefinitions = join(root, 'src/engine/definitions/active-definitions.ts');
  const seedDefinitions = join(root, 'src/engine/definitions/seed-definitions.ts');
  const browserSeedDefinitions = join(root, 'src/engine/definitions/seed-definitions.browser.ts');
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
      if (id === STEPS_ID) return RESOLVED_STEPS_ID;
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id, loadOptions) {
      if (id === RESOLVED_STEPS_ID) {
        const { code, files } = buildStepsModule(root);
        for (const file of files) this.addWatchFile(file);
        return code;
      }
      if (loadOptions?.ssr) return undefined;
      const file = normalize(id.split('?')[0] ?? id);
      if (file === target) return loaderModule(activeDefinitions);
      if (file === seedDefinitions) {
        this.addWatchFile(browserSeedDefinitions);
        return readFileSync(browserSeedDefinitions, 'utf8');
      }
      if (file.endsWith('.json') && watched.some((dir) => file.startsWith(dir)))
        return browserJson(file, root);
      if (id !== RESOLVED_ID) return undefined;
      const { code, files } = buildValidatorsModule(root);
      for (const file of files) this.addWatchFile(file);
      return code;
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      // The server compares it with the live version's: equal means the browser has it bundled.
      const read = readFormFiles(root);
      if ('files' in read)
        this.emitFile({
          type: 'asset',
          fileName: BUNDLED_FINGERPRINT_FILE,
          source: formsFingerprint(read.files),
        });
    },
    handleHotUpdate({ file, modules }) {
      if (!watched.some((dir) => normalize(file).startsWith(dir))) return undefined;
      const virtual = [RESOLVED_ID, RESOLVED_STEPS_ID]
        .map((id) => server?.moduleGraph.getModuleById(id))
        .filter((module) => module !== undefined);
      if (virtual.length === 0) return undefined;
      for (const module of virtual) server?.moduleGraph.invalidateModule(module);
      return [...modules, ...virtual];
    },
  };
}
