import type { Database } from '../../db/client.js';
import type { CatalogCache } from './catalog-cache.js';

const CHANNEL = 'bulkbazar_catalog';
type Log = { warn: (obj: object, msg: string) => void };

/**
 * Several app processes on one PostgreSQL: each LISTENs on a channel and clears its catalog cache when
 * another process announces a change (NOTIFY). Returns a function that stops listening.
 */
export async function shareCatalogInvalidations(
  cache: CatalogCache,
  database: Database,
  log: Log,
): Promise<() => Promise<void>> {
  const me = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const stop = await database.listen(CHANNEL, {
    onPayload: (payload) => {
      if (payload !== me) cache.clearLocal();
    },
    // Whatever changed while we were away is unknown: start from an empty cache.
    onLost: () => {
      log.warn({}, 'catalog change listener lost; reconnecting');
      cache.clearLocal();
    },
  });
  cache.onInvalidate(() => {
    database
      .notify(CHANNEL, me)
      .catch((err: Error) => log.warn({ err: err.message }, 'catalog change not announced'));
  });
  return stop;
}
