import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { filePart, multipartBody } from '../../src/modules/uploads/multipart-bodies.js';
import { pngBytes } from '../../src/modules/uploads/test-images.js';
import { documentsBody } from '../../src/modules/verification/verification-test-kit.js';
import { buildTestApp } from '../build-test-app.js';
import { snapshot } from './db-snapshot.js';
import {
  ACTORS,
  createActors,
  createFixture,
  headersOf,
  withFreshActor,
  type Fixture,
} from './matrix-fixtures.js';
import { bodyProblems, listOperations } from './openapi-operations.js';
import { CLOSED_LIBRARY_ENDPOINT, RULES, type Call, type Rule } from './route-expectations.js';
import { fillUrl, listApiRoutes, type ApiRoute } from './route-table.js';

// Who may do what to which record, generated from the route table: every /api route the app registers
// (and every endpoint of the auth library) is called by each actor with real fixture ids and a valid body,
// so a refusal is the access rule speaking, not validation. The expected status is declared per route in
// route-expectations.ts; a refused write must leave every table exactly as it was.
// Google sign-in is on, as in production, against an OpenID provider on loopback: starting it gets a real
// answer rather than "not configured", and the library lists the endpoints it has with Google on.
//
// The routes are dealt into SHARDS files (authorization-matrix-<k>.test.ts), each with its own app and database,
// so the two cores share the work and each shard's refused-write snapshots fingerprint a quarter of the rows:
// every case adds its fixture to the database, so one file's snapshots grew with the square of the route count
// (73 s alone on a quiet machine at 217 routes, 195–287 s in a loaded CI pass).
export const SHARDS = 4;

/** Declares shard `shard` (1…SHARDS): the routes whose place in the sorted route table is shard − 1 mod SHARDS. */
export async function authorizationMatrix(shard: number): Promise<void> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const t = await buildTestApp({
    AUTH_RATE_LIMIT_MAX: '10000',
    WRITE_RATE_LIMIT_MAX: '1000000',
    GOOGLE_CLIENT_ID: 'bulkbazar-web',
    GOOGLE_CLIENT_SECRET: 'matrix-secret',
    OIDC_ISSUER: provider.issuer.url!,
    // The payment routes answer as in a shop with both gateways (their local stand-ins).
    PAYMENTS_FAKE: 'true',
  });
  const db = t.database.db;
  const cast = await createActors(t.app, db);
  // A new database's first search copies the curated synonym groups in (search-vocabulary.repo.ts): done here, so
  // whichever synonym route a shard calls first does not look as if a refused call had written.
  expect((await t.app.inject({ method: 'GET', url: '/api/products?q=chal' })).statusCode).toBe(200);
  const routes = listApiRoutes(t.app);
  const mine = routes.filter((_, i) => i % SHARDS === shard - 1);
  const image = await pngBytes(8, 8);
  const documents = await documentsBody();
  const tally = { cases: 0, refusedWritesUnchanged: 0 };
  let address = 0;
  /** For calls declared without parameters: they read nothing from it. */
  const NO_FIXTURE = {} as Fixture;

  afterAll(async () => {
    const closed = mine.filter((r) => ruleOf(r) === CLOSED_LIBRARY_ENDPOINT).length;
    console.log(
      `authorization matrix, shard ${shard} of ${SHARDS}: ${mine.length} of ${routes.length} routes × ` +
        `${ACTORS.length} actors = ${tally.cases} cases, ` +
        `${tally.refusedWritesUnchanged} refused writes left the database unchanged ` +
        `(${mine.length - closed} declared routes, ${closed} auth library endpoints that must stay unmounted)`,
    );
    await t.close();
    await provider.stop();
  });

  const ruleOf = (route: ApiRoute): Rule | undefined =>
    RULES[route.key] ?? (route.source === 'auth-library' ? CLOSED_LIBRARY_ENDPOINT : undefined);

  function request(route: ApiRoute, call: Call) {
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const fallback = route.source === 'auth-library' ? 'probe' : undefined;
    const url = fillUrl(route.url, call.params ?? {}, fallback) + query;
    if (call.documents) return { url, payload: documents.payload, contentType: documents.contentType };
    if (call.image) {
      const form = multipartBody([filePart(image)]);
      return { url, payload: form.payload, contentType: form.contentType };
    }
    return { url, payload: call.body === undefined ? undefined : JSON.stringify(call.body) };
  }

  // Once, in the first shard: they look at the whole table.
  if (shard === 1)
    describe('the route table and the declared rules agree', () => {
      it('declares the expected answers of every /api route the app answers', () => {
        const undeclared = routes.filter((r) => !ruleOf(r)).map((r) => r.key);
        expect(undeclared, `declare these routes in route-expectations.ts: ${undeclared.join('; ')}`).toEqual(
          [],
        );
      });

      it('declares no route the app no longer has', () => {
        const known = new Set(routes.map((r) => r.key));
        const stale = Object.keys(RULES).filter((key) => !known.has(key));
        expect(stale, `these declared routes do not exist: ${stale.join('; ')}`).toEqual([]);
      });

      it('sends every route that takes a body a body its schema accepts', async () => {
        const operations = listOperations(t.app);
        const f = await createFixture(t.app, db, cast);
        const problems = routes.flatMap((route) => {
          const operation = operations.find((o) => o.key === route.key);
          const rule = RULES[route.key];
          if (!operation?.body || !rule) return [];
          const body = rule.call?.(f, cast, cast.admin).body;
          return bodyProblems(operation, body).map((p) => `${route.key}: ${p}`);
        });
        expect(problems, problems.join('\n')).toEqual([]);
      });
    });

  describe(`authorization matrix (shard ${shard} of ${SHARDS})`, () => {
    // The app's routes first: were a library endpoint open after all, its side effects (ending the
    // caller's sessions, say) could only spoil the cases after it.
    const ordered = [...mine].sort((a, b) => Number(a.source !== 'app') - Number(b.source !== 'app'));
    const cases = ordered.flatMap((route) => ACTORS.map((actor) => [route.key, actor, route] as const));

    it.each(cases)('%s as %s', async (key, actor, route) => {
      const rule = ruleOf(route);
      if (!rule) throw new Error(`${key} has no declared rule: add it to route-expectations.ts`);
      const who = rule.freshCaller ? await withFreshActor(t.app, db, cast, actor) : cast;
      const caller = actor === 'anonymous' ? null : who[actor];
      const f = rule.call?.length ? await createFixture(t.app, db, who) : NO_FIXTURE;
      const call = rule.call ? rule.call(f, who, caller) : {};
      const { url, payload, contentType } = request(route, call);
      const headers = headersOf(who, actor);
      if (payload !== undefined) headers['content-type'] = contentType ?? 'application/json';

      const isWrite = route.method !== 'GET' && route.method !== 'HEAD';
      const before = isWrite ? await snapshot(db) : undefined;
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers,
        payload,
        remoteAddress: `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
      });
      tally.cases++;

      expect(res.statusCode, `${route.method} ${url} as ${actor}: ${res.body.slice(0, 300)}`).toBe(
        rule.expect[actor],
      );
      if (res.statusCode >= 400) {
        expect(res.json()).toMatchObject({
          acknowledged: false,
          code: expect.any(String),
          message: expect.any(String),
        });
        if (before) {
          expect(await snapshot(db), `${key} as ${actor} was refused but changed the database`).toEqual(
            before,
          );
          tally.refusedWritesUnchanged++;
        }
      }
    });
  });
}
