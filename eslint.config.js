import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import noImportCycle from './eslint-rules/no-import-cycle.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/lib/**', '**/dist/**', '.tools/**', 'out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['functions/src/pipeline/**/*.ts', 'functions/src/shared/**/*.ts'],
    rules: {
      // The engine runs on a laptop and in the cloud alike: no platform or presentation layers inside.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
                'express',
              ],
              message: 'The engine must not depend on Firebase or Express.',
            },
            {
              group: ['**/cli/*', '**/api/*', '**/tasks/*', '**/adapters/*'],
              message: 'The engine must not import outer layers.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'argv', message: 'Options come in as parameters.' },
      ],
    },
  },
  {
    // One owner of job state (docs/job-state.md): routes and steps change a job only through jobState.
    files: [
      'functions/src/api/**/*.ts',
      'functions/src/tasks/**/*.ts',
      'functions/src/billing/**/*.ts',
      'functions/src/slides/**/*.ts',
      'functions/src/email/**/*.ts',
    ],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["[object.property.name='jobs']", "[object.name='jobs']"].map((owner) => ({
          selector: `CallExpression > MemberExpression.callee${owner}[property.name=/^(update|setAudio|transition|remove)$/]`,
          message: 'Change a job only through changeJob(deps.jobs, id, jobState.…) (backend/job-state.ts).',
        })),
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { lectern: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'lectern/no-import-cycle': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
