import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { createUser } from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import { PRODUCT_SORTS } from '@bulkbazar/contract';
import {
  createCatalogRepo,
  searchCap,
  searchWindow,
  type CatalogFilter,
  type CatalogPosition,
} from './catalog.repo.js';
import { createProductsRepo } from './products.repo.js';
import { cursorAfter } from './products.service.js';
import { toPrefixTsquery } from './search-query.js';

// With a catalog of 100,000 products, the shop's search (?q=…&category=…&sort=price_asc) must be answered
// from indexes, not by reading the whole products table. Prints the plan it checks.
const SIZE = 100_000;
const BLOCKED = 3_000;
let database: Database;
let blockedSellerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const seller = await createUser(database.db);
  const words = [
    'steel',
    'cotton',
    'charger',
    'kettle',
    'panjabi',
    'helmet',
    'paper',
    'soap',
    'drill',
    'fan',
  ];
  const categories = [
    'electronics-gadgets',
    'home-kitchen-appliances',
    'fashion-apparel',
    'industrial-machinery-tools',
    'health-beauty',
    'automotive-parts-accessories',
    'office-supplies-stationery',
  ];
  await database.db.execute(sql`
    insert into products (sku, seller_id, product_name, image, brand, category, price_poisha, description, min_quantity, stock, status, created_at)
    select 'S' || g, ${seller.id},
      (${sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`)})[1 + g % 10] || ' model ' || g,
      '/uploads/seed/x-1.webp', 'Brand ' || (g % 50),
      (${sql.raw(`array[${categories.map((c) => `'${c}'`).join(',')}]`)})[1 + g % 7],
      1000 + (g * 7919) % 500000, 'Wholesale item number ' || g, 10, 1000,
      case when g % 20 = 0 then 'pending' else 'approved' end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${SIZE}) g`);
  // A blocked seller owns the newest listings: the worst place for them, where every first page starts.
  blockedSellerId = (await createUser(database.db, { banned: true })).id;
  await database.db.execute(sql`
    update products set seller_id = ${blockedSellerId}, seller_blocked = true
    where sku in (select 'S' || g from generate_series(1, ${BLOCKED}) g)`);
  await database.db.execute(sql`analyze products`);
}, 300_000);
afterAll(() => database.close());

async function explain(query: { toSQL: () => unknown }): Promise<string> {
  return (
    (await database.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }
  ).rows
    .map((r) => Object.values(r)[0])
    .join('\n');
}

/** The plan as run, with the rows each step read and threw away ("Rows Removed by Filter"). */
async function explainAnalyze(query: { toSQL: () => unknown }): Promise<string> {
  return (
    (await database.db.execute(
      sql`explain (analyze, costs off, timing off, summary off) ${query}`,
    )) as unknown as { rows: Record<string, string>[] }
  ).rows
    .map((r) => Object.values(r)[0])
    .join('\n');
}

describe(`catalog query plan with ${SIZE.toLocaleString('en')} products`, () => {
  it.each([
    ['first page, newest', {}, 'newest'],
    ['category page', { category: 'fashion-apparel' }, 'newest'],
    ['price range, cheapest first', { minPoisha: 100_000, maxPoisha: 200_000 }, 'price-asc'],
  ] as const)('%s uses indexes, never a sequential scan of products', async (_name, filter, sort) => {
    const repo = createCatalogRepo(database.db);
    const query = repo.catalogQuery(filter, sort, { offset: 0 }, 13);
    const plan = await explain(query);
    console.log(`EXPLAIN ${_name}:\n${plan}\n`);
    expect(plan).not.toMatch(/Seq Scan on products/);
    expect(plan).toMatch(/Index|Bitmap/);
    expect((await query).length).toBeGreaterThan(0);
  });
});

// About half-way into the filtered catalog (a category holds a seventh of it).
const middle = (filter: CatalogFilter) => (filter.category ? 6_000 : 45_000);

// Keyset paging: the page after a cursor from the middle of the catalog starts inside the sort's own
// composite index (the row comparison is an index condition), reads `limit` entries and sorts nothing.
describe(`keyset page plans with ${SIZE.toLocaleString('en')} products`, () => {
  const cases: [string, CatalogFilter, (typeof PRODUCT_SORTS)[number], RegExp][] = [
    ...PRODUCT_SORTS.map(
      (sort) =>
        [`sort=${sort}`, {}, sort, /products_status_(created|price|rating_created|name)_idx/] as [
          string,
          CatalogFilter,
          (typeof PRODUCT_SORTS)[number],
          RegExp,
        ],
    ),
    ['category, newest', { category: 'fashion-apparel' }, 'newest', /products_status_category_created_idx/],
    [
      'category, price-desc',
      { category: 'fashion-apparel' },
      'price-desc',
      /products_status_category_price_idx/,
    ],
  ];
  it.each(cases)(
    '%s: the rows after a mid-catalog cursor come straight off an index',
    async (_name, filter, sort, index) => {
      const repo = createCatalogRepo(database.db);
      const [row] = await repo.catalogQuery(filter, sort, { offset: middle(filter) }, 1);
      const position: CatalogPosition = { after: cursorAfter(sort, row!) };
      const plan = await explain(repo.catalogPageQuery(filter, sort, position, 13));
      console.log(`EXPLAIN keyset ${_name}:\n${plan}\n`);
      expect(plan).toMatch(/^Limit/);
      expect(plan).toMatch(/Index (Only )?Scan (Backward )?using \w+ on products/);
      expect(plan).toMatch(index);
      expect(plan).toMatch(/Index Cond: .*ROW\(/);
      expect(plan).not.toMatch(/Sort|Seq Scan|Bitmap/);
      // …and it is the page that follows the offset page.
      const next = await repo.catalogQuery(filter, sort, position, 13);
      const byOffset = await repo.catalogQuery(filter, sort, { offset: middle(filter) + 1 }, 13);
      expect(next.map((r) => r.id)).toEqual(byOffset.map((r) => r.id));
    },
  );
});

// Text search, in its steps (see listApproved): common words are answered by a bounded walk of the sort
// index, rare ones by the GIN index alone (first at most `searchCap` matches, or all of them after a walk
// found too few). None reads the table from end to end.
describe(`text search plans with ${SIZE.toLocaleString('en')} products`, () => {
  it.each([
    ['common word, newest', { tsquery: toPrefixTsquery('kettle')! }, 'newest', /products_status_created_idx/],
    [
      'common word in a category, cheapest first',
      { tsquery: toPrefixTsquery('kettle')!, category: 'home-kitchen-appliances' },
      'price-asc',
      /products_status_category_price_idx|products_status_price_idx/,
    ],
  ] as const)('%s: the first step walks the sort index and stops', async (_name, filter, sort, index) => {
    const repo = createCatalogRepo(database.db);
    const plan = await explain(repo.searchWindowQuery(filter, sort, { offset: 0 }, 13, searchWindow(SIZE)));
    console.log(`EXPLAIN search window, ${_name}:\n${plan}\n`);
    expect(plan).toMatch(/^Limit[\s\S]*Subquery Scan[\s\S]*Limit[\s\S]*Index Scan (Backward )?using/);
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
    expect(await repo.listApproved(filter, sort, { offset: 0 }, 13)).toHaveLength(13);
  });

  it.each([
    ['model number', 'model 12345'],
    ['two words that never meet', 'kettle drill'],
    ['no such word', 'zzzz'],
  ])('%s: the GIN steps ask the GIN index, never a walk or a scan', async (_name, q) => {
    const repo = createCatalogRepo(database.db);
    const filter = { tsquery: toPrefixTsquery(q)! };
    for (const cap of [undefined, searchCap(SIZE)]) {
      const plan = await explain(repo.searchMatchesQuery(filter, 'newest', { offset: 0 }, 13, cap));
      console.log(`EXPLAIN search matches, ${_name}, cap ${cap}:\n${plan}\n`);
      expect(plan).toMatch(/Bitmap Index Scan on products_search_idx/);
      expect(plan).not.toMatch(/Seq Scan|Index Scan Backward|Index Only Scan/);
    }
    const got = await repo.listApproved(filter, 'newest', { offset: 0 }, 13);
    expect(got.map((r) => r.id)).toEqual(
      (await repo.catalogQuery(filter, 'newest', { offset: 0 }, 13)).map((r) => r.id),
    );
  });
});

// A blocked seller's listings are left out by the indexes themselves (their predicate excludes them), so a
// page never reads them, even when they are the first rows of its sort; the moderation queue, which shows
// every listing, still finds pending ones by index.
describe(`with a blocked seller's ${BLOCKED.toLocaleString('en')} newest listings`, () => {
  const cases: [string, CatalogFilter, (typeof PRODUCT_SORTS)[number]][] = [
    ...PRODUCT_SORTS.map((sort) => [`sort=${sort}`, {}, sort] as [string, CatalogFilter, typeof sort]),
    ['category, newest', { category: 'fashion-apparel' }, 'newest'],
    ['category, price-asc', { category: 'fashion-apparel' }, 'price-asc'],
  ];
  it.each(cases)(
    '%s: the first page skips them inside the index, without a filter step',
    async (_name, filter, sort) => {
      const repo = createCatalogRepo(database.db);
      const plan = await explainAnalyze(repo.catalogPageQuery(filter, sort, { offset: 0 }, 13));
      console.log(`EXPLAIN ANALYZE blocked seller, ${_name}:\n${plan}\n`);
      expect(plan).toMatch(/^Limit/);
      expect(plan).toMatch(/Index (Only )?Scan (Backward )?using products_status_\w+_idx on products/);
      expect(plan).not.toMatch(/Sort|Seq Scan|Bitmap/);
      // The index holds no approved listing of a blocked seller, so the walk reads none and filters nothing.
      expect(plan).not.toMatch(/Filter/);
      const rows = await repo.listApproved(filter, sort, { offset: 0 }, 13);
      expect(rows).toHaveLength(13);
      expect(rows.filter((r) => r.sellerId === blockedSellerId)).toEqual([]);
    },
  );

  it('a text search leaves them out too', async () => {
    const repo = createCatalogRepo(database.db);
    const filter = { tsquery: toPrefixTsquery('kettle')! };
    const plan = await explainAnalyze(
      repo.searchWindowQuery(filter, 'newest', { offset: 0 }, 13, searchWindow(SIZE)),
    );
    console.log(`EXPLAIN ANALYZE blocked seller, search window:\n${plan}\n`);
    expect(plan).toMatch(/Index Scan Backward using products_status_created_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
    const rows = await repo.listApproved(filter, 'newest', { offset: 0 }, 13);
    expect(rows).toHaveLength(13);
    expect(rows.filter((r) => r.sellerId === blockedSellerId)).toEqual([]);
  });

  it('the featured shelf and the sitemap leave them out', async () => {
    const featured = await createCatalogRepo(database.db).newestPerCategory(7);
    expect(featured).toHaveLength(7);
    expect(featured.filter((r) => r.sellerId === blockedSellerId)).toEqual([]);
    const sitemap = await createCatalogRepo(database.db).listApprovedForSitemap(100);
    const blockedIds = new Set(
      (
        (await database.db.execute(
          sql`select id from products where seller_id = ${blockedSellerId} limit 100`,
        )) as unknown as { rows: { id: string }[] }
      ).rows.map((r) => r.id),
    );
    expect(sitemap.filter((r) => blockedIds.has(r.id))).toEqual([]);
  });

  it("the moderation queue's pending listings are still found by index, the blocked seller's included", async () => {
    const repo = createProductsRepo(database.db);
    const query = repo.listForModeration('pending', undefined, 0, 20);
    const plan = await explain(query);
    console.log(`EXPLAIN moderation, pending:\n${plan}\n`);
    expect(plan).not.toMatch(/Seq Scan on products/);
    const pending = (await database.db.execute(
      sql`select count(*)::int as n from products where status = 'pending' and seller_id = ${blockedSellerId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(pending.rows[0]!.n).toBeGreaterThan(0);
  });
});
