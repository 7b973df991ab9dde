import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../src/modules/uploads/test-images.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { snapshot } from './db-snapshot.js';
import { brokenMultipart, depthAndSize, rawBodies, type RawBody } from './fuzz-attacks.js';
import { badBody, badPathValue, badQuery, queryString, sampleBody } from './fuzz-values.js';
import { createActors, createFixture, headersOf, type Actors, type Fixture } from './matrix-fixtures.js';
import { isWrite, listOperations, type Operation } from './openapi-operations.js';
import { RULES } from './route-expectations.js';
import { fillUrl } from './route-table.js';

// Bad input drawn from the OpenAPI document: every operation, with its real method, gets bodies its schema
// rejects, hostile path and query parameters, malformed JSON, wrong content types, depth and size attacks
// and broken multipart, as an anonymous visitor, a user and an admin. Nothing may answer 5xx; a refused
// write answers 4xx in the error shape and leaves the database exactly as it was.
// FUZZ_SCALE=10 runs ten times as many generated cases (the default keeps the file near a minute).
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const RUNS = { body: 30, raw: 10, path: 12, query: 15 };
const runs = (n: number) => ({ numRuns: Math.max(1, Math.round(n * SCALE)) });

let t: TestApp;
let cast: Actors;
let f: Fixture;
let operations: Operation[];
let image: Buffer;
const counts = { requests: 0, noRoute: [] as string[], status: {} as Record<number, number> };
let address = 0;

beforeAll(async () => {
  t = await buildTestApp({
    AUTH_RATE_LIMIT_MAX: '10000',
    WRITE_RATE_LIMIT_MAX: '1000000',
    // The payment routes as in a shop with both gateways (their local stand-ins).
    PAYMENTS_FAKE: 'true',
  });
  cast = await createActors(t.app, t.database.db);
  f = await createFixture(t.app, t.database.db, cast);
  operations = listOperations(t.app);
  image = await pngBytes(8, 8);
});
afterAll(async () => {
  const statuses = Object.entries(counts.status)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const fivexx = Object.entries(counts.status)
    .filter(([s]) => Number(s) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `fuzz: ${counts.requests} requests over ${operations?.length ?? 0} operations, statuses {${statuses}}, ` +
      `5xx = ${fivexx}, "no route" = ${counts.noRoute.length}`,
  );
  await t?.close();
});

type As = 'anonymous' | 'user' | 'admin';
const AS: As[] = ['anonymous', 'user', 'admin'];
const headersAs = (as: As) => headersOf(cast, as === 'user' ? 'owner' : as);

/** The operation's URL with the real ids the authorization matrix uses, unless `value` replaces them. */
function urlOf(op: Operation, value?: string): string {
  const real = RULES[op.key]?.call?.(f, cast, cast.admin).params ?? {};
  const params = Object.fromEntries(
    op.params.filter((p) => p.in === 'path').map((p) => [p.name, value ?? real[p.name] ?? f.productId]),
  );
  return fillUrl(op.url, params);
}

/** A body the document accepts: the one the authorization matrix declares, or one built from the schema. */
function seedOf(op: Operation): Record<string, unknown> {
  const declared = RULES[op.key]?.call?.(f, cast, cast.admin).body;
  if (declared && typeof declared === 'object') return declared as Record<string, unknown>;
  return op.body ? sampleBody(op.body.schema) : {};
}

