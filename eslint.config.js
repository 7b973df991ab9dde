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

const serverModulesDir = new URL('./server/src/modules/', import.meta.url);
const serverModules = existsSync(serverModulesDir)
  ? readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Server layers (ARCHITECTURE.md, issue 12): kernel/ ← db/ ← modules/<feature>/ (repo ← service ← routes)
// ← composition.ts, app.ts ← main.ts, cli/, seed/. http/ sits beside the modules and knows only kernel/.
// Written for @typescript-eslint/no-restricted-imports (the core rule stays for the web/server split), so
// a pattern can allow type-only imports. For a file, the last block that matches it wins, so each block
// lists every restriction of its files.
const NO_HTTP =
  'Only routes, http/ and the composition know HTTP (fastify, @fastify/*, http/); services and repos throw AppError (kernel/).';
const layer = {
  fastify: {
    group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'],
    message: NO_HTTP,
  },
  http: {
    regex: '(^|/)http/',
    message: NO_HTTP,
  },
  drizzle: {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message: 'Only repos (*.repo.ts) and db/ touch Drizzle: put the query in a repo.',
  },
  dbValues: {
    regex: '(^|/)db/',
    allowTypeImports: true,
    message: 'Only repos (*.repo.ts) read the tables of db/: put the query in a repo.',
  },
  betterAuth: {
    group: ['better-auth', 'better-auth/*'],
    message: 'The auth library lives in modules/auth; other layers get what they need injected.',
  },
  kernelUp: {
    regex: '^\\.\\./',
    message: 'kernel/ is the bottom layer: it imports only kernel/ and packages (no http/, db/, modules/).',
  },
  httpUp: {
    regex: '^\\.\\./(?!kernel/)',
    message: 'http/ imports kernel/ only; what it needs from a feature (e.g. resolveViewer) is passed in.',
  },
  dbUp: {
    regex: '^\\.\\./(?:(?:modules|http|seed|cli)/|(?:composition|app|main)\\.js$)',
    message: 'db/ is below the features: it never imports modules/, http/, seed/ or the composition.',
  },
  otherModule: (feature) => ({
    regex: `^\\.\\./(?!${feature}/)[^./][^/]*/`,
    allowTypeImports: true,
    message:
      'A module reaches another only through what composition.ts hands it (a type-only import is fine).',
  }),
};
const restrict = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
  restrict(['server/src/**/*.ts'], [layer.drizzle]),
  restrict(['server/src/**/*.service.ts'], [layer.drizzle, layer.fastify, layer.http]),
  restrict(['server/src/**/*.repo.ts'], [layer.fastify, layer.http]),
  restrict(['server/src/kernel/**/*.ts'], [layer.kernelUp, layer.fastify, layer.drizzle, layer.betterAuth]),
  restrict(['server/src/http/**/*.ts'], [layer.httpUp, layer.drizzle, layer.betterAuth]),
  restrict(['server/src/db/**/*.ts'], [layer.dbUp]),
  // The seed writes through the services (it is a caller, like cli/); only its own repo writes SQL.
  restrict(['server/src/seed/**/*.ts'], [layer.drizzle, layer.fastify, layer.http]),
  restrict(['server/src/seed/**/*.repo.ts'], [layer.fastify, layer.http]),
  // Database tooling: a million generated rows go in as set-based INSERT … SELECT, never through Node.
  restrict(['server/src/cli/seed-scale.ts'], [layer.fastify, layer.http]),
  ...serverModules.flatMap((feature) => {
    const dir = `server/src/modules/${feature}`;
    const own = layer.otherModule(feature);
    return [
      restrict([`${dir}/**/*.ts`], [own, layer.drizzle, layer.dbValues]),
      restrict([`${dir}/**/*.service.ts`], [own, layer.drizzle, layer.dbValues, layer.fastify, layer.http]),
      restrict([`${dir}/**/*.repo.ts`], [own, layer.fastify, layer.http]),
    ];
  }),
  // Better Auth's Drizzle adapter is given our tables (it writes users and sessions through them).
  restrict(['server/src/modules/auth/auth.ts'], [layer.otherModule('auth'), layer.drizzle]),
  // Tests set up data across the layers (rows, repos, services of several features).
  {
    files: ['server/**/*.test.ts', 'server/**/*-test-kit.ts', 'server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
