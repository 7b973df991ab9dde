// `npm run backup [-- --out DIR]`: one backup of the configured shop (database and uploads) into DIR
// (BACKUP_DIR, else DATA_DIR/backups), with its .sha256 beside it. See README "Backups".
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openPglite, pgliteDir } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { takeBackup, type BackupSource } from '../modules/backups/take-backup.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const outDir = values.out ? resolve(values.out) : config.backups.dir;
  const uploadsDir = join(config.dataDir, 'uploads');
  const report = ({ file, sha256 }: { file: string; sha256: string }) => {
    console.log(`Backup written: ${file}\nSHA-256 ${sha256} (in ${file}.sha256)`);
    return 0;
  };
  if (config.databaseUrl) {
    // pg_dump reads one snapshot while the shop keeps running.
    return report(
      await takeBackup(
        { database: { kind: 'postgres' }, databaseUrl: config.databaseUrl, uploadsDir },
        outDir,
      ),
    );
  }
  let unlock;
  try {
    unlock = await lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(
      `The shop is running on ${config.dataDir}, and the embedded database allows one process at a time. ` +
        'A running shop backs itself up when BACKUP_INTERVAL_HOURS is set (README "Backups"); ' +
        'or stop it, run this command again, then start it.',
    );
    return 1;
  }
  try {
    const database = await openPglite(pgliteDir(config.dataDir));
    try {
      const source: BackupSource = { database, uploadsDir };
      return report(await takeBackup(source, outDir));
    } finally {
      await database.close();
    }
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
