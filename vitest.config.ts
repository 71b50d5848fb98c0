import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (*.test.ts); API tests live in tests/api.
// API tests open databases, so files run in parallel but not too many at once on 2 cores.
// Timing tests (tests/timing) run alone afterwards: vitest.timing.config.ts.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
