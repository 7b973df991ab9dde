import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { createUser } from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import { PRODUCT_SORTS } from '@bulkbazar/contract';
import {
  createProductsRepo,
  searchWindow,
  type CatalogFilter,
  type CatalogPosition,
} from './products.repo.js';
import { cursorAfter } from './products.service.js';
import { toPrefixTsquery } from './search-query.js';

// With a catalog of 100,000 products, the shop's search (?q=…&category=…&sort=price_asc) must be answered
// from indexes, not by reading the whole products table. Prints the plan it checks.
const SIZE = 100_000;
let database: Database;

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

describe(`catalog query plan with ${SIZE.toLocaleString('en')} products`, () => {
  it.each([
    ['first page, newest', {}, 'newest'],
    ['category page', { category: 'fashion-apparel' }, 'newest'],
    ['price range, cheapest first', { minPoisha: 100_000, maxPoisha: 200_000 }, 'price-asc'],
  ] as const)('%s uses indexes, never a sequential scan of products', async (_name, filter, sort) => {
    const repo = createProductsRepo(database.db);
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
      const repo = createProductsRepo(database.db);
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

// Text search, in its two steps (see listApproved): common words are answered by a bounded walk of the sort
// index, rare ones by the GIN index alone. Neither reads the table from end to end.
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
    const repo = createProductsRepo(database.db);
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
  ])('%s: the second step asks the GIN index, never a walk or a scan', async (_name, q) => {
    const repo = createProductsRepo(database.db);
    const filter = { tsquery: toPrefixTsquery(q)! };
    const plan = await explain(repo.searchMatchesQuery(filter, 'newest', { offset: 0 }, 13));
    console.log(`EXPLAIN search matches, ${_name}:\n${plan}\n`);
    expect(plan).toMatch(/Bitmap Index Scan on products_search_idx/);
    expect(plan).not.toMatch(/Seq Scan|Index Scan Backward|Index Only Scan/);
    const got = await repo.listApproved(filter, 'newest', { offset: 0 }, 13);
    expect(got.map((r) => r.id)).toEqual(
      (await repo.catalogQuery(filter, 'newest', { offset: 0 }, 13)).map((r) => r.id),
    );
  });
});
