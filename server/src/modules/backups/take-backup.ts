import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/client.js';
import { backupName, checksumLine, sha256Of, type Manifest } from './backup-files.js';

export type BackupSource = {
  /** The shop's open database (PGlite is dumped through it), or just its kind for pg_dump. */
  database: Pick<Database, 'kind' | 'dumpDataDir'>;
  /** PostgreSQL's address, for pg_dump (its own connection and snapshot). */
  databaseUrl?: string;
  uploadsDir: string;
};

export type TakenBackup = { file: string; sha256: string };

/** Runs a command to its end; its stderr is the error when it fails. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * One consistent backup while the shop runs, into `outDir`: PGlite's data folder dumped between transactions
 * (db/client.ts dumpDataDir), or pg_dump's custom format (one snapshot: every row as of one moment), plus the
 * uploads folder, as one dated .tar.gz written under a temporary name and renamed when whole, then its
 * .sha256. Uploads are copied after the database: a picture uploaded meanwhile may be in the backup without
 * its row (harmless), never a row without its picture that existed before the backup began.
 */
export async function takeBackup(
  source: BackupSource,
  outDir: string,
  now = new Date(),
): Promise<TakenBackup> {
  await mkdir(outDir, { recursive: true });
  const staging = await mkdtemp(join(outDir, '.staging-'));
  try {
    await mkdir(join(staging, 'database'));
    const kind = source.database.kind;
    if (kind === 'postgres') {
      if (!source.databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL');
      await run('pg_dump', ['-Fc', '-f', join(staging, 'database', 'postgres.dump'), source.databaseUrl]);
    } else {
      const dump = await source.database.dumpDataDir!();
      await writeFile(join(staging, 'database', 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    }
    const manifest: Manifest = { format: 1, database: kind, takenAt: now.toISOString() };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // The uploads are read where they are (a link the archiver follows), not copied first.
    const entries = ['manifest.json', 'database'];
    if (existsSync(source.uploadsDir)) {
      await symlink(source.uploadsDir, join(staging, 'uploads'));
      entries.push('uploads');
    }
    const file = join(outDir, uniqueName(outDir, now));
    const partial = `${file}.partial`;
    // tar is imported when a backup is taken, not at start (issue 35: ~6 MiB for a nightly job).
    const { create } = await import('tar');
    await create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries);
    await rename(partial, file);
    const sha256 = await sha256Of(file);
    await writeFile(`${file}.sha256`, checksumLine(sha256, file));
    return { file, sha256 };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The dated name, with -2, -3 … when a backup of the same second is already there. */
function uniqueName(dir: string, now: Date): string {
  const name = backupName(now);
  if (!existsSync(join(dir, name))) return name;
  for (let i = 2; ; i++) {
    const next = name.replace(/Z\.tar\.gz$/, `-${i}Z.tar.gz`);
    if (!existsSync(join(dir, next))) return next;
  }
}
