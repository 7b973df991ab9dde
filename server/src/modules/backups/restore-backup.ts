import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { expectedSha256, sha256Of, type Manifest } from './backup-files.js';
import { run } from './take-backup.js';

export type RestoreTarget = {
  /** PGlite's folder (DATA_DIR/pglite) when restoring an embedded shop; unset for PostgreSQL. */
  pgliteDir?: string;
  /** PostgreSQL's address when restoring into a database server. */
  databaseUrl?: string;
  uploadsDir: string;
};

/** A restore that would overwrite something: refused before anything is written. */
export class RestoreRefused extends Error {}

const isEmptyDir = async (dir: string) => !existsSync(dir) || (await readdir(dir)).length === 0;

/** Tables of ours in the target database (any schema but PostgreSQL's own). */
async function userTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg_toast%'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Restores backup `file` into an empty target only: the checksum file beside it must match first, the
 * backup's database kind must be the target's, and the data folder / database and the uploads folder must be
 * empty — a restore never mixes two shops or overwrites one. Each refusal says which of these failed.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<Manifest> {
  const expected = await expectedSha256(file);
  const actual = await sha256Of(file);
  if (actual !== expected)
    throw new RestoreRefused(
      `${basename(file)} does not match its checksum (the file is damaged or changed).`,
    );
  if (!(await isEmptyDir(target.uploadsDir)))
    throw new RestoreRefused(
      `The uploads folder ${target.uploadsDir} is not empty: restore into an empty one.`,
    );
  if (target.databaseUrl) {
    const tables = await userTables(target.databaseUrl);
    if (tables > 0)
      throw new RestoreRefused(
        `The target database already has ${tables} tables: restore into an empty database (createdb a new one).`,
      );
  } else if (!target.pgliteDir || !(await isEmptyDir(target.pgliteDir))) {
    throw new RestoreRefused(
      `The data folder ${target.pgliteDir} is not empty: restore into an empty DATA_DIR.`,
    );
  }

  const work = await mkdtemp(join(tmpdir(), 'bb-restore-'));
  try {
    const { extract } = await import('tar');
    await extract({ file, cwd: work });
    const manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as Manifest;
    const wanted = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.format !== 1 || manifest.database !== wanted)
      throw new RestoreRefused(
        `This is a ${manifest.database} backup: it restores only into ${manifest.database}.`,
      );
    if (target.databaseUrl) {
      // --exit-on-error and one transaction: a failed restore leaves the database empty, not half-filled.
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '-d',
        target.databaseUrl,
        join(work, 'database', 'postgres.dump'),
      ]);
    } else {
      const dump = await readFile(join(work, 'database', 'pglite.tar.gz'));
      const client = await PGlite.create({ dataDir: target.pgliteDir!, loadDataDir: new Blob([dump]) });
      await client.close();
    }
    if (existsSync(join(work, 'uploads')))
      await cp(join(work, 'uploads'), target.uploadsDir, { recursive: true });
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
