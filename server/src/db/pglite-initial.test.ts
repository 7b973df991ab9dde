import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrations-dir.js';
import { pgliteExtensions } from './pglite-extensions.js';
import { makeInitialData, placeInitialData } from './pglite-initial.js';

// The build's first data folder (decision 0035): made once, unpacked into an empty folder, never over data.
let work: string;
let built: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'bb-pglite-initial-'));
  built = join(work, 'dist');
  await mkdir(built);
  await writeFile(join(built, 'pglite-initial-0.0.1.tar.gz'), 'a file of another PGlite version');
  await makeInitialData(built);
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

const open = (dir: string) => PGlite.create({ dataDir: dir, extensions: pgliteExtensions });

describe('the build’s first data folder', () => {
  it('is written once, for the installed PGlite, with files of other versions removed', async () => {
    const files = await readdir(built);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^pglite-initial-\d+\.\d+\.\d+\.tar\.gz$/);
    expect(files[0]).not.toBe('pglite-initial-0.0.1.tar.gz');
  });

  it('fills an empty folder with every migration applied, and a half-unpacked leftover is replaced', async () => {
    const dir = join(work, 'fresh', 'pglite');
    await mkdir(`${dir}.unpacking`, { recursive: true });
    await writeFile(join(`${dir}.unpacking`, 'PG_VERSION'), 'left by a start that was stopped');
    expect(await placeInitialData(dir, built)).toBe(true);
    expect(existsSync(`${dir}.unpacking`)).toBe(false);

    const journal = JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const db = await open(dir);
    try {
      const applied = await db.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      const trgm = await db.query<{ s: number }>("select similarity('chal', 'chaal')::float8 as s");
      expect(trgm.rows[0]!.s).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('leaves a folder that holds a database alone', async () => {
    const dir = join(work, 'existing', 'pglite');
    expect(await placeInitialData(dir, built)).toBe(true);
    const db = await open(dir);
    await db.exec('create table kept (v int); insert into kept values (7)');
    await db.close();

    expect(await placeInitialData(dir, built)).toBe(false);
    const again = await open(dir);
    try {
      expect((await again.query<{ v: number }>('select v from kept')).rows).toEqual([{ v: 7 }]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('does nothing without a file for the installed PGlite (a run from source: initdb makes the folder)', async () => {
    const dir = join(work, 'from-source', 'pglite');
    expect(await placeInitialData(dir, join(work, 'nothing-built'))).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });
});
