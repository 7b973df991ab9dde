import pg from 'pg';
import type { CatalogCache } from './catalog-cache.js';

const CHANNEL = 'bulkbazar_catalog';
type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

/**
 * Several app processes on one PostgreSQL: each LISTENs on a channel and clears its catalog cache when
 * another process announces a change (NOTIFY). Returns a function that stops listening.
 */
export async function shareCatalogInvalidations(
  cache: CatalogCache,
  databaseUrl: string,
  log: Log,
): Promise<() => Promise<void>> {
  const me = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  let listener: pg.Client | undefined;
  let stopped = false;
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  notifier.on('error', () => {});

  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (msg) => {
      if (msg.payload !== me) cache.clearLocal();
    });
    client.on('error', (err) => {
      log.warn({ err: err.message }, 'catalog change listener lost; reconnecting');
      // Whatever changed while we were away is unknown: start from an empty cache.
      cache.clearLocal();
      setTimeout(() => void connect().catch(() => {}), 1_000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  await connect();

  cache.onInvalidate(() => {
    notifier
      .query('select pg_notify($1, $2)', [CHANNEL, me])
      .catch((err: Error) => log.warn({ err: err.message }, 'catalog change not announced'));
  });

  return async () => {
    stopped = true;
    await listener?.end().catch(() => {});
    await notifier.end().catch(() => {});
  };
}
