import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./web/src/features/', import.meta.url);
const webFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

// Import boundaries (CONVENTIONS.md #9): contract imports nothing of ours; the web app never imports the
// server; features do not import each other; shared web code does not import features or the app.
const noServerFromWeb = {
  group: ['@bulkbazar/server', '**/server/src/**'],
  message: 'The web app talks to the server only over HTTP.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.e2e-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@bulkbazar/*', '../../*'], message: 'The contract depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerFromWeb] }],
    },
  },
  // One block per feature folder: a feature may import itself, shared code and the contract, never another
  // feature or the app layer. Cross-folder imports use the '@/' alias so the rule can see them.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerFromWeb,
            { group: ['@/app', '@/app/**'], message: 'Features do not import the app layer.' },
            {
              group: [
                '@/features/*',
                `!@/features/${feature}`,
                `!@/features/${feature}/**`,
                '../../*',
                '../../../*',
              ],
              message: 'Features do not import each other; share through @/components or @/lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerFromWeb,
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bulkbazar/web', '**/web/src/**'],
              message: 'The server does not import the web app.',
            },
          ],
        },
      ],
    },
  },
);
