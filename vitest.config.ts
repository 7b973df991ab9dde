import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Server test files that open no test database: they run once (project 'server-unit'), not once per backend like
// the rest of the server suite. A file listed here that opens one fails (BB_TEST_NO_DATABASE, test-database.ts).
// Files that open only an embedded PGlite of their own (a data folder in a temporary directory, whatever
// TEST_DATABASE_URL says) belong here too: the PostgreSQL pass would run exactly the same test again.
const DATABASE_FREE = [
  'server/src/start-imports.test.ts',
  'server/src/start-command.test.ts',
  'server/src/kernel/lazy-import.test.ts',
  'server/src/db/pglite-settings.test.ts',
  'server/test/admin-cli.test.ts',
  'server/test/embedded-data-folder.test.ts',
  'server/test/graceful-drain.test.ts',
  'server/src/config-addresses.test.ts',
  'server/src/config.test.ts',
  'server/src/db/data-dir-lock.test.ts',
  'server/src/db/pglite-turns.test.ts',
  'server/src/db/pglite-initial.test.ts',
  'server/src/http/errors.test.ts',
  'server/src/http/send-cached.test.ts',
  'server/src/http/database-unavailable.test.ts',
  'server/src/kernel/batch-while-busy.test.ts',
  'server/src/kernel/bd-locations/bd-locations.test.ts',
  'server/src/kernel/pagination.test.ts',
  'server/src/modules/cart/cart-pricing.test.ts',
  'server/src/modules/delivery/couriers/pathao-client.test.ts',
  'server/src/modules/delivery/couriers/steadfast-statements.test.ts',
  'server/src/modules/invoices/invoice-pdf.test.ts',
  'server/src/modules/ledger/postings-builders.test.ts',
  'server/src/modules/payments/fake/bkash-fake.test.ts',
  'server/src/modules/payments/fake/sslcommerz-fake.test.ts',
  'server/src/modules/payments/gateways/*.test.ts',
  'server/src/modules/products/search-estimate.test.ts',
  'server/src/modules/products/search-query.test.ts',
  'server/test/test-password-hashing.test.ts',
  'server/src/modules/sms/sms-texts.test.ts',
  'server/src/modules/sms/gateways/*.test.ts',
  'server/src/modules/search/search-words.test.ts',
  'server/src/modules/catalog-cache/catalog-cache-replica.test.ts',
  'server/src/modules/notifications/smtp-refusal.test.ts',
];

// One runner, three projects: the shared contract, the server (real PGlite or PostgreSQL per test file)
// and the web app (jsdom + Testing Library).
export default defineConfig({
  test: {
    // One test file per core, not Vitest's cores − 1: a server file waits on its database, its child processes and
    // its timers as much as it computes. On the 2-core CI machine a PGlite sample of 40 files took 148 s with 2 and
    // 228 s with 1 (3 gave 150 s), so the passes use both cores.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          // Files share their worker's module cache instead of importing the whole server again per file (~3 s of
          // each of 179 files went to imports: per-file test time summed to 377 s of a 470 s pass on two workers).
          // Safe because the server keeps no state in modules: every file builds its own app, config and database
          // (buildTestApp), and no server test mocks modules or stubs globals. PostgreSQL pass 7:50 → 5:41, PGlite
          // 7:19, same 3,165 tests, none failing (one run each, load 2–5).
          isolate: false,
          exclude: DATABASE_FREE,
          environment: 'node',
          // One migrated database per run, copied by every test file (server/test/database-template.ts).
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-unit',
          include: DATABASE_FREE,
          environment: 'node',
          env: { BB_TEST_NO_DATABASE: '1' },
          testTimeout: 30_000,
          // Some files here create their own PGlite in a hook (pglite-turns, pglite-settings): under the parallel
          // run that took past the 10 s default on CI (PGlite.create is seconds of WebAssembly start-up).
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
    ],
  },
});
