import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';
import { recordCatalogEvents } from '../../../test/record-catalog-events.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { products } from '../../db/schema.js';
import { createUsersRepo } from './users.repo.js';
import { createUsersService } from './users.service.js';

// Blocking a user takes their listings off sale everywhere the public looks, and off the order form;
// unblocking puts back those still approved. Through the real routes, so the catalog cache is included.
let t: TestApp;
let admin: Session;
let buyer: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
  buyer = await signUp(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const ids = async (url: string) => ((await get(url)).json().products as { _id: string }[]).map((p) => p._id);
const asAdmin = (url: string) => t.app.inject({ method: 'POST', url, headers: asCookie(admin) });
const order = (productId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/addorder',
    headers: asCookie(buyer),
    payload: {
      productId,
      quantity: 10,
      shippingAddress: 'House 1, Road 1, Dhaka',
      phoneNumber: '01712345678',
    },
  });

describe('blocking a user (the service)', () => {
  it('flags all their listings in the same step, unflags them on unblock, and clears the catalog cache', async () => {
    const db = t.database.db;
    const seller = await createUser(db);
    const listings = [
      await createProduct(db, { sellerId: seller.id }),
      await createProduct(db, { sellerId: seller.id, status: 'pending' }),
    ];
    const bystander = await createProduct(db);
    const catalog = recordCatalogEvents();
    const service = createUsersService(createUsersRepo(db), catalog);
    const actor = { id: admin.id, email: admin.email, name: 'Admin', image: null, role: 'admin' as const };
    const flags = async () =>
      (
        await db
          .select()
          .from(products)
          .where(
            inArray(
              products.id,
              [...listings, bystander].map((p) => p.id),
            ),
          )
      )
        .map((p) => [p.id, p.sellerBlocked] as const)
        .sort();

    expect((await service.setBlocked(actor, seller.id, true)).banned).toBe(true);
    expect(await flags()).toEqual(
      [...listings.map((p) => [p.id, true] as const), [bystander.id, false] as const].sort(),
    );
    expect(catalog.reasons).toEqual(['seller-blocked']);
    await service.setBlocked(actor, seller.id, false);
    expect((await flags()).every(([, blocked]) => !blocked)).toBe(true);
    expect(catalog.reasons).toEqual(['seller-blocked', 'seller-unblocked']);
  });
});

describe("a blocked seller's listings", () => {
  it('leave the catalog, search, category, featured shelf, product page and order form; unblocking brings back the approved ones', async () => {
    const seller = await createUser(t.database.db);
    const word = `zephyrkettle${Date.now()}`;
    const category = 'health-beauty';
    const onSale = await createProduct(t.database.db, {
      sellerId: seller.id,
      productName: `${word} deluxe`,
      category,
    });
    const blockedLater = await createProduct(t.database.db, {
      sellerId: seller.id,
      productName: `${word} b`,
    });
    const pending = await createProduct(t.database.db, { sellerId: seller.id, status: 'pending' });
    const others = await createProduct(t.database.db, { productName: `${word} of another seller` });
    const catalogUrls = [
      '/api/products?limit=100',
      `/api/products?q=${word}`,
      `/api/products?category=${category}&limit=100`,
      '/api/products?sort=price-asc&limit=100',
      '/api/products/featured',
    ];
    // Fill the catalog cache first: the block must clear it.
    for (const url of catalogUrls) expect(await ids(url)).toContain(onSale.id);

    expect((await asAdmin(`/api/admin/users/${seller.id}/block`)).statusCode).toBe(200);
    for (const url of catalogUrls) {
      const shown = await ids(url);
      expect(shown, url).not.toContain(onSale.id);
      expect(shown, url).not.toContain(blockedLater.id);
    }
    expect(await ids(`/api/products?q=${word}`)).toEqual([others.id]);
    expect((await get(`/api/product/${onSale.id}`)).statusCode).toBe(404);
    expect((await get(`/api/product/${onSale.id}`, asCookie(buyer))).statusCode).toBe(404);
    // An admin still sees the listing, as its (signed-out) seller would.
    expect((await get(`/api/product/${onSale.id}`, asCookie(admin))).json().status).toBe('approved');

    const refused = await order(onSale.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ acknowledged: false, code: 'PRODUCT_UNAVAILABLE' });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, onSale.id));
    expect(row!.stock).toBe(onSale.stock);

    // Moderation goes on while the seller is blocked, but an approval does not put the listing on sale.
    expect((await asAdmin(`/api/admin/products/${pending.id}/approve`)).statusCode).toBe(200);
    expect((await get(`/api/product/${pending.id}`)).statusCode).toBe(404);
    expect((await asAdmin(`/api/admin/products/${blockedLater.id}/block`)).statusCode).toBe(200);

    expect((await asAdmin(`/api/admin/users/${seller.id}/unblock`)).statusCode).toBe(200);
    const back = await ids(`/api/products?category=${category}&limit=100`);
    expect(back).toContain(onSale.id);
    expect(await ids('/api/products?limit=100')).toEqual(
      expect.arrayContaining([onSale.id, pending.id, others.id]),
    );
    expect(await ids('/api/products?limit=100')).not.toContain(blockedLater.id);
    expect((await get(`/api/product/${onSale.id}`)).statusCode).toBe(200);
    expect((await order(onSale.id)).statusCode).toBe(200);
  });

  it('leave the sitemap while the seller is blocked', async () => {
    const seller = await createUser(t.database.db);
    const listing = await createProduct(t.database.db, { sellerId: seller.id });
    expect((await get('/sitemap.xml')).body).toContain(listing.id);
    await asAdmin(`/api/admin/users/${seller.id}/block`);
    expect((await get('/sitemap.xml')).body).not.toContain(listing.id);
  });
});

describe('migration 0011', () => {
  it('takes the listings of sellers blocked before the flag existed off sale, and only theirs', async () => {
    const db = t.database.db;
    const blocked = await createUser(db, { banned: true });
    const fine = await createUser(db);
    const old = await createProduct(db, { sellerId: blocked.id });
    const kept = await createProduct(db, { sellerId: fine.id });
    expect(old.sellerBlocked).toBe(false);
    await db.execute(
      sql.raw(await readFile(join(MIGRATIONS_DIR, '0011_blocked_sellers_backfill.sql'), 'utf8')),
    );
    const flag = async (id: string) =>
      (await db.select().from(products).where(eq(products.id, id)))[0]!.sellerBlocked;
    expect(await flag(old.id)).toBe(true);
    expect(await flag(kept.id)).toBe(false);
  });
});
