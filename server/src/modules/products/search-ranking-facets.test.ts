import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogPage, ProductFacets } from '@bulkbazar/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { products } from '../../db/schema.js';
import { seedDemoData } from '../../seed/seed.js';
import { createCatalogRepo } from './catalog.repo.js';
import { weightedTsquery } from './catalog-relevance.repo.js';

// Issue 34 item 4 on the demo shop: the relevance order with search words (docs/decisions/0034-search-ranking.md)
// and the facets beside the results. PGlite and PostgreSQL.
let t: TestApp;

/** Listings named with a made-up word, to test each term of the formula on its own. */
async function addListing(name: string, description: string, stock: number, minutesAgo: number) {
  const [cooker] = await t.database.db
    .select()
    .from(products)
    .where(eq(products.productName, 'Rice Cooker 2.8L'));
  await t.database.db.insert(products).values({
    sku: `RANK-${name}`,
    sellerId: cooker!.sellerId,
    productName: name,
    image: cooker!.image,
    brand: 'Plain',
    category: 'home-kitchen-appliances',
    pricePoisha: 100_000,
    description,
    minQuantity: 1,
    stock,
    status: 'approved',
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db, { info: () => {} });
  // Newest first would list them C, B, A; relevance must list A (name, in stock), B (name, none in stock),
  // C (description only, in stock).
  await addListing('Zorblax Grinder', 'A sturdy grinder.', 50, 30);
  await addListing('Zorblax Mixer', 'A sturdy mixer.', 0, 20);
  await addListing('Plain Blender', 'Pairs well with a zorblax.', 50, 10);
}, 120_000);
afterAll(() => t.close());

async function list(query: string): Promise<CatalogPage & { names: string[] }> {
  const res = await t.app.inject({ url: `/api/products?${query}` });
  expect(res.statusCode).toBe(200);
  const page = res.json<CatalogPage>();
  return { ...page, names: page.products.map((p) => p.productName) };
}

