import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['functions/src/**/*.test.ts', 'tests/**/*.test.ts'],
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    // Real binaries (ffmpeg, festival) and real papers: generous, but a hang still fails.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: media tests in parallel would only fight over them.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
