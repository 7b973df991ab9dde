import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { createUser } from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import { createProductsRepo } from './products.repo.js';
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

describe(`catalog query plan with ${SIZE.toLocaleString('en')} products`, () => {
  it.each([
    [
      'search + category + price sort',
      { tsquery: toPrefixTsquery('kettle'), category: 'home-kitchen-appliances' },
      'price-asc',
    ],
    ['first page, newest', {}, 'newest'],
    ['category page', { category: 'fashion-apparel' }, 'newest'],
    ['price range, cheapest first', { minPoisha: 100_000, maxPoisha: 200_000 }, 'price-asc'],
  ] as const)('%s uses indexes, never a sequential scan of products', async (_name, filter, sort) => {
    const repo = createProductsRepo(database.db);
    const query = repo.catalogQuery(filter, sort, 0, 13);
    const plan = (
      (await database.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }
    ).rows
      .map((r) => Object.values(r)[0])
      .join('\n');
    console.log(`EXPLAIN ${_name}:\n${plan}\n`);
    expect(plan).not.toMatch(/Seq Scan on products/);
    expect(plan).toMatch(/Index|Bitmap/);
    expect((await query).length).toBeGreaterThan(0);
  });
});
