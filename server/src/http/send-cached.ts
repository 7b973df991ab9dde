import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasWroteCookie } from './read-your-writes.js';

/** An answer serialised ahead (the catalog cache keeps them) with the ETag of its bytes. */
export type SerialisedAnswer = { json: string; etag: string };

/**
 * Sends an already serialised answer with its ETag; a browser or client that has it already gets 304 and
 * no body. `no-cache` means "ask every time", which the ETag makes cheap.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  page: SerialisedAnswer,
): FastifyReply {
  reply.header('etag', page.etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  // The JSON was produced from a value the response schema describes; skip re-serialising it.
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(page.json);
}

/** What sendCachedAnswer needs of a cache (the catalog cache is one). */
export type AnswerCache = {
  kept(key: string): SerialisedAnswer | undefined;
  get(key: string, load: () => Promise<unknown>): Promise<SerialisedAnswer>;
};

/**
 * Sends the answer `cache` keeps for `key`, loading it first when it keeps none. A kept answer is sent at once,
 * from a handler that is not async: no promise is made for the cached catalog, the shop's hottest path (each
 * costs more while a library has async_hooks on). Returns undefined when sent, else the send to come (a promise
 * of nothing, so Fastify sends nothing more).
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  load: () => Promise<unknown>,
): Promise<void> | undefined {
  const kept = cache.kept(key);
  if (kept) {
    sendCached(request, reply, kept);
    return undefined;
  }
  return cache.get(key, load).then((page) => void sendCached(request, reply, page));
}

/** Raw query strings remembered per route: enough for the catalog's busy pages, bounded whatever clients send. */
const REMEMBERED_QUERIES = 1000;
const LONGEST_REMEMBERED_QUERY = 512;

/**
 * The cache keys of a route whose answers `cache` keeps by validated query (the catalog list and facets). The
 * handler names the key with `keyOf`, which remembers it for the request's raw query string; `early`, the route's
 * onRequest hook, then answers a later request with the same raw query from the cache before Fastify validates
 * the query again: the same characters parse and validate to the same query, so to the same key. Validation was
 * 7 % of a cached card page's CPU (bench/RESULTS.md), and the hooks after onRequest go too. A request that must
 * read the primary after its own write (the read-your-writes cookie) takes the long way, where that is decided.
 */
export function keysByQuery(cache: AnswerCache, prefix: string) {
  const keys = new Map<string, string>();
  const rawQuery = (request: FastifyRequest) => {
    const url = request.raw.url ?? '';
    const at = url.indexOf('?');
    return at < 0 ? '' : url.slice(at + 1);
  };
  return {
    early(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
      const key = keys.get(rawQuery(request));
      const kept = key === undefined || hasWroteCookie(request.headers.cookie) ? undefined : cache.kept(key);
      // Sent from the hook: Fastify skips validation, the handler and their hooks; done() must not follow.
      if (kept) sendCached(request, reply, kept);
      else done();
    },
    keyOf(request: FastifyRequest & { query: unknown }): string {
      const key = `${prefix}:${JSON.stringify(request.query)}`;
      const raw = rawQuery(request);
      if (raw.length <= LONGEST_REMEMBERED_QUERY && !keys.has(raw)) {
        // The oldest first out (a Map iterates in insertion order).
        if (keys.size >= REMEMBERED_QUERIES) keys.delete(keys.keys().next().value!);
        keys.set(raw, key);
      }
      return key;
    },
  };
}
