import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from './migrations-dir.js';
import { pgliteExtensions } from './pglite-extensions.js';
import { pgliteStartParams } from './pglite-settings.js';

/**
 * The embedded database's first start, made at build time (issue 35, decision 0035). A fresh PGlite data
 * folder is made by initdb inside WebAssembly, and its memory never shrinks: a bare first start peaks at
 * ≈ 810 MiB, a start on an existing folder at ≈ 280 MiB. `npm run build` runs initdb and the migrations once
 * and ships the folder as a gzipped tar beside the bundle; a shop whose folder is empty unpacks it and opens
 * it as an existing one. Without the file (a development run from source, or a build of another
 * PGlite) the shop runs initdb as before. The migrations still run after: the file may predate some.
 */
const FILE_PREFIX = 'pglite-initial-';

/** PGlite's version, read from its package (its exports do not include package.json). */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

const fileName = (version: string) => `${FILE_PREFIX}${version}.tar.gz`;

/** Where the build puts the file: beside the migrations (dist/db/ in the bundle, src/db/ from source). */
const initialDir = () => dirname(MIGRATIONS_DIR);

/**
 * Puts the build's first data folder in `dataDir` when it has none yet, so PGlite opens it as an existing
 * folder (≈ 290 MiB; loading the same tar through PGlite's loadDataDir peaks at ≈ 370). Unpacked beside the
 * folder and renamed into place, so a start stopped midway leaves no half folder. Returns whether it did.
 */
export async function placeInitialData(dataDir: string, fromDir = initialDir()): Promise<boolean> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
  const file = join(fromDir, fileName(await pgliteVersion()));
  if (!existsSync(file)) return false;
  const unpacking = `${dataDir}.unpacking`;
  await rm(unpacking, { recursive: true, force: true });
  await mkdir(unpacking, { recursive: true });
  // Its members are named from the root ("/base/1/…"): tar strips the leading "/" into `cwd`.
  // tar is loaded here, once in a shop's life, not with every start. Unpacked synchronously: ~1,400 small files,
  // each an open/write/close that the asynchronous form sends through the thread pool and back, which left the
  // process idle between them — 0.4–0.6 s against 0.9–1.4 s for the same tar (2026-11-29). Nothing else runs
  // yet: the server listens only after the database is open.
  const { extract } = await import('tar');
  extract({ file, cwd: unpacking, sync: true });
  await rm(dataDir, { recursive: true, force: true });
  await rename(unpacking, dataDir);
  return true;
}

/** Runs initdb and every migration in memory, then writes the folder to `outDir` (the build calls this). */
export async function makeInitialData(outDir = initialDir()): Promise<string> {
  // A file of another PGlite version would only be skipped at start: leave none behind.
  for (const old of await readdir(outDir)) if (old.startsWith(FILE_PREFIX)) await rm(join(outDir, old));
  const client = await PGlite.create({ extensions: pgliteExtensions, startParams: pgliteStartParams() });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('gzip');
    const file = join(outDir, fileName(await pgliteVersion()));
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}
