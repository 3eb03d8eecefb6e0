import { defineConfig } from 'vitest/config';

// The stack's fixed ports (firebase.json, scripts/emulators.sh).
const STACK_ENV = {
  GCLOUD_PROJECT: 'demo-lectern',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  METADATA_SERVER_DETECTION: 'none',
};

export default defineConfig({
  test: {
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    // Real binaries (ffmpeg, festival) and real papers: generous, but a hang still fails.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: media tests in parallel would only fight over them.
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['functions/src/**/*.test.ts', 'tests/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: ['tests/integration/**', 'tests/browser/**'],
        },
      },
      {
        // Runs inside the emulator stack, which its global setup starts only when one of these files is
        // selected, so a run of other tests never starts it; after the unit tests (groupOrder), one file
        // at a time, since every file shares the one stack.
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['./tests/setup/emulators.ts'],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          env: STACK_ENV,
        },
      },
      {
        // Chromium against the same stack, after the integration files (they share its fixed ports).
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['./tests/setup/emulators.ts'],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          env: STACK_ENV,
        },
      },
    ],
  },
});
