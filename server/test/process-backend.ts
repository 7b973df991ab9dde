import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { refuseInDatabaseFreeFiles } from './test-database.js';

/**
 * The environment of a real server process (server-process.ts) on its own data: a new DATA_DIR (PGlite's
 * files live there) and, on PostgreSQL, a new database on TEST_DATABASE_URL's server. What it made is
 * removed by the functions it pushes on `cleanups` (run them in reverse, after the processes stopped).
 */
export async function backendEnv(
  kind: 'pglite' | 'postgres',
  cleanups: (() => Promise<unknown>)[],
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  refuseInDatabaseFreeFiles();
  const dataDir = await mkdtemp(join(tmpdir(), 'bb-process-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    AUTH_RATE_LIMIT_MAX: '10000',
    WRITE_RATE_LIMIT_MAX: '1000000',
    ...extra,
  };
  if (kind === 'postgres') {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `bb_process_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
  }
  return env;
}

/**
 * The backend to run process tests on: the one of this run of the server suite, like every other server test —
 * PostgreSQL when TEST_DATABASE_URL names a server, else PGlite (`npm test` runs the suite once on each).
 */
export const processBackends = process.env.TEST_DATABASE_URL
  ? (['postgres'] as const)
  : (['pglite'] as const);