async function facets(query: string): Promise<ProductFacets> {
  const res = await t.app.inject({ url: `/api/products/facets?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<ProductFacets>();
}

describe('relevance, the default order with search words', () => {
  it.each(['rice', 'chal', 'চাল'])('"%s" puts the rice before the Rice Cooker', async (q) => {
    const { names, nextCursor } = await list(`q=${encodeURIComponent(q)}&limit=20`);
    const cooker = names.indexOf('Rice Cooker 2.8L');
    expect(names.indexOf('মিনিকেট চাল ৫০ কেজি')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Nazirshail Rice 25kg')).toBeGreaterThanOrEqual(0);
    if (cooker >= 0) {
      expect(names.indexOf('মিনিকেট চাল ৫০ কেজি')).toBeLessThan(cooker);
      expect(names.indexOf('Nazirshail Rice 25kg')).toBeLessThan(cooker);
    }
    // A score is no indexed key: relevance pages by number.
    expect(nextCursor).toBeNull();
  });

  it('weighs a name match over a description match, and in stock over none in stock', async () => {
    expect((await list('q=zorblax')).names).toEqual(['Zorblax Grinder', 'Zorblax Mixer', 'Plain Blender']);
  });

  it('pages by number in the same order', async () => {
    const first = await list('q=zorblax&limit=2');
    const second = await list('q=zorblax&limit=2&page=2');
    expect(first.hasMore).toBe(true);
    expect([...first.names, ...second.names]).toEqual(['Zorblax Grinder', 'Zorblax Mixer', 'Plain Blender']);
  });

  it('keeps a sort chosen explicitly, with its cursor', async () => {
    expect((await list('q=zorblax&sort=newest')).names).toEqual([
      'Plain Blender',
      'Zorblax Mixer',
      'Zorblax Grinder',
    ]);
    const cheap = await list('q=rice&sort=price-asc&limit=1');
    expect(cheap.nextCursor).not.toBeNull();
    const prices = (await list('q=rice&sort=price-asc')).products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('ranks the same whichever way its candidates were found (GIN index, bounded walk, newest matches)', async () => {
    const repo = createCatalogRepo(t.database.db);
    const names = async (tuning: { cap?: number; window?: number; expected?: number; rows?: number }) =>
      (await repo.listApproved({ tsquery: 'zorblax:*' }, 'relevance', { offset: 0 }, 13, tuning)).map(
        (r) => r.productName,
      );
    const all = ['Zorblax Grinder', 'Zorblax Mixer', 'Plain Blender'];
    expect(await names({ cap: 10 })).toEqual(all);
    // At most 2 candidates: more matches than that, so the newest 2, found by the walk…
    expect(await names({ cap: 2, window: 100_000 })).toEqual(['Zorblax Mixer', 'Plain Blender']);
    // …or, when a walk of one row meets fewer than the page needs, from all matches, newest first.
    expect(await names({ cap: 2, window: 1 })).toEqual(['Zorblax Mixer', 'Plain Blender']);
    expect(await names({ cap: 10, window: 1 })).toEqual(all);
    // …or first, when the guess says a walk would meet too few (3 matches in 1,000 rows: none in a walk of 10).
    const guess = { window: 10, rows: 1_000 };
    expect(await names({ cap: 2, expected: 3, ...guess })).toEqual(['Zorblax Mixer', 'Plain Blender']);
    expect(await names({ cap: 10, expected: 11, ...guess })).toEqual(all);
  });

  it('asks the name (weight A) and the description (weight D) of the search column apart', () => {
    expect(weightedTsquery('rice', 'A')).toBe('rice:A');
    expect(weightedTsquery('steel & ket:*', 'D')).toBe('steel:D & ket:*D');
    expect(weightedTsquery('(chal:* | চাল | rice | (rice & cooker)) & ৫০', 'A')).toBe(
      '(chal:*A | চাল:A | rice:A | (rice:A & cooker:A)) & ৫০:A',
    );
  });

  it('without words stays newest first, and sort=relevance alone means that too', async () => {
    const newest = await list('limit=5');
    expect((await list('limit=5&sort=relevance')).names).toEqual(newest.names);
    expect(newest.nextCursor).not.toBeNull();
  });
});

describe('GET /api/products/facets', () => {
  it('counts the matches by category, brand, price band and seller', async () => {
    const f = await facets('q=zorblax');
    expect(f).toMatchObject({ total: 3, partial: false });
    expect(f.categories).toEqual([{ slug: 'home-kitchen-appliances', count: 3 }]);
    expect(f.brands).toEqual([{ brand: 'Plain', count: 3 }]);
    expect(f.priceBands).toEqual([{ min: 500, max: 1999.99, count: 3 }]);
    expect(f.sellers).toHaveLength(1);
    expect(f.sellers[0]).toMatchObject({ count: 3, name: expect.any(String) });
  });

  it('counts what the list shows, under the same filters, and the links filter to their counts', async () => {
    const all = await facets('');
    const total = all.categories.reduce((s, c) => s + c.count, 0);
    expect(total).toBe(all.total);
    expect(all.priceBands.reduce((s, b) => s + b.count, 0)).toBe(all.total);
    for (const band of all.priceBands) {
      const range = `minPrice=${band.min}${band.max === null ? '' : `&maxPrice=${band.max}`}`;
      expect((await list(`${range}&limit=100`)).products).toHaveLength(band.count);
    }
    const brand = all.brands[0]!;
    expect((await list(`brand=${encodeURIComponent(brand.brand)}&limit=100`)).products).toHaveLength(
      brand.count,
    );
    const seller = all.sellers[0]!;
    const bySeller = await list(`seller=${seller.id}&limit=100`);
    expect(bySeller.products).toHaveLength(seller.count);
    const rice = await facets('q=rice&category=food-groceries');
    expect(rice.categories).toEqual([{ slug: 'food-groceries', count: rice.total }]);
    expect(rice.total).toBe((await list('q=rice&category=food-groceries&limit=100')).products.length);
  });

  it('refuses bad filters with the shared error shape', async () => {
    const res = await t.app.inject({ url: '/api/products/facets?minPrice=10&maxPrice=5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { maxPrice: 'maxPrice must be at least minPrice' },
    });
  });
});
