import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keysByQuery, sendCachedAnswer, type SerialisedAnswer } from './send-cached.js';

// A route wired like the catalog list: keysByQuery's early hook in front, the validator and the handler behind.
// Counting the validator's calls says which way each request took.
let app: FastifyInstance;
let validated = 0;
let loaded = 0;
const kept = new Map<string, SerialisedAnswer>();
const cache = {
  kept: (key: string) => kept.get(key),
  async get(key: string, load: () => Promise<unknown>) {
    const json = JSON.stringify(await load());
    const page = { json, etag: `"${kept.size}-${json.length}"` };
    kept.set(key, page);
    return page;
  },
};

beforeAll(async () => {
  app = Fastify();
  const lists = keysByQuery(cache, 'list');
  app.get<{ Querystring: { page: number } }>(
    '/list',
    {
      onRequest: lists.early,
      schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } } },
      validatorCompiler: ({ schema }) => {
        const page = (schema as { properties: { page: { minimum: number } } }).properties.page;
        return (data: { page?: string }) => {
          validated++;
          const n = Number(data.page ?? 1);
          if (!Number.isInteger(n) || n < page.minimum)
            return { error: new Error('page: a whole number ≥ 1') };
          return { value: { page: n } };
        };
      },
    },
    (request, reply) =>
      sendCachedAnswer(request, reply, cache, lists.keyOf(request), async () => {
        loaded++;
        return { page: request.query.page, loaded };
      }),
  );
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  kept.clear();
  validated = 0;
  loaded = 0;
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('keysByQuery: a kept answer for a raw query already seen, before validation', () => {
  it('answers the second request with the same query from the cache without validating it again', async () => {
    const first = await get('/list?page=2');
    const second = await get('/list?page=2');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ page: 2, loaded: 1 });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(validated).toBe(1);
    // Another spelling of the same query takes the long way once, then is remembered too, under the same key.
    expect((await get('/list?page=02')).json()).toEqual({ page: 2, loaded: 1 });
    expect((await get('/list?page=02')).json()).toEqual({ page: 2, loaded: 1 });
    expect(validated).toBe(2);
  });

  it('answers 304 early to a client that has the answer', async () => {
    const { headers } = await get('/list?page=3');
    const again = await get('/list?page=3', { 'if-none-match': String(headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(validated).toBe(1);
  });

  it('takes the long way when the cache no longer keeps the answer (a catalog change), and loads it afresh', async () => {
    await get('/list?page=4');
    kept.clear();
    expect((await get('/list?page=4')).json()).toEqual({ page: 4, loaded: 2 });
    expect(validated).toBe(2);
  });

  it('never answers a query that failed validation, however often it comes', async () => {
    for (let i = 0; i < 3; i++) expect((await get('/list?page=0')).statusCode).toBe(400);
    expect(validated).toBe(3);
    expect(loaded).toBe(0);
  });

  it("takes the long way for a visitor who just wrote (the read-your-writes cookie), where the replica's rule is applied", async () => {
    await get('/list?page=5');
    expect((await get('/list?page=5', { cookie: 'a=b; bb_wrote=1' })).statusCode).toBe(200);
    expect(validated).toBe(2);
  });
});
