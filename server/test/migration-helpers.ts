import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrate.js';

// Migration tests: a database brought to an earlier migration, filled as a shop of that time was, then
// upgraded the way a running shop is (drizzle applying what its journal has beyond the last one applied).

/** A copy of the migrations folder whose journal stops at migration `last` (drizzle reads only the journal). */
export async function migrationsUpTo(last: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `bb-migrations-${last}-`));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/** An empty database (in-memory PGlite, or a new one on TEST_DATABASE_URL's server) with no migration run. */
export async function emptyDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(undefined);
    return { database, drop: () => database.close() };
  }
  const name = `bb_test_mig_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function migrateTo(database: Database, url: string | undefined, last: number): Promise<void> {
  const folder = await migrationsUpTo(last);
  try {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
      return;
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
    } finally {
      await client.end();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
