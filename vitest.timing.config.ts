import { defineConfig } from 'vitest/config';

// Timing tests compare reply times, so they run on their own after the other tests: one file
// at a time, with no other test worker competing for the 2 cores.
export default defineConfig({
  test: {
    include: ['tests/timing/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
