import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from '../auth-helpers.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { buildRenderingBundle } from '../rendering-bundle.js';
import type { CatalogAnswer, Stage } from './stage.js';
import { buildTwoApps, type TwoApps } from './two-apps.js';
import { WRITE_PATHS, type Keeps, type Shows } from './write-paths.js';

// Issue 12: every write of products, users and orders either changes what a cached catalog page shows —
// and then the very next read shows it, in this process and within a second in the others — or provably
// changes nothing the catalog shows. The table (write-paths.ts) must list every write route of the app.

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const shows = WRITE_PATHS.filter((w): w is Shows => 'shows' in w);
const keeps = WRITE_PATHS.filter((w): w is Keeps => 'keeps' in w);
const TITLES: Record<string, string> = {
  'PATCH /api/me': 'renaming a seller shows on a cached catalog page at once',
};
const title = (w: Shows) =>
  TITLES[w.route] ?? `${w.route} (${w.shows}) shows on a cached catalog page at once`;

/** Every write route under /api, as `METHOD url`. */
const writeRoutes = (app: FastifyInstance) =>
  app.routeRules.flatMap((r) =>
    r.url.startsWith('/api/')
      ? r.method
          .split(',')
          .filter((m) => WRITE_METHODS.includes(m))
          .map((m) => `${m} ${r.url}`)
      : [],
  );

const read = async (app: FastifyInstance, url: string): Promise<CatalogAnswer> => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  // A rendered page (HTML) is compared on its text, a JSON answer on its cards.
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { products: json ? (res.json().products ?? []) : [], body: res.body };
};

// The reasons the app logs (debug level) when it clears the catalog cache.
const told: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) {
      if (!line.includes('"reason"')) continue;
      const entry = JSON.parse(line) as { reason?: string; msg?: string };
      if (entry.msg?.startsWith('catalog changed') && entry.reason) told.push(entry.reason);
    }
    done();
  },
});

let t: TestApp;
let stage: Stage;
// A web build with its rendering bundle: server-rendered pages are kept in the same cache.
let webDir: string;
let webDist: string;
const checked = { local: 0, keeps: 0, across: 0, slowestMs: 0 };
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'bb-catalog-web-'));
  webDist = await buildRenderingBundle(webDir);
  t = await buildTestApp(
    {
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'debug',
      AUTH_RATE_LIMIT_MAX: '10000',
      WRITE_RATE_LIMIT_MAX: '1000000',
      // The gateways' returns are write routes too (a failed payment returns its held stock).
      PAYMENTS_FAKE: 'true',
      // The couriers' callbacks too (a returned parcel's stock goes back).
      COURIERS_FAKE: 'true',
    },
    logStream,
  );
  stage = { app: t.app, db: t.database.db, admin: await signUpAdmin(t.app, t.database.db) };
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
  const across = process.env.TEST_DATABASE_URL
    ? `${checked.across} within a second on a second app on the same PostgreSQL (slowest ${checked.slowestMs} ms)`
    : 'the cross-process part skipped: PGlite has one process';
  console.log(
    `catalog changes: ${WRITE_PATHS.length} write routes under /api — ${shows.length} change a catalog answer ` +
      `(${checked.local} shown at once in one app; ${across}); ${keeps.filter((k) => k.scene).length} change ` +
      `none (${checked.keeps} checked); ${keeps.filter((k) => !k.scene).length} change none by their nature ` +
      `(listed with the reason, not run)`,
  );
  for (const w of shows.filter((s) => s.laterElsewhere))
    console.log(`catalog changes: ${w.route} not checked across processes: ${w.laterElsewhere}`);
});

describe('the write-path table', () => {
  it('lists every write route of the app, once, and no route the app does not have', () => {
    const listed = WRITE_PATHS.map((w) => w.route);
    const routes = new Set(writeRoutes(t.app));
    expect(
      listed.filter((r, i) => listed.indexOf(r) !== i),
      'listed twice',
    ).toEqual([]);
    expect(
      [...routes].filter((r) => !listed.includes(r)),
      'write routes missing from write-paths.ts',
    ).toEqual([]);
    expect(
      listed.filter((r) => !routes.has(r)),
      'rows of write-paths.ts for routes the app does not have',
    ).toEqual([]);
  });
});

describe('a write that changes the catalog (one app)', () => {
  for (const path of shows) {
    it(title(path), async () => {
      const scene = await path.scene(stage);
      // The first read loads the page into the cache; the scene must be one the write changes.
      const before = scene.look(await read(t.app, scene.watch));
      expect(before).not.toEqual(scene.after);
      told.length = 0;
      const res = await scene.write(t.app);
      expect(res.statusCode, res.body).toBe(scene.status ?? 200);
      expect(scene.look(await read(t.app, scene.watch))).toEqual(scene.after);
      expect(told).toContain(path.shows);
      checked.local++;
    });
  }
});

describe('a write that changes nothing the catalog shows (one app)', () => {
  for (const path of keeps.filter((k) => k.scene)) {
    it(`${path.route}: ${path.keeps}`, async () => {
      const scene = await path.scene!(stage);
      const before = scene.look(await read(t.app, scene.watch));
      const res = await scene.write(t.app);
      expect(res.statusCode, res.body).toBe(200);
      expect(scene.look(await read(t.app, scene.watch))).toEqual(before);
      // …and the page kept is the truth: the same once the cache is emptied.
      t.app.catalogCache.clearLocal();
      expect(scene.look(await read(t.app, scene.watch))).toEqual(before);
      checked.keeps++;
    });
  }
});

const CROSS = 'a write on one app, read on a second app on the same PostgreSQL';
describe.skipIf(!process.env.TEST_DATABASE_URL)(CROSS, () => {
  let two: TwoApps;
  let writer: Stage;
  let reader: FastifyInstance;
  // Changes the writer announced, and clears the reader made on hearing them (nothing writes through
  // the reader, so each announcement clears it once).
  let announced = 0;
  let heard = 0;
  beforeAll(async () => {
    two = (await buildTwoApps(webDist))!;
    writer = { app: two.apps[0]!, db: two.db, admin: await signUpAdmin(two.apps[0]!, two.db) };
    reader = two.apps[1]!;
    const invalidate = writer.app.catalogCache.invalidate.bind(writer.app.catalogCache);
    writer.app.catalogCache.invalidate = () => {
      announced++;
      invalidate();
    };
    const clearLocal = reader.catalogCache.clearLocal.bind(reader.catalogCache);
    reader.catalogCache.clearLocal = () => {
      heard++;
      clearLocal();
    };
  }, 60_000);
  afterAll(() => two?.close());

  /**
   * Waits until the reader has heard every change the scene's set-up announced, so that none of them
   * can clear its cache later and pass for the write's own.
   */
  const settle = () =>
    expect.poll(() => heard, { timeout: 2_000, interval: 10 }).toBeGreaterThanOrEqual(announced);

  for (const path of shows.filter((w) => !w.laterElsewhere)) {
    it(`${path.route} (${path.shows}) shows on the other app within a second`, async () => {
      const scene = await path.scene(writer);
      await settle();
      const before = scene.look(await read(reader, scene.watch));
      expect(before).not.toEqual(scene.after);
      const res = await scene.write(writer.app);
      expect(res.statusCode, res.body).toBe(scene.status ?? 200);
      const started = Date.now();
      await expect
        .poll(async () => scene.look(await read(reader, scene.watch)), { timeout: 1_000, interval: 20 })
        .toEqual(scene.after);
      checked.across++;
      checked.slowestMs = Math.max(checked.slowestMs, Date.now() - started);
    });
  }
});
