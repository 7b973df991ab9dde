import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPglite, openPostgres, pgliteDatabase, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { pgliteExtensions } from '../src/db/pglite-extensions.js';
import { adminQuery, type DatabaseTemplate } from './database-template.js';

/** The run's migrated template (server/test/global-setup.ts), or nothing outside a Vitest run of the server project. */
function template(): DatabaseTemplate {
  try {
    return inject('databaseTemplate') ?? {};
  } catch {
    return {};
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when TEST_DATABASE_URL
 * is set — a new database on that PostgreSQL server, dropped again by `close()`. On PostgreSQL `url` is
 * its address, for tests that connect a second app to the same database. Both start as a copy of the run's
 * migrated template when there is one (database-template.ts), else they are migrated here.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  refuseInDatabaseFreeFiles();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { pgliteDump, postgresTemplate } = template();
  if (!serverUrl) {
    if (pgliteDump) {
      const client = await PGlite.create({
        loadDataDir: new Blob([await readFile(pgliteDump)]),
        extensions: pgliteExtensions,
      });
      return pgliteDatabase(client);
    }
    const database = await openPglite(undefined);
    await runMigrations(database);
    return database;
  }
  const name = `bb_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `create database ${name}${postgresTemplate ? ` template ${postgresTemplate}` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  if (!postgresTemplate) await runMigrations(database, url.toString());
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The 'server-unit' project runs its files once, not per backend: one that opens a database does not belong there. */
export function refuseInDatabaseFreeFiles(): void {
  if (process.env.BB_TEST_NO_DATABASE === '1') {
    throw new Error('This test file opens a database: take it out of DATABASE_FREE in vitest.config.ts.');
  }
}
