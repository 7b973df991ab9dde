import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Schema } from './schema.js';

/** The one database type the repos see, whichever backend is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Embedded PostgreSQL (PGlite) in `dir`, or in memory when `dir` is undefined (tests). */
export async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir ? { dataDir: dir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
