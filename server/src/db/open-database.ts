import type { Config } from '../config.js';
import { openPglite, openPostgres, pgliteDir, type Database } from './client.js';
import { startPhase } from '../kernel/start-phases.js';
import { lockDataDir } from './data-dir-lock.js';
import { runMigrations } from './migrate.js';

export type OpenedDatabase = Database & { release: () => Promise<void> };

/**
 * The database of a running shop: PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR
 * (locked against a second process). Migrations are applied before anything is served.
 */
export async function openDatabase(config: Config): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, config.databasePoolMax, config.databaseReplica);
    startPhase('database opened');
    await runMigrations(database, config.databaseUrl);
    startPhase('migrated');
    return { ...database, release: database.close };
  }
  const unlock = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite(pgliteDir(config.dataDir));
    startPhase('database opened');
    await runMigrations(database);
    startPhase('migrated');
    return {
      ...database,
      release: async () => {
        await database.close();
        await unlock();
      },
    };
  } catch (err) {
    await unlock();
    throw err;
  }
}
