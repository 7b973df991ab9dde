import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

// PGlite corrupts a data folder that two processes open at once, so the embedded mode holds an exclusive
// lock on DATA_DIR. The lock is refreshed every second; a lock left by a killed process goes stale after
// a few seconds and is then taken over, so a crash never needs manual clean-up.
const STALE_MS = 4_000;

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another BulkBazar process. ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
  }
}

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, '.lock'),
      stale: STALE_MS,
      update: 1_000,
      // Waiting a little longer than the stale time lets a restart after a crash take the old lock over.
      retries: { retries: 5, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
      realpath: false,
      onCompromised: (err) => {
        // Another process took our lock: keeping on writing would corrupt the database.
        console.error(`Lost the lock on ${dataDir}: ${err.message}. Stopping.`);
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw err;
  }
}
