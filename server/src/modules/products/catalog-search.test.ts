import { PRODUCT_SORTS } from '@bulkbazar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import {
  createCatalogRepo,
  type CatalogFilter,
  type CatalogPosition,
  type SearchTuning,
} from './catalog.repo.js';
import { cursorAfter } from './products.service.js';
import { toPrefixTsquery } from './search-query.js';

// A text search answers in up to three steps (at most `cap` + 1 matches from the GIN index; a bounded walk
// of the sort's index; the GIN index alone when the walk finds too few): whichever step answers, the page
// must be exactly what the plain query gives, for common, rare and absent words, every sort, with filters,
// offsets and cursors. cap 0 skips the first step and a small cap makes common words overflow it; small
// windows force the last step, a large one lets the walk answer.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const seller = await createUser(database.db);
  await database.db.execute(sql`
    insert into products (sku, seller_id, product_name, image, brand, category, price_poisha, rating, description, min_quantity, stock, status, created_at)
    select 'W' || g, ${seller.id},
      (array['steel kettle', 'cotton panjabi', 'steel pot', 'usb charger', 'paper notebook'])[1 + g % 5]
        || case when g % 37 = 0 then ' rarecode' || g else '' end,
      '/uploads/x.webp', 'Brand ' || (g % 3),
      (array['home-kitchen-appliances', 'fashion-apparel', 'electronics-gadgets'])[1 + g % 3],
      1000 + (g % 17) * 500, 1 + g % 5, 'Item ' || g, 1, 10,
      case when g % 11 = 0 then 'pending' else 'approved' end,
      timestamptz '2026-11-01' - ((g / 2) || ' minutes')::interval
    from generate_series(1, 600) g`);
  await database.db.execute(sql`analyze products`);
}, 60_000);
afterAll(() => database.close());

const searches = ['steel', 'ste', 'steel kettle', 'rarecode', 'rarecode37', 'charger brand', 'nothingatall'];
const filters: CatalogFilter[] = [
  {},
  { category: 'home-kitchen-appliances' },
  { minPoisha: 2000, maxPoisha: 5000 },
];

describe('text search in two steps', () => {
  const tunings: SearchTuning[] = [
    { cap: 0, window: 1 },
    { cap: 0, window: 20 },
    { cap: 0, window: 5000 },
    { cap: 5, window: 1 },
    { cap: 5, window: 5000 },
    { cap: 1000 },
    {},
  ];
  it.each(PRODUCT_SORTS)('sort=%s: every cap and window gives the plain query’s pages', async (sort) => {
    const repo = createCatalogRepo(database.db);
    let steps = 0;
    for (const q of searches) {
      for (const f of filters) {
        const filter = { ...f, tsquery: toPrefixTsquery(q) };
        const all = await repo.catalogQuery(filter, sort, { offset: 0 }, 1000);
        const positions: CatalogPosition[] = [{ offset: 0 }, { offset: 7 }];
        if (all.length > 3) positions.push({ after: cursorAfter(sort, all[2]!) });
        for (const position of positions) {
          const plain = await repo.catalogQuery(filter, sort, position, 13);
          for (const tuning of tunings) {
            const got = await repo.listApproved(filter, sort, position, 13, tuning);
            expect(
              got.map((r) => r.id),
              `${q} ${JSON.stringify(f)} ${JSON.stringify(position)} ${JSON.stringify(tuning)}`,
            ).toEqual(plain.map((r) => r.id));
            steps++;
          }
        }
      }
    }
    expect(steps).toBeGreaterThan(250);
  });
});
