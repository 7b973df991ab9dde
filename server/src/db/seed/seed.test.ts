import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../client.js';
import { CATEGORIES, siteContentSchema } from '@bulkbazar/contract';
import { createOrdersRepo } from '../../modules/orders/orders.repo.js';
import { createStatsRepo } from '../../modules/stats/stats.repo.js';
import { createStatsService } from '../../modules/stats/stats.service.js';
import { SEED_CATALOG } from './catalog.js';
import { DEMO_MERCHANT_NUMBERS, ensureSeedImages, seedDemoData } from './seed.js';

let database: Database;
const quiet = { info: () => {} };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Both drivers answer raw SQL with `{ rows }`.
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo data', () => {
  it('seeds an empty database once: ≥ 40 approved products in all 7 categories, pending ones, orders', async () => {
    expect(await seedDemoData(database.db, quiet)).toBe(true);
    expect(await seedDemoData(database.db, quiet)).toBe(false);

    const byStatus = await rows<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from products group by status`,
    );
    const count = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
    expect(count.approved).toBeGreaterThanOrEqual(40);
    expect(count.pending).toBeGreaterThan(0);

    const categories = await rows<{ category: string }>(
      sql`select distinct category from products where status = 'approved'`,
    );
    expect(categories.map((c) => c.category).sort()).toEqual(CATEGORIES.map((c) => c.slug).sort());

    const sellers = await rows<{ n: number }>(sql`select count(distinct seller_id)::int as n from products`);
    expect(sellers[0]!.n).toBeGreaterThanOrEqual(3);
    const orders = await rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(orders[0]!.n).toBeGreaterThan(0);
  });

  it('keeps the stock books balanced: initial stock = stock now + units in non-cancelled orders', async () => {
    const initial = new Map(
      Object.values(SEED_CATALOG)
        .flat()
        .map(([name, , , , stock]) => [name, stock]),
    );
    const stock = await rows<{ product_name: string; stock: number; held: number }>(sql`
      select p.product_name, p.stock, coalesce(sum(o.quantity) filter (where o.order_status <> 'cancelled'), 0)::int as held
      from products p left join orders o on o.product_id = p.id
      where p.status = 'approved' group by p.id`);
    for (const p of stock) expect(p.stock + p.held).toBe(initial.get(p.product_name));
    expect(stock.some((p) => p.held > 0)).toBe(true);
  });

  it('totals are exact: price × quantity in poisha', async () => {
    const bad = await rows(sql`select id from orders where total_poisha <> product_price_poisha * quantity`);
    expect(bad).toEqual([]);
  });

  it('gives the demo shop a bKash, Nagad and Rocket merchant number, so the checkout offers them', async () => {
    const [content] = await rows<{ value: { merchantNumbers: Record<string, string> } }>(
      sql`select value from site_content where key = 'home'`,
    );
    expect(siteContentSchema.parse(content!.value).merchantNumbers).toEqual(DEMO_MERCHANT_NUMBERS);
    expect(Object.keys(DEMO_MERCHANT_NUMBERS).sort()).toEqual(['bkash', 'nagad', 'rocket']);
  });

  it('has demo product views that fit the orders: never fewer than a product’s orders of a day, a few % converting', async () => {
    const short = await rows(sql`
      select o.product_id, o.day from (
        select product_id, (created_at at time zone 'Asia/Dhaka')::date as day, count(*)::int as n
        from orders group by 1, 2
      ) o left join product_views v on v.product_id = o.product_id and v.day = o.day
      where coalesce(v.views, 0) < o.n`);
    expect(short).toEqual([]);
    const stats = await createStatsService(
      createStatsRepo(database.db),
      createOrdersRepo(database.db),
    ).dashboard();
    expect(stats.conversionOrders).toBeGreaterThan(0);
    expect(stats.productViews).toBeGreaterThan(10 * stats.conversionOrders);
    expect(stats.conversionRate).toBeGreaterThanOrEqual(1);
    expect(stats.conversionRate).toBeLessThanOrEqual(8);
  });

  it('draws every product image locally as a real WebP', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bb-seed-'));
    try {
      await ensureSeedImages(dir);
      const images = await rows<{ image: string }>(sql`select distinct image from products`);
      for (const { image } of images) {
        const meta = await sharp(join(dir, image.replace('/uploads/', ''))).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
