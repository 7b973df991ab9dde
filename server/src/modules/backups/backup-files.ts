import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';

// A backup is one file, bulkbazar-backup-<UTC time>.tar.gz, with <file>.sha256 beside it in sha256sum's format
// (`sha256sum -c` checks it too). Inside: manifest.json, database/ (PGlite's data-folder dump or pg_dump's
// custom-format file) and uploads/.
export const BACKUP_PREFIX = 'bulkbazar-backup-';
const BACKUP_NAME = /^bulkbazar-backup-\d{8}-\d{6}(-\d+)?Z\.tar\.gz$/;

export type Manifest = {
  format: 1;
  /** Which database the backup holds: it restores only into the same kind. */
  database: 'pglite' | 'postgres';
  takenAt: string;
};

/** 2026-11-28T04:40:12.345Z → bulkbazar-backup-20261128-044012Z.tar.gz (sorts by time). */
export function backupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, 'Z');
  return `${BACKUP_PREFIX}${stamp}.tar.gz`;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const checksumLine = (hex: string, file: string) => `${hex}  ${basename(file)}\n`;

/** The checksum file's hash for `file`, or why there is none to trust. */
export async function expectedSha256(file: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(`${file}.sha256`, 'utf8');
  } catch {
    throw new Error(`No checksum file ${basename(file)}.sha256 beside the backup: refusing to restore it.`);
  }
  const match = /^([0-9a-f]{64}) [ *](.+)$/m.exec(text.trim());
  if (!match || match[2] !== basename(file))
    throw new Error(`${basename(file)}.sha256 does not name ${basename(file)}: refusing to restore it.`);
  return match[1]!;
}

/** Keeps the newest `keep` backups in `dir` (by their names' time) and removes the rest with their checksums. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => BACKUP_NAME.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) {
    await rm(join(dir, name), { force: true });
    await rm(join(dir, `${name}.sha256`), { force: true });
  }
  return old;
}
