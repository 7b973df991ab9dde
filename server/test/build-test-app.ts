import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { testPasswordHashing } from './test-password-hashing.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close: () => Promise<void>;
};

/**
 * The real app on a fresh database and a temporary data folder; `close()` removes both. Passwords are hashed
 * at a test cost (test-password-hashing.ts) unless `productionPasswordHashing` asks for the shop's own.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  { productionPasswordHashing = false }: { productionPasswordHashing?: boolean } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bb-test-'));
  const database = await createTestDatabase();
  // The e-mail worker stays idle unless a test asks for it: a background send changing notification rows would
  // race the tests that compare the database before and after a request (tests drive createMailWorker).
  // Sessions are resolved afresh on every request unless a test asks for the cache: many tests write users and
  // sessions straight into the database, which the cache hears of within milliseconds, not before the next
  // line (session-cache.test.ts and the process tests run with it).
  // No web build unless a test brings its own (WEB_DIST_DIR): otherwise a checkout that has been built would
  // give every test app web/dist and its rendering bundle, and the tests would answer differently before and
  // after `npm run build` (CI runs the server suites before anything is built).
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    NOTIFY_POLL_MS: '600000',
    SESSION_CACHE_SECONDS: '0',
    ...env,
  });
  const app = await buildApp(config, {
    database,
    logStream,
    ...(productionPasswordHashing ? {} : { passwordHashing: testPasswordHashing }),
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
