import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContentSchema } from '@bulkbazar/contract';
import { createSeededShop, type SeededShop } from '../../test/seeded-shop.js';
import { createStatsRepo } from '../modules/stats/stats.repo.js';
import { createStatsService } from '../modules/stats/stats.service.js';
import { SEED_BENGALI, SEED_CATALOG } from './catalog.js';
import { DEMO_MERCHANT_NUMBERS } from './seed.js';

// The demo shop's books: stock, totals, views and the checkout's merchant numbers agree with its orders.
let shop: SeededShop;
beforeAll(async () => {
  shop = await createSeededShop();
});
afterAll(() => shop.database.close());

describe('demo data books', () => {
  it('keeps the stock books balanced: initial stock + adjustments = stock now + units in non-cancelled orders', async () => {
    const initial = new Map(
      [...Object.values(SEED_CATALOG).flat(), ...SEED_BENGALI.map((b) => b.item)].map(
        ([name, , , , stock]) => [name, stock],
      ),
    );
    // Every line of an order holds its units, not only the first (SEED.md's flat fields).
    // The demo's stock adjustments (issue 30 item 7: goods received, written off) move stock outside orders.
    const stock = await shop.rows<{
      product_name: string;
      stock: number;
      held: number;
      adjusted: number;
    }>(sql`
      select p.product_name, p.stock,
             coalesce(sum(i.quantity) filter (where o.order_status <> 'cancelled'), 0)::int as held,
             (select coalesce(sum(m.change), 0)::int from stock_movements m
              where m.product_id = p.id and m.reason not in ('order', 'cancel')) as adjusted
      from products p left join order_items i on i.product_id = p.id left join orders o on o.id = i.order_id
      where p.status = 'approved' group by p.id`);
    for (const p of stock)
      expect(p.stock + p.held, p.product_name).toBe(initial.get(p.product_name)! + p.adjusted);
    expect(stock.some((p) => p.adjusted !== 0)).toBe(true);
    expect(stock.some((p) => p.held > 0)).toBe(true);
  });

  it('totals are exact: unit price × quantity per line, an order the sum of its lines and its delivery, in poisha', async () => {
    const bad = await shop.rows(sql`
      select o.id from orders o join order_items i on i.order_id = o.id group by o.id
      having o.total_poisha <> sum(i.line_total_poisha) + o.delivery_charge_poisha or bool_or(i.line_total_poisha <> i.unit_price_poisha * i.quantity)`);
    expect(bad).toEqual([]);
    const [lines] = await shop.rows<{ n: number }>(sql`select count(*)::int as n from order_items`);
    expect(lines!.n).toBeGreaterThan(0);
    // The demo table charges the orders sent to a place (and promises them a day).
    const [charged] = await shop.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where delivery_charge_poisha > 0 and deliver_by is not null`,
    );
    expect(charged!.n).toBeGreaterThan(0);
  });

  it('gives the demo shop a bKash, Nagad and Rocket merchant number, so the checkout offers them', async () => {
    const [content] = await shop.rows<{ value: { merchantNumbers: Record<string, string> } }>(
      sql`select value from site_content where key = 'home'`,
    );
    expect(siteContentSchema.parse(content!.value).merchantNumbers).toEqual(DEMO_MERCHANT_NUMBERS);
    expect(Object.keys(DEMO_MERCHANT_NUMBERS).sort()).toEqual(['bkash', 'nagad', 'rocket']);
  });

  it('has demo product views that fit the orders: never fewer than a product’s order lines of a day, a few % converting', async () => {
    const short = await shop.rows(sql`
      select o.product_id, o.day from (
        select i.product_id, (o.created_at at time zone 'Asia/Dhaka')::date as day, count(*)::int as n
        from orders o join order_items i on i.order_id = o.id group by 1, 2
      ) o left join product_views v on v.product_id = o.product_id and v.day = o.day
      where coalesce(v.views, 0) < o.n`);
    expect(short).toEqual([]);
    const stats = await createStatsService(createStatsRepo(shop.database.db), async () => []).dashboard();
    expect(stats.conversionOrders).toBeGreaterThan(0);
    expect(stats.productViews).toBeGreaterThan(10 * stats.conversionOrders);
    expect(stats.conversionRate).toBeGreaterThanOrEqual(1);
    expect(stats.conversionRate).toBeLessThanOrEqual(8);
  });
});
