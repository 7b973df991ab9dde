import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pngBytes } from '../../src/modules/uploads/test-images.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { snapshot } from './db-snapshot.js';
import { sampleBody } from './fuzz-values.js';
import { createActors, createFixture, headersOf, type Actors, type Fixture } from './matrix-fixtures.js';
import { isWrite, listOperations, type Operation } from './openapi-operations.js';
import { RULES } from './route-expectations.js';
import { fillUrl } from './route-table.js';

// Bad input drawn from the OpenAPI document: every operation, with its real method, gets bodies its schema
// rejects, hostile path and query parameters, malformed JSON, wrong content types, depth and size attacks
// and broken multipart, as an anonymous visitor, a user and an admin. Nothing may answer 5xx; a refused
// write answers 4xx in the error shape and leaves the database exactly as it was.
// FUZZ_SCALE=10 runs ten times as many generated cases (the default keeps the file near a minute).
//
// This file is the harness: the attacks are split over fuzz-bodies, fuzz-raw and fuzz-params.test.ts, each with its
// own app and database, so the two cores share them (one file took 126–167 s of a loaded CI pass).
export const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
export const RUNS = { body: 30, raw: 10, path: 12, query: 15 };
export const runs = (n: number) => ({ numRuns: Math.max(1, Math.round(n * SCALE)) });

let t: TestApp;
let cast: Actors;
let f: Fixture;
let operations: Operation[];
let image: Buffer;
const counts = { requests: 0, noRoute: [] as string[], status: {} as Record<number, number> };
let address = 0;

/** Starts the app the part's attacks are made on (hooks of the calling test file), and reports its counts. */
export function fuzzApp(part: string) {
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
    // A new database's first search copies the curated synonym groups in (search-vocabulary.repo.ts): done here,
    // so it is not taken for a refused write's change.
    expect((await t.app.inject({ method: 'GET', url: '/api/products?q=chal' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    const statuses = Object.entries(counts.status)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    const fivexx = Object.entries(counts.status)
      .filter(([s]) => Number(s) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `fuzz, ${part}: ${counts.requests} requests over ${operations?.length ?? 0} operations, statuses {${statuses}}, ` +
        `5xx = ${fivexx}, "no route" = ${counts.noRoute.length}`,
    );
    await t?.close();
  });
}

/** What the attacks read: the app and the operations of its OpenAPI document. */
export const fuzz = {
  get t() {
    return t;
  },
  get operations() {
    return operations;
  },
  get image() {
    return image;
  },
};

/** The part's last test: every request reached a registered route ("no route" only for nothing). */
export function expectEveryRequestRouted() {
  it('hits a registered route with every request: "no route" only for nothing', () => {
    expect(counts.noRoute).toEqual([]);
  });
}

export type As = 'anonymous' | 'user' | 'admin';
export const AS: As[] = ['anonymous', 'user', 'admin'];
const headersAs = (as: As) => headersOf(cast, as === 'user' ? 'owner' : as);

/** The operation's URL with the real ids the authorization matrix uses, unless `value` replaces them. */
export function urlOf(op: Operation, value?: string): string {
  const real = RULES[op.key]?.call?.(f, cast, cast.admin).params ?? {};
  const params = Object.fromEntries(
    op.params.filter((p) => p.in === 'path').map((p) => [p.name, value ?? real[p.name] ?? f.productId]),
  );
  return fillUrl(op.url, params);
}

/** A body the document accepts: the one the authorization matrix declares, or one built from the schema. */
export function seedOf(op: Operation): Record<string, unknown> {
  const declared = RULES[op.key]?.call?.(f, cast, cast.admin).body;
  if (declared && typeof declared === 'object') return declared as Record<string, unknown>;
  return op.body ? sampleBody(op.body.schema) : {};
}

export async function send(
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

export const refused = (res: LightMyRequestResponse, what: string) =>
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);

/** Runs `attack` on each write operation and proves the database did not move. */
export async function onEveryWrite(attack: (op: Operation) => Promise<void>) {
  for (const op of operations.filter((o) => isWrite(o.method))) {
    const before = await snapshot(t.database.db);
    await attack(op);
    expect(await snapshot(t.database.db), `${op.key}: a refused write changed the database`).toEqual(before);
  }
}
