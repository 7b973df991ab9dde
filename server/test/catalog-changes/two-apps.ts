import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPostgres, type Db } from '../../src/db/client.js';
import { createTestDatabase } from '../test-database.js';

export type TwoApps = { apps: FastifyInstance[]; db: Db; close: () => Promise<void> };

const env = {
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_MAX: '10000',
  WRITE_RATE_LIMIT_MAX: '1000000',
  // The gateways' returns are write routes too (a failed payment returns its held stock).
  PAYMENTS_FAKE: 'true',
  // And the couriers' callbacks (a returned parcel's stock goes back).
  COURIERS_FAKE: 'true',
};

/**
 * Two apps on one fresh PostgreSQL database, as two server processes would be: each with its own pool,
 * its own catalog cache and its own LISTEN connection (DATABASE_URL is what turns the sharing on).
 * Both serve the web build in `webDistDir` (its rendered pages are cached too). Undefined on PGlite, which one
 * process holds alone.
 */
export async function buildTwoApps(webDistDir: string): Promise<TwoApps | undefined> {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const database = await createTestDatabase();
  const url = database.url!;
  const second = await openPostgres(url, 5);
  const dirs = [await mkdtemp(join(tmpdir(), 'bb-a-')), await mkdtemp(join(tmpdir(), 'bb-b-'))];
  // One after the other: the first start stores the auth secret both then sign sessions with.
  const apps: FastifyInstance[] = [];
  for (const [i, db] of [database, second].entries()) {
    const config = loadConfig({ ...env, DATA_DIR: dirs[i]!, DATABASE_URL: url, WEB_DIST_DIR: webDistDir });
    apps.push(await buildApp(config, { database: db }));
    await apps[i]!.ready();
  }
  return {
    apps,
    db: database.db,
    close: async () => {
      await Promise.all(apps.map((a) => a.close()));
      await second.close();
      await database.close();
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    },
  };
}
