import type { Lang } from '@bulkbazar/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The `fetch` the server's copy of the web app calls its API with: the same routes, answered in-process
 * (app.inject: no socket, the same validation, access rules and catalog cache as a browser's request). Never
 * with the visitor's cookies: a rendered page is the same for everyone, which is what lets it be cached.
 */
export function inProcessApi(app: FastifyInstance, lang: Lang): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET') !== 'GET') throw new Error(`A rendered page may only read: ${url}`);
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': lang },
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}
