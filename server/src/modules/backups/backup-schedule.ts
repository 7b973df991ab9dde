import { pruneBackups } from './backup-files.js';
import { takeBackup, type BackupSource } from './take-backup.js';

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type BackupSchedule = { dir: string; intervalHours: number; keep: number };

/**
 * BACKUP_INTERVAL_HOURS > 0: the running shop backs itself up every so many hours into BACKUP_DIR and keeps
 * the newest BACKUP_KEEP. This is how a running PGlite shop is backed up without stopping it (no other process
 * may open its folder). One backup at a time; a failure is logged and the next interval tries again.
 */
export function startBackupSchedule(source: BackupSource, schedule: BackupSchedule, log: Log): () => void {
  if (schedule.intervalHours <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void takeBackup(source, schedule.dir)
      .then(async (taken) => {
        const removed = await pruneBackups(schedule.dir, schedule.keep);
        log.info({ file: taken.file, sha256: taken.sha256, removed }, 'backup taken');
      })
      .catch((err: unknown) => log.error({ err }, 'scheduled backup failed'))
      .finally(() => (running = false));
  }, schedule.intervalHours * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
