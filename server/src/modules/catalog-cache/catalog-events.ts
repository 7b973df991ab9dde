import type { CatalogChangeReason, CatalogEvents } from '../../kernel/catalog-events.js';
import type { CatalogCache } from './catalog-cache.js';

type Log = { debug: (obj: object, msg: string) => void };

/**
 * The catalog-change signal over the answer cache: every reason clears it whole (simple, never stale), and
 * `invalidate` also announces it to the other processes when they share one PostgreSQL (catalog-notify.ts).
 */
export function createCatalogEvents(cache: CatalogCache, log: Log): CatalogEvents {
  return {
    changed(reason: CatalogChangeReason) {
      log.debug({ reason }, 'catalog changed: answer cache cleared');
      cache.invalidate();
    },
  };
}
