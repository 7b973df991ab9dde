// `npm run restore -- FILE`: restores a backup into the configured shop, which must be empty (a new DATA_DIR,
// or a new empty database at DATABASE_URL) and stopped. The checksum file beside FILE is checked first.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { pgliteDir } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { restoreBackup } from '../modules/backups/restore-backup.js';

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- path/to/bulkbazar-backup-….tar.gz');
    return 2;
  }
  const file = resolve(positionals[0]!);
  const config = loadConfig();
  const uploadsDir = join(config.dataDir, 'uploads');
  let unlock;
  try {
    // Also with PostgreSQL: the uploads folder is restored into DATA_DIR, which no running shop may hold.
    unlock = await lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`A shop is running on ${config.dataDir}: restore only into a stopped, empty shop.`);
      return 1;
    }
    throw err;
  }
  try {
    const manifest = await restoreBackup(
      file,
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, uploadsDir }
        : { pgliteDir: pgliteDir(config.dataDir), uploadsDir },
    );
    console.log(`Restored the ${manifest.database} backup taken at ${manifest.takenAt}. Start the shop.`);
    return 0;
  } finally {
    await unlock();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
