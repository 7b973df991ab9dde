import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { adminQuery } from '../../../test/database-template.js';
import { createProduct } from '../../../test/factories.js';
import { placeOrder } from '../../../test/place-order.js';
import { openPglite, openPostgres, type Database } from '../../db/client.js';
import { restoreBackup, RestoreRefused, type RestoreTarget } from './restore-backup.js';
import { startBackupSchedule } from './backup-schedule.js';
import { takeBackup } from './take-backup.js';

// A backup taken while buyers keep ordering restores to a shop equal to the source at the backup's moment
// (issue 33): every order acknowledged before the backup began is there, every table holds exactly the rows
// of the orders it has (each one-line order writes the same rows), and each product's stock book balances
// (initial stock = stock + units sold). PGlite by default, PostgreSQL with TEST_DATABASE_URL.
const INITIAL_STOCK = 100_000;
let t: TestApp;
let buyers: Session[];
let productIds: string[];
let work: string;
const picture = randomBytes(2048);

beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000' });
  work = await mkdtemp(join(tmpdir(), 'bb-backup-'));
  buyers = await Promise.all(Array.from({ length: 4 }, () => signUp(t.app)));
  const products = await Promise.all(
    Array.from({ length: 3 }, () => createProduct(t.database.db, { minQuantity: 1, stock: INITIAL_STOCK })),
  );
  productIds = products.map((p) => p.id);
  await mkdir(join(t.dataDir, 'uploads', 'products'), { recursive: true });
  await writeFile(join(t.dataDir, 'uploads', 'products', 'picture.webp'), picture);
});
afterAll(async () => {
  await t?.close();
  await rm(work, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Every table of ours (all schemas but PostgreSQL's own) with its row count. */
async function tableCounts(database: Database): Promise<Record<string, number>> {
  const tables = await rowsOf(
    database,
    sql`select schemaname, tablename from pg_tables
         where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schemaname, tablename } of tables) {
    const name = `${String(schemaname)}.${String(tablename)}`;
    const [row] = await rowsOf(
      database,
      sql.raw(`select count(*)::int as n from "${String(schemaname)}"."${String(tablename)}"`),
    );
    counts[name] = Number(row!.n);
  }
  return counts;
}

const orderIds = async (database: Database) =>
  new Set((await rowsOf(database, sql`select id from orders`)).map((r) => String(r.id)));

/** Initial stock = stock + units in orders not cancelled, for each product. */
async function stockBooks(database: Database) {
  return rowsOf(
    database,
    sql`select p.id, p.stock + coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
          where i.product_id = p.id and o.order_status <> 'cancelled'), 0)::int as initial
        from products p where p.id in (${sql.join(
          productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by p.id`,
  );
}

/** A restore target: a new PGlite folder, or a new empty database on the test's PostgreSQL server. */
async function emptyTarget(): Promise<{
  target: RestoreTarget;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(work, 'target-'));
  const uploadsDir = join(dir, 'uploads');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pgliteDir = join(dir, 'pglite');
    return { target: { pgliteDir, uploadsDir }, open: () => openPglite(pgliteDir), drop: async () => {} };
  }
  const name = `bb_restore_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { databaseUrl: url.toString(), uploadsDir },
    open: () => openPostgres(url.toString(), 2),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

describe('npm run backup / restore, under order load', () => {
  it('restores a shop equal to the source at the backup point', async () => {
    const before = await tableCounts(t.database);
    const acknowledged: string[] = [];
    let placing = true;
    let wanted = 0;
    let reached: () => void = () => {};
    const until = (n: number) =>
      new Promise<void>((resolve) => {
        wanted = n;
        reached = resolve;
        if (acknowledged.length >= n) resolve();
      });
    const buyer = async (b: Session, i: number) => {
      for (let k = 0; placing; k++) {
        const res = await placeOrder(t.app, b, productIds[(i + k) % productIds.length]!, 1 + ((i + k) % 5));
        expect(res.statusCode, res.body).toBe(200);
        acknowledged.push(res.json().order._id);
        if (acknowledged.length >= wanted) reached();
      }
    };
    const load = Promise.all(buyers.map(buyer));

    await until(12);
    const beforeBackup = [...acknowledged];
    const backup = await takeBackup(
      {
        database: t.database,
        databaseUrl: (t.database as { url?: string }).url,
        uploadsDir: join(t.dataDir, 'uploads'),
      },
      join(work, 'backups'),
    );
    const afterBackup = acknowledged.length;
    // Orders keep coming after the backup: the restored shop must not have them.
    await until(afterBackup + 8);
    placing = false;
    await load;
    console.log(
      `orders acknowledged: ${beforeBackup.length} before the backup, ${afterBackup - beforeBackup.length} during it, ${acknowledged.length} in all`,
    );

    expect(backup.file).toMatch(/bulkbazar-backup-\d{8}-\d{6}Z\.tar\.gz$/);
    expect(await readFile(`${backup.file}.sha256`, 'utf8')).toMatch(
      /^[0-9a-f]{64} {2}bulkbazar-backup-.*\.tar\.gz\n$/,
    );

    const { target, open, drop } = await emptyTarget();
    try {
      await restoreBackup(backup.file, target);
      const restored = await open();
      try {
        const restoredOrders = await orderIds(restored);
        const sourceOrders = await orderIds(t.database);
        for (const id of beforeBackup) expect(restoredOrders.has(id)).toBe(true);
        for (const id of restoredOrders) expect(sourceOrders.has(id)).toBe(true);
        expect(restoredOrders.size).toBeLessThan(sourceOrders.size);
        console.log(`restored ${restoredOrders.size} of the source's ${sourceOrders.size} orders`);

        // Every one-line order writes the same rows: each table holds its rows from before the load plus
        // exactly (rows per order) × (orders restored) — the source as it was at the backup's moment.
        const after = await tableCounts(t.database);
        const got = await tableCounts(restored);
        const placed = sourceOrders.size;
        const expected: Record<string, number> = {};
        for (const [table, n] of Object.entries(after)) {
          const perOrder = (n - (before[table] ?? 0)) / placed;
          expect(
            Number.isInteger(perOrder),
            `${table}: ${n - (before[table] ?? 0)} rows for ${placed} orders`,
          ).toBe(true);
          expected[table] = (before[table] ?? 0) + perOrder * restoredOrders.size;
        }
        expect(got).toEqual(expected);

        // The stock books balance in the restored shop as in the source.
        const books = await stockBooks(restored);
        expect(books.map((b) => b.initial)).toEqual(productIds.map(() => INITIAL_STOCK));
        expect((await stockBooks(t.database)).map((b) => b.initial)).toEqual(
          productIds.map(() => INITIAL_STOCK),
        );

        expect(await readFile(join(target.uploadsDir, 'products', 'picture.webp'))).toEqual(picture);
      } finally {
        await restored.close();
      }

      // Into the same target again: refused, naming why, and nothing changed.
      const again = restoreBackup(backup.file, target);
      await expect(again).rejects.toBeInstanceOf(RestoreRefused);
      await expect(again).rejects.toThrow(/uploads folder .* is not empty/);
      await rm(target.uploadsDir, { recursive: true });
      await expect(restoreBackup(backup.file, target)).rejects.toThrow(
        target.databaseUrl ? /already has \d+ tables/ : /data folder .* is not empty/,
      );
    } finally {
      await drop();
    }

    // A damaged copy, or one without its checksum file, is never restored.
    const { target: fresh, drop: dropFresh } = await emptyTarget();
    try {
      const damaged = join(work, 'damaged.tar.gz');
      const bytes = await readFile(backup.file);
      const middle = bytes.length >> 1;
      bytes[middle] = bytes[middle]! ^ 0xff;
      await writeFile(damaged, bytes);
      await writeFile(`${damaged}.sha256`, `${backup.sha256}  damaged.tar.gz\n`);
      await expect(restoreBackup(damaged, fresh)).rejects.toThrow(/does not match its checksum/);
      const bare = join(work, 'bare.tar.gz');
      await copyFile(backup.file, bare);
      await expect(restoreBackup(bare, fresh)).rejects.toThrow(/No checksum file/);
    } finally {
      await dropFresh();
    }
  });
});

describe('BACKUP_INTERVAL_HOURS and BACKUP_KEEP', () => {
  it('backs the running shop up each interval and keeps the newest BACKUP_KEEP with their checksums', async () => {
    const dir = join(work, 'scheduled');
    await mkdir(dir, { recursive: true });
    for (const old of ['20240101-000000Z', '20250101-000000Z', '20250601-120000Z']) {
      await writeFile(join(dir, `bulkbazar-backup-${old}.tar.gz`), 'old');
      await writeFile(join(dir, `bulkbazar-backup-${old}.tar.gz.sha256`), 'old');
    }
    await writeFile(join(dir, 'notes.txt'), 'not a backup: left alone');
    const logged: string[] = [];
    const log = {
      info: (_: object, m: string) => void logged.push(m),
      error: (_: object, m: string) => void logged.push(m),
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      const stop = startBackupSchedule(
        {
          database: t.database,
          databaseUrl: (t.database as { url?: string }).url,
          uploadsDir: join(t.dataDir, 'uploads'),
        },
        { dir, intervalHours: 6, keep: 2 },
        log,
      );
      vi.advanceTimersByTime(6 * 3_600_000);
      await vi.waitFor(() => expect(logged).toContain('backup taken'), { timeout: 60_000, interval: 50 });
      stop();
    } finally {
      vi.useRealTimers();
    }
    const names = (await readdir(dir)).sort();
    const kept = names.filter((n) => n.endsWith('.tar.gz'));
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe('bulkbazar-backup-20250601-120000Z.tar.gz');
    expect(kept[1]).not.toMatch(/^bulkbazar-backup-202[45]/);
    expect(names).toEqual([...kept.flatMap((n) => [n, `${n}.sha256`]), 'notes.txt'].sort());
  });
});
