import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (*.test.ts); API tests live in tests/api.
// API tests open databases, so files run in parallel but not too many at once on 2 cores.
// Timing tests (tests/timing) run alone afterwards: vitest.timing.config.ts.
//
// The engine's unit tests run against their own definitions (src/engine/fixtures/definitions):
// every import of forms/ or schemas/ resolves there, so the engine's rules are tested on forms
// that stay put. The spec's tables, and every other engine test that reads the pages, run a
// second time on the shipped forms (project engine-shipped): a change to forms/ or schemas/
// that breaks a rule of the spec fails there, naming the row. The shipped forms are also
// checked by lint-forms and tests/forms.
const FIXTURE_DEFINITIONS = fileURLToPath(
  new URL('./src/engine/fixtures/definitions', import.meta.url),
);
/** The engine's tests that read the pages (the rest never touch forms/ or schemas/). */
const ON_THE_PAGES = [
  'conditions',
  'definitions',
  'hiding',
  'model',
  'options',
  'print',
  'progress',
  'validation',
]
  .map((folder) => `src/engine/${folder}/**/*.test.ts`)
  // The checklist lists a document only where its question is shown.
  .concat('src/engine/review/checklist-states.test.ts');

/**
 * Tests whose premise is the complete application of src/engine/fixtures (the spec's form filled
 * in): on forms an office has grown, it is rightly no longer complete (docs/editing-forms.md
 * adds a required question), so these run on the fixture definitions only.
 */
const FIXTURE_COMPLETE = [
  'src/engine/progress/step-state.test.ts',
  'src/engine/validation/validate-page.test.ts',
  'src/engine/validation/shown-keys.property.test.ts',
  'src/engine/validation/withdrawn-choices.test.ts',
  '**/node_modules/**',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'engine', include: ['src/engine/**/*.test.ts'] },
        resolve: {
          alias: [
            {
              find: /^(?:\.\.\/)+(forms|schemas)\/(.+\.json)$/,
              replacement: `${FIXTURE_DEFINITIONS}/$1/$2`,
            },
          ],
        },
      },
      {
        extends: true,
        test: { name: 'engine-shipped', include: ON_THE_PAGES, exclude: FIXTURE_COMPLETE },
      },
      {
        extends: true,
        test: {
          name: 'app',
          // codemirror-json-schema's ES modules import without file extensions, which only a
          // bundler resolves: the editor's tests run it through Vite as the build does.
          server: { deps: { inline: ['codemirror-json-schema'] } },
          // Components need a language's catalogue loaded, as main.tsx loads one before rendering.
          setupFiles: ['src/client/i18n/test-setup.ts'],
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/api/**/*.test.ts',
            'tests/forms/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['src/engine/**', '**/node_modules/**'],
        },
      },
    ],
  },
});
