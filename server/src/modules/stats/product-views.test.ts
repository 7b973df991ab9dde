import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';
import { createStatsRepo } from './stats.repo.js';
import { createViewCounter } from './view-counter.js';
import { createViewerKey } from './viewer-key.js';

// A product view is one viewer (a signed-in user, or an address with its browser) looking at one product on
// one Dhaka day: reloading, or scripting a thousand requests from one place, counts once.
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const look = (id: string, from: { address?: string; agent?: string; session?: Session } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/product/${id}`,
    remoteAddress: from.address ?? '203.0.113.7',
    headers: {
      'user-agent': from.agent ?? 'Mozilla/5.0 (Android 14) Chrome/131',
      ...(from.session ? asCookie(from.session) : {}),
    },
  });
const views = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: asCookie(admin) })).json()
    .productViews as number;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('product views', () => {
  it('count a viewer once per product per day, however often they reload', async () => {
    const before = await views();
    const seller = await signUp(t.app);
    const product = await createProduct(t.database.db, { sellerId: seller.id });
    const other = await createProduct(t.database.db);
    const buyer = await signUp(t.app);

    for (let i = 0; i < 5; i++) expect((await look(product.id)).statusCode).toBe(200);
    expect(await views()).toBe(before + 1);
    await look(product.id, { agent: 'Mozilla/5.0 (iPhone) Safari/18' }); // another browser behind the address
    await look(product.id, { address: '198.51.100.20' });
    expect(await views()).toBe(before + 3);
    // A signed-in buyer is one viewer wherever they look from.
    await look(product.id, { session: buyer, address: '198.51.100.30' });
    await look(product.id, { session: buyer, address: '198.51.100.31', agent: 'curl/8' });
    expect(await views()).toBe(before + 4);
    // The seller's and admins' own looks do not count; another product is another view.
    await look(product.id, { session: seller });
    await look(product.id, { session: admin });
    await look(other.id);
    expect(await views()).toBe(before + 5);
  });

  it('take at most 5 browsers of one address a day for a product: a script changing its user agent cannot add more', async () => {
    const before = await views();
    const product = await createProduct(t.database.db);
    const buyer = await signUp(t.app);
    for (let i = 0; i < 20; i++) await look(product.id, { address: '192.0.2.50', agent: `Bot/${i}` });
    expect(await views()).toBe(before + 5);
    // Other addresses, and signed-in shoppers behind the same one (a shared mobile address), still count.
    await look(product.id, { address: '192.0.2.51', agent: 'Bot/0' });
    await look(product.id, { address: '192.0.2.50', session: buyer });
    expect(await views()).toBe(before + 7);
  });

  it('keeps no address, browser or user id: only keyed hashes, different every day', async () => {
    const buyer = await signUp(t.app);
    const product = await createProduct(t.database.db);
    await look(product.id, { address: '192.0.2.99', agent: 'UniqueAgent/42' });
    await look(product.id, { session: buyer });
    const kept = await rows<{ viewer_hash: string }>(
      sql`select viewer_hash from product_viewers where product_id = ${product.id}`,
    );
    expect(kept).toHaveLength(2);
    for (const { viewer_hash: hash } of kept) expect(hash).toMatch(/^[0-9a-f]{32}$/);
    const dump = JSON.stringify(await rows(sql`select * from product_viewers`));
    expect(dump).not.toMatch(/192\.0\.2\.99|UniqueAgent/);
    expect(dump).not.toContain(buyer.id);

    const key = createViewerKey('a server secret');
    const visitor = { userId: null, address: '192.0.2.99', userAgent: 'UniqueAgent/42' };
    const today = key('2026-11-20', visitor);
    expect(key('2026-11-20', visitor)).toEqual(today);
    expect(today.address).toMatch(/^[0-9a-f]{32}$/);
    expect(key('2026-11-21', visitor).viewer).not.toBe(today.viewer);
    expect(key('2026-11-21', visitor).address).not.toBe(today.address);
    expect(createViewerKey('another secret')('2026-11-20', visitor).viewer).not.toBe(today.viewer);
    // A signed-in viewer is known by their account alone.
    expect(key('2026-11-20', { ...visitor, userId: 'u1' }).address).toBeNull();
  });

  it('count the same viewer again the next day, and forget past days’ viewers but not their counts', async () => {
    const product = await createProduct(t.database.db);
    const counter = createViewCounter(createStatsRepo(t.database.db), 'a server secret');
    const visitor = { userId: (await createUser(t.database.db)).id, address: '', userAgent: '' };
    const day1 = new Date('2026-03-01T10:00:00+06:00');
    const day2 = new Date('2026-03-02T00:30:00+06:00'); // just past midnight in Dhaka
    await counter.count(product.id, visitor, day1);
    await counter.count(product.id, visitor, day1);
    await counter.count(product.id, visitor, day2);
    const counts = () =>
      rows<{ day: string; views: number }>(
        sql`select to_char(day, 'YYYY-MM-DD') as day, views from product_views
            where product_id = ${product.id} order by day`,
      );
    expect(await counts()).toEqual([
      { day: '2026-03-01', views: 1 },
      { day: '2026-03-02', views: 1 },
    ]);

    await counter.prune(day2);
    const left = await rows<{ day: string }>(
      sql`select to_char(day, 'YYYY-MM-DD') as day from product_viewers where product_id = ${product.id}`,
    );
    expect(left).toEqual([{ day: '2026-03-02' }]);
    expect(await counts()).toHaveLength(2);
    // Today's viewer is still known: looking again changes nothing.
    await counter.count(product.id, visitor, day2);
    expect((await counts())[1]).toEqual({ day: '2026-03-02', views: 1 });
  });
});
