import { PRODUCT_SORTS, encodeCatalogCursor, type CatalogPage, type ProductSort } from '@bulkbazar/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';

// Keyset paging of GET /api/products: walking `nextCursor` visits every approved product exactly once, in
// the same order as offset paging, for every sort, with ties on every sort key (same price, same name, same
// rating, timestamps equal or microseconds apart), and a bad cursor is a 400 naming `cursor`.
let t: TestApp;
let approved: string[];

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const seller = await createUser(db, { name: 'Tie Traders', email: 'ties@example.com' });
  const base = Date.UTC(2026, 10, 1, 6);
  const statuses = [
    'approved',
    'approved',
    'approved',
    'pending',
    'approved',
    'rejected',
    'approved',
    'blocked',
  ];
  for (let i = 0; i < 45; i++) {
    await createProduct(db, {
      sellerId: seller.id,
      // Few distinct values per key, so every sort has long runs of ties broken by id only.
      productName: ['Steel Pot', 'Cotton Panjabi', 'steel pot', 'Ärger Kabel'][i % 4],
      price: [120, 99.5, 120, 7000][i % 4],
      rating: 1 + (i % 3),
      category: i % 5 === 0 ? 'fashion-apparel' : 'home-kitchen-appliances',
      createdAt: new Date(base + Math.floor(i / 4) * 1000),
      status: statuses[i % statuses.length],
    });
  }
  // Microsecond-apart timestamps (a JS Date, and so a millisecond cursor, could not tell them apart).
  await db.execute(sql`
    update products set created_at = created_at + (length(product_name) % 3) * interval '1 microsecond'`);
  approved = (
    (await db.execute(sql`select id from products where status = 'approved'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);
});
afterAll(() => t.close());

async function walk(query: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const { status, body } = await list(
      `?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const page = body as CatalogPage;
    expect(page.hasMore).toBe(page.nextCursor !== null);
    if (page.hasMore) expect(page.products).toHaveLength(limit);
    ids.push(...page.products.map((p) => p._id));
    cursor = page.nextCursor;
    expect(++pages).toBeLessThan(200);
  } while (cursor);
  return ids;
}

describe('GET /api/products?cursor=', () => {
  it.each(PRODUCT_SORTS.flatMap((sort) => [1, 4, 7].map((limit) => [sort, limit] as const)))(
    'sort=%s, limit=%d: walking nextCursor gives every approved product exactly once, in order',
    async (sort, limit) => {
      const ids = await walk(`sort=${sort}`, limit);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...approved].sort());
      // The same order as the offset pages of existing clients.
      const all = (await list(`?sort=${sort}&limit=100`)).body as CatalogPage;
      expect(ids).toEqual(all.products.map((p) => p._id));
    },
  );

  it.each(PRODUCT_SORTS)('sort=%s: cursors combine with search, category and price filters', async (sort) => {
    const query = `sort=${sort}&q=steel&category=home-kitchen-appliances&minPrice=100&maxPrice=200`;
    const ids = await walk(query, 2);
    const all = (await list(`?${query}&limit=100`)).body as CatalogPage;
    expect(all.products.length).toBeGreaterThan(4);
    expect(all.nextCursor).toBeNull();
    expect(ids).toEqual(all.products.map((p) => p._id));
  });

  it('offset pages also answer nextCursor, which continues where the page ended', async () => {
    const second = (await list('?sort=price-asc&limit=5&page=2')).body as CatalogPage;
    const next = (await list(`?sort=price-asc&limit=5&cursor=${second.nextCursor}`)).body as CatalogPage;
    const third = (await list('?sort=price-asc&limit=5&page=3')).body as CatalogPage;
    expect(next.products.map((p) => p._id)).toEqual(third.products.map((p) => p._id));
    expect(next.nextCursor).toBe(third.nextCursor);
  });

  it('a cursor past the end gives an empty last page', async () => {
    const cursor = encodeCatalogCursor({ sort: 'price-asc', pricePoisha: 99_999_999_999, id: approved[0]! });
    expect((await list(`?sort=price-asc&cursor=${cursor}`)).body).toMatchObject({
      products: [],
      hasMore: false,
      nextCursor: null,
    });
  });

  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  const id = '0d3c6f1e-1b2a-4c3d-8e9f-001122334455';
  it.each([
    ['not base64url', '!!!', ''],
    ['base64 padding', `${b64('["newest",1,"x"]')}==`, ''],
    ['not JSON', b64('newest,1'), ''],
    ['an object', b64('{"sort":"newest"}'), ''],
    ['an unknown sort', b64(`["cheapest",1,"${id}"]`), ''],
    ['a bad id', b64('["newest",1,"1; drop table products"]'), ''],
    ['a fractional time', b64(`["newest",1.5,"${id}"]`), ''],
    ['an unsafe integer', b64(`["newest",9007199254740993,"${id}"]`), ''],
    ['a time as text', b64(`["newest","2026-11-01","${id}"]`), ''],
    ['a negative price', b64(`["price-asc",-1,"${id}"]`), '&sort=price-asc'],
    ['a rating out of range', b64(`["rating",99999,1,"${id}"]`), '&sort=rating'],
    ['a NUL in a name', b64(`["name","a\\u0000b","${id}"]`), '&sort=name'],
    ['an extra element', b64(`["name","a","${id}",1]`), '&sort=name'],
    ['another sort', encodeCatalogCursor({ sort: 'newest', createdUs: 1, id }), '&sort=price-asc'],
    ['page and cursor', encodeCatalogCursor({ sort: 'newest', createdUs: 1, id }), '&page=2'],
    ['too long', 'A'.repeat(5000), ''],
  ])('refuses a cursor that is %s with a 400 naming cursor', async (_name, cursor, extra) => {
    const { status, body } = await list(`?cursor=${encodeURIComponent(cursor)}${extra}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ acknowledged: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fields)).toEqual(['cursor']);
    expect(body.message).toContain('cursor');
  });

  it('never answers 5xx, whatever the cursor', async () => {
    const sorts = fc.constantFrom<ProductSort>(...PRODUCT_SORTS);
    const value = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.constantFrom(id, 'ffffffff-ffff-ffff-ffff-ffffffffffff', Number.MAX_SAFE_INTEGER, -0, 1e300),
    );
    const token = fc.oneof(
      fc.string(),
      fc.tuple(sorts, fc.array(value, { maxLength: 4 })).map(([s, v]) => b64(JSON.stringify([s, ...v]))),
      fc.tuple(sorts, value, value, value).map((a) => b64(JSON.stringify(a))),
    );
    await fc.assert(
      fc.asyncProperty(token, sorts, async (cursor, sort) => {
        const { status, body } = await list(`?sort=${sort}&cursor=${encodeURIComponent(cursor)}`);
        expect([200, 400]).toContain(status);
        if (status === 400) expect(Object.keys(body.fields)).toEqual(['cursor']);
      }),
      { numRuns: 300 },
    );
  });
});
