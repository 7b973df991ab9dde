import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A kept answer: its bytes (JSON, or a page's HTML) and their ETag. */
export type CachedPage = { json: string; etag: string };

/**
 * With a read replica (DATABASE_REPLICA_URL), answers may be loaded from a standby up to `lagBoundMs` behind
 * (it is read only while within that bound, db/read-replica.ts); `readsPrimary` says the current request reads
 * the primary (its visitor just wrote).
 */
export type ReplicaSettling = { lagBoundMs: number; readsPrimary: () => boolean };
const NO_REPLICA: ReplicaSettling = { lagBoundMs: 0, readsPrimary: () => false };

/**
 * The public catalog (lists and the featured shelf) is read far more than it changes, so answers are kept
 * serialised in memory with an ETag. Any write that can change what the catalog shows (a listing added,
 * edited, moderated or deleted; stock moved by an order or a cancel) clears the whole cache — simple, and
 * never stale. With several processes, `invalidate` is also announced to the others (catalog-notify.ts).
 */
export function createCatalogCache(max = 1000, replica: ReplicaSettling = NO_REPLICA) {
  const cache = new LRUCache<string, CachedPage>({ max, ttl: 5 * 60_000 });
  const inflight = new Map<string, Promise<CachedPage | undefined>>();
  let generation = 0;
  // Until then a change may not be on the read replica yet (below); 0 without a replica.
  let settledAt = 0;
  const listeners: (() => void)[] = [];

  /** `load`'s value serialised, kept unless `load` found nothing to keep or a write happened meanwhile. */
  function cached<T>(key: string, load: () => Promise<T | undefined>, serialise: (value: T) => string) {
    // A visitor who just wrote reads the primary: a kept answer from an unsettled replica could lack the write.
    const own = replica.readsPrimary() && Date.now() < settledAt;
    const hit = own ? undefined : cache.get(key);
    if (hit) return Promise.resolve(hit);
    const pending = own ? undefined : inflight.get(key);
    if (pending) return pending;
    const started = generation;
    const startedAt = Date.now();
    const promise = load()
      .then((value) => {
        if (value === undefined) return undefined;
        const json = serialise(value);
        const page = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
        // A write during the load makes this answer possibly stale: serve it once, do not keep it.
        if (started !== generation || own) return page;
        // Loaded from a replica that may not have replayed the last change yet: kept only until it has (the
        // next load after that sees it), not the full five minutes.
        const untilSettled = settledAt - Date.now();
        if (startedAt < settledAt) {
          if (untilSettled > 0) cache.set(key, page, { ttl: untilSettled });
        } else cache.set(key, page);
        return page;
      })
      .finally(() => {
        if (inflight.get(key) === promise) inflight.delete(key);
      });
    if (!own) inflight.set(key, promise);
    return promise;
  }

  return {
    /**
     * The answer kept for `key` now, without waiting (undefined: not kept, or this visitor reads the primary
     * after a write and must not be served a replica's answer). The catalog's hot path: no promise at all.
     */
    kept(key: string): CachedPage | undefined {
      return replica.readsPrimary() && Date.now() < settledAt ? undefined : cache.get(key);
    },

    /** The cached answer for `key`, loading (once, even under concurrent requests) when missing. */
    async get(key: string, load: () => Promise<unknown>): Promise<CachedPage> {
      const page = await cached(
        key,
        async () => ({ value: await load() }),
        ({ value }) => JSON.stringify(value),
      );
      return page!;
    },

    /**
     * The same for text kept as it is (server-rendered pages, cleared by the same catalog changes); `load`
     * answers undefined for a page not to keep (not found, not rendered), and so does this.
     */
    getText(key: string, load: () => Promise<string | undefined>): Promise<CachedPage | undefined> {
      return cached(key, load, (text) => text);
    },

    /** Forget everything (this process), then tell the listeners (other processes). */
    invalidate(): void {
      this.clearLocal();
      for (const l of listeners) l();
    },

    clearLocal(): void {
      generation++;
      if (replica.lagBoundMs > 0) settledAt = Date.now() + replica.lagBoundMs;
      cache.clear();
      inflight.clear();
    },

    onInvalidate(listener: () => void): void {
      listeners.push(listener);
    },

    get size() {
      return cache.size;
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
