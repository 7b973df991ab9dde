import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema } from './schema.js';
import type { Db } from './db-type.js';

/**
 * Set (true) around a request whose reads must see the primary: the visitor wrote a moment ago and the standby
 * may not have replayed it yet (read-your-writes, http/read-your-writes.ts).
 */
export const primaryReads = new AsyncLocalStorage<boolean>();

/** After a failure to reach the standby, reads stay on the primary this long before it is tried again. */
const RETRY_AFTER_MS = 5_000;
/** How often the standby's replay lag is measured (also a health check: a failure marks it down). */
const LAG_CHECK_MS = 1_000;

export type ReadCounts = { replica: number; primary: number; fallbacks: number };

export type ReadReplica = {
  /** Drizzle over the router: each query goes to the standby when it may, else to the primary. */
  db: Db;
  /** Queries served by each side since start, and how many fell back after the standby failed (tests, logs). */
  counts(): ReadCounts;
  /** The last measured replay lag in ms, or undefined when unknown (standby down). */
  lagMs(): number | undefined;
  close(): Promise<void>;
};

type Queryable = Pick<pg.Pool, 'query' | 'connect'>;

/**
 * Errors that say the standby cannot answer now (not that the query is wrong): no connection, shut down,
 * starting up, out of connections, or the query cancelled by a conflict with recovery (class 40 on a standby).
 * Such a read is run again on the primary; the first four also mark the standby down for a while.
 */
function standbyUnavailable(err: unknown): 'down' | 'retry' | undefined {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return 'down'; // ECONNREFUSED, timeouts, resets
  const cls = code.slice(0, 2);
  if (['08', '53', '57', '58'].includes(cls)) return 'down';
  if (cls === '40') return 'retry';
  return undefined;
}

/**
 * A pool-shaped router for drizzle (its name holds "Pool", which is how drizzle knows to take one connection
 * for a transaction): each query and each connection goes to the standby unless the request must read the
 * primary, or the standby is lagging or down.
 */
class ReplicaRoutingPool {
  constructor(
    private readonly route: () => { replica: boolean },
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly counts: ReadCounts,
    private readonly markDown: () => void,
  ) {}

  private async run<T>(call: (q: Queryable) => Promise<T>): Promise<T> {
    if (this.route().replica) {
      try {
        const result = await call(this.replica);
        this.counts.replica++;
        return result;
      } catch (err) {
        const why = standbyUnavailable(err);
        if (!why) throw err;
        if (why === 'down') this.markDown();
        this.counts.fallbacks++;
      }
    }
    const result = await call(this.primary);
    this.counts.primary++;
    return result;
  }

  query(...args: unknown[]): Promise<unknown> {
    return this.run((q) => (q.query as (...a: unknown[]) => Promise<unknown>)(...args));
  }

  connect(): Promise<pg.PoolClient> {
    return this.run((q) => q.connect());
  }
}

/**
 * Reads from a hot standby (DATABASE_REPLICA_URL) next to the primary's pool: the caller's reads that may lag
 * a moment (catalog, search, seller pages, sitemap, rendered pages) take `db`; everything else keeps the
 * primary's. A replay lag over `maxLagMs` (measured each second) sends reads to the primary until it shrinks.
 */
export function openReadReplica(
  url: string,
  primary: pg.Pool,
  { poolMax, maxLagMs }: { poolMax: number; maxLagMs: number },
): ReadReplica {
  // A short connect timeout: an unreachable standby costs a read at most this much before the primary answers.
  const replica = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 2_000 });
  replica.on('error', () => {});
  const counts: ReadCounts = { replica: 0, primary: 0, fallbacks: 0 };
  let downUntil = 0;
  let lag: number | undefined;
  const markDown = () => {
    downUntil = Date.now() + RETRY_AFTER_MS;
    lag = undefined;
  };
  const route = () => {
    const now = Date.now();
    const lagging = lag !== undefined && lag > maxLagMs;
    return {
      replica: !primaryReads.getStore() && now >= downUntil && !lagging,
    };
  };

  // Behind is measured against the primary's WAL position just read: caught up (replayed past it) is no lag,
  // however long ago the last commit was (an idle primary sends nothing); otherwise the lag is the age of the
  // last replayed commit. A standby cut off from its primary does not look caught up (its own received
  // position would).
  const measure = async () => {
    if (Date.now() < downUntil) return;
    let position: string;
    try {
      position = (await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!
        .lsn;
    } catch {
      return; // the primary's trouble, not the standby's: readiness and the requests report it
    }
    try {
      const { rows } = await replica.query<{ lag_ms: number | null }>(
        `select case when pg_last_wal_replay_lsn() >= $1::pg_lsn then 0
                else extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000 end::float8 as lag_ms`,
        [position],
      );
      // No replay time yet (a standby that has replayed nothing since it started): behind by an unknown amount.
      lag = rows[0]?.lag_ms ?? Number.POSITIVE_INFINITY;
    } catch {
      markDown();
    }
  };
  const timer = setInterval(() => void measure(), LAG_CHECK_MS);
  timer.unref();
  void measure();

  const router = new ReplicaRoutingPool(route, replica, primary, counts, markDown);
  return {
    db: drizzlePg({ client: router as unknown as pg.Pool, schema }) as unknown as Db,
    counts: () => ({ ...counts }),
    lagMs: () => lag,
    close: async () => {
      clearInterval(timer);
      await replica.end();
    },
  };
}
