import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres } from '../src/db/client.js';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, runMigrations } from '../src/db/migrate.js';
import { pgliteExtensions } from '../src/db/pglite-extensions.js';

/**
 * A migrated database made once per test run, which every test file copies instead of migrating its own:
 * on PGlite a dump of the data folder (a fresh in-memory PGlite runs initdb and the 24 migrations, several
 * seconds a file on a busy machine; loading a dump skips both), on PostgreSQL a template database
 * (`create database … template …` copies files instead of replaying the migrations).
 */
export type DatabaseTemplate = { pgliteDump?: string; postgresTemplate?: string };

/** Makes the template for the backend the run uses; returns it and the function that removes it. */
export async function makeDatabaseTemplate(): Promise<{
  template: DatabaseTemplate;
  remove: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'bb-test-template-'));
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { template: { pgliteDump: file }, remove: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `bb_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 1);
  await runMigrations(database, url.toString());
  // No connection may stay open on a template while it is copied.
  await database.close();
  return {
    template: { postgresTemplate: name },
    remove: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