async function send(
  op: Operation,
  as: As,
  url: string,
  body?: { payload: string | Buffer; contentType: string },
): Promise<LightMyRequestResponse> {
  const headers = headersAs(as);
  if (body) headers['content-type'] = body.contentType;
  const res = await t.app.inject({
    method: op.method as 'POST',
    url,
    headers,
    payload: body?.payload,
    remoteAddress: `10.2.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`,
  });
  counts.requests++;
  counts.status[res.statusCode] = (counts.status[res.statusCode] ?? 0) + 1;
  const what = `${op.method} ${url.slice(0, 120)} as ${as}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const json = res.json();
    expect(json, what).toMatchObject({ acknowledged: false, code: expect.any(String) });
    expect(typeof json.message, what).toBe('string');
    if (String(json.message).startsWith('No route')) counts.noRoute.push(`${op.method} ${url.slice(0, 200)}`);
  }
  return res;
}

const refused = (res: LightMyRequestResponse, what: string) =>
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);

/** Runs `attack` on each write operation and proves the database did not move. */
async function onEveryWrite(attack: (op: Operation) => Promise<void>) {
  for (const op of operations.filter((o) => isWrite(o.method))) {
    const before = await snapshot(t.database.db);
    await attack(op);
    expect(await snapshot(t.database.db), `${op.key}: a refused write changed the database`).toEqual(before);
  }
}

describe('fuzzing from the OpenAPI document', () => {
  it('targets every documented operation with its real method', () => {
    const registered = new Set(
      t.app.routeRules.flatMap((r) => r.method.split(',').map((m) => `${m} ${r.url}`)),
    );
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((op) => !registered.has(op.key)).map((op) => op.key)).toEqual([]);
  });

  it("includes search's suggestions, facets and synonym editor (issue 34's done-when)", () => {
    const keys = operations.map((op) => op.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/search/suggest',
        'GET /api/products/facets',
        'GET /api/admin/search/synonyms',
        'POST /api/admin/search/synonyms',
        'PUT /api/admin/search/synonyms/:id',
        'DELETE /api/admin/search/synonyms/:id',
      ]),
    );
  });

  it('refuses every body its schema rejects, never 5xx, changing nothing', async () => {
    await onEveryWrite(async (op) => {
      if (!op.body) return;
      for (const as of AS) {
        await fc.assert(
          fc.asyncProperty(badBody(op, seedOf(op)), async (body) => {
            const res = await send(op, as, urlOf(op), {
              payload: JSON.stringify(body),
              contentType: 'application/json',
            });
            refused(res, `${op.key} as ${as} with ${JSON.stringify(body)?.slice(0, 200)}`);
          }),
          runs(RUNS.body),
        );
      }
    });
  }, 600_000);

  it('refuses malformed JSON and wrong content types on every write', async () => {
    await onEveryWrite(async (op) => {
      for (const as of AS) {
        await fc.assert(
          fc.asyncProperty(rawBodies(op), async (raw) => {
            refused(await send(op, as, urlOf(op), raw), `${op.key} as ${as}: ${raw.name}`);
          }),
          runs(RUNS.raw),
        );
      }
    });
  }, 600_000);

  it('refuses writes to ids that name nothing, and answers reads of them with 4xx', async () => {
    const withPath = operations.filter((op) => op.params.some((p) => p.in === 'path'));
    const before = await snapshot(t.database.db);
    for (const op of withPath) {
      const seed = seedOf(op);
      // Sequential integer ids (the synonym editor's groups) start at 1 and the curated groups fill the first
      // hundreds: there a value read as a whole number ('1', '0x10') may name a real group, and writing to it is
      // allowed. Every other value must still be refused.
      const integerIds = op.params.some(
        (p) => p.in === 'path' && (p.schema.type === 'integer' || p.schema.type === 'number'),
      );
      const naming = integerIds
        ? badPathValue.filter((v) => !(Number.isInteger(Number(v)) && Number(v) >= 1))
        : badPathValue;
      for (const as of AS) {
        await fc.assert(
          fc.asyncProperty(naming, async (value) => {
            const body = isWrite(op.method)
              ? { payload: JSON.stringify(seed), contentType: 'application/json' }
              : undefined;
            refused(await send(op, as, urlOf(op, value), body), `${op.key} with id ${value.slice(0, 50)}`);
          }),
          runs(RUNS.path),
        );
      }
    }
    expect(await snapshot(t.database.db)).toEqual(before);
  }, 600_000);

  it('answers hostile query strings on every read with 2xx or 4xx, never 5xx', async () => {
    for (const op of operations.filter((o) => o.method === 'GET')) {
      for (const as of AS) {
        await fc.assert(
          fc.asyncProperty(badQuery(op.params), async (query) => {
            await send(op, as, `${urlOf(op)}?${queryString(query)}`);
          }),
          runs(RUNS.query),
        );
      }
    }
  }, 600_000);

  it('refuses bodies nested 10,000 deep, 2 MB bodies and 900,000-character fields', async () => {
    await onEveryWrite(async (op) => {
      for (const attack of depthAndSize(op, seedOf(op))) {
        for (const as of AS) refused(await send(op, as, urlOf(op), attack), `${op.key}: ${attack.name}`);
      }
    });
  }, 600_000);

  it('refuses malformed multipart on every write, the upload route included', async () => {
    const attacks: RawBody[] = brokenMultipart(image);
    await onEveryWrite(async (op) => {
      for (const attack of attacks) {
        for (const as of AS) refused(await send(op, as, urlOf(op), attack), `${op.key}: ${attack.name}`);
      }
    });
  }, 600_000);

  it('hits a registered route with every request: "no route" only for nothing', () => {
    expect(counts.noRoute).toEqual([]);
  });
});
