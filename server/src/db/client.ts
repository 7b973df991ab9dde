import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pgliteExtensions } from './pglite-extensions.js';
import { placeInitialData } from './pglite-initial.js';
import { openReadReplica, type ReadReplica } from './read-replica.js';
import { pgliteStartParams } from './pglite-settings.js';
import { turnPerStatement } from './pglite-turns.js';
import { schema } from './schema.js';
import type { Db } from './db-type.js';

export type { Db };

/** What a channel's listener hears: each payload, and `reset` when notifications may have been missed. */
export type ChannelHandlers = {
  onPayload: (payload: string) => void;
  /** The connection that listened was lost (nothing is heard until it is back): forget what you cached. */
  onLost?: () => void;
  /** Listening (again): from here on every notification arrives. */
  onListening?: () => void;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * For reads that may lag a moment (catalog, search, seller pages, sitemap, rendered pages): a hot standby's
   * when DATABASE_REPLICA_URL is set (falling back to the primary, read-replica.ts), else `db` itself.
   */
  readDb: Db;
  /** The standby's router (counts, lag, catalog changes settling), when one is set. */
  replica?: ReadReplica;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTENs on `channel` (NOTIFY from a trigger or another process); resolves once listening, to a function
   * that stops. PostgreSQL uses a connection of its own, reconnecting every second after a loss.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  /** NOTIFY `channel` with `payload`, now (not inside a caller's transaction). */
  notify(channel: string, payload: string): Promise<void>;
  /** The pool's connections (PostgreSQL, for /metrics); PGlite has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite: a gzipped tar of its data folder, taken between transactions (backups; PostgreSQL uses pg_dump). */
  dumpDataDir?(): Promise<Blob>;
};

const notifyWith = (db: Db) => async (channel: string, payload: string) =>
  void (await db.execute(sql`select pg_notify(${channel}, ${payload})`));

/** Embedded PostgreSQL (PGlite) in `dir`, or in memory when `dir` is undefined (tests). */
export async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir && !(await placeInitialData(dir))) await mkdir(dir, { recursive: true });
  return pgliteDatabase(
    await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      extensions: pgliteExtensions,
      // Sized for a 1 GB machine: pglite-settings.ts.
      startParams: pgliteStartParams(),
    }),
  );
}

/** The shop's database over an open PGlite client (tests open theirs from a migrated copy). */
export function pgliteDatabase(client: PGlite): Database {
  turnPerStatement(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    readDb: db,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    notify: notifyWith(db),
    // Inside a transaction of its own nothing else runs (every statement of PGlite takes its transaction
    // lock), so the copy is of one moment between commits, never inside another transaction.
    dumpDataDir: () => client.transaction(() => client.dumpDataDir('gzip')),
    // In the same process as every writer: nothing can be missed, so there is no loss to report.
    listen: async (channel, { onPayload, onListening }) => {
      const unlisten = await client.listen(channel, onPayload);
      onListening?.();
      return () => unlisten();
    },
  };
}

export async function openPostgres(
  url: string,
  poolMax: number,
  standby?: { url: string; maxLagMs: number },
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const replica = standby && openReadReplica(standby.url, pool, { poolMax, maxLagMs: standby.maxLagMs });
  return {
    kind: 'postgres',
    db,
    readDb: replica?.db ?? db,
    ...(replica ? { replica } : {}),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await replica?.close();
      await pool.end();
    },
    notify: notifyWith(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
  };
}

/** A dedicated connection LISTENing on `channel`; after a loss it reports `onLost` and reconnects each second. */
async function listenPostgres(url: string, channel: string, handlers: ChannelHandlers) {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) handlers.onPayload(msg.payload ?? '');
    });
    c.on('error', () => {
      if (client !== c) return;
      client = undefined;
      handlers.onLost?.();
      void c.end().catch(() => {});
      setTimeout(() => void connect().catch(retry), 1_000).unref();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
    handlers.onListening?.();
  };
  const retry = () => {
    if (!stopped) setTimeout(() => void connect().catch(retry), 1_000).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
