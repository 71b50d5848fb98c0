import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (*.test.ts); API tests live in tests/api.
// API tests open databases, so files run in parallel but not too many at once on 2 cores.
// Timing tests (tests/timing) run alone afterwards: vitest.timing.config.ts.
//
// The engine's unit tests run against their own definitions (src/engine/fixtures/definitions):
// every import of forms/ or schemas/ resolves there, so an officer's change to the shipped
// forms never breaks them. The shipped forms are checked by lint-forms and tests/forms.
const FIXTURE_DEFINITIONS = fileURLToPath(
  new URL('./src/engine/fixtures/definitions', import.meta.url),
);

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
        test: {
          name: 'app',
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
