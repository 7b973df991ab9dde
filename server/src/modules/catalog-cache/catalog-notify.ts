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
  // Every order changes stock, so a sale invalidates hundreds of times a second: one announcement in flight
  // at a time, and one more after it when changes came meanwhile (the others clear a round trip later at most).
  let sending = false;
  let again = false;
  const announce = () => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    database
      .notify(CHANNEL, me)
      .catch((err: Error) => log.warn({ err: err.message }, 'catalog change not announced'))
      .finally(() => {
        sending = false;
        if (again) {
          again = false;
          announce();
        }
      });
  };
  cache.onInvalidate(announce);
  return stop;
}
