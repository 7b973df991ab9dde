import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededShop, type SeededShop } from '../../test/seeded-shop.js';

// Requests for quotation in the demo shop: one on a product, one in a category with two quotes, one accepted
// whose order carries the quoted price; threads between buyers and sellers, some in Bengali.
let shop: SeededShop;
beforeAll(async () => {
  shop = await createSeededShop();
});
afterAll(() => shop.database.close());

describe('demo quote requests', () => {
  it('has a product request, a category request with two quotes, and an accepted one with its order', async () => {
    const rfqs = await shop.rows<{ kind: string; quotes: number; accepted: boolean }>(sql`
      select case when product_seller_id is null then 'category' else 'product' end as kind,
        (select count(*)::int from rfq_quotes q where q.rfq_id = r.id) as quotes,
        accepted_quote_id is not null as accepted
      from rfqs r order by created_at, id`);
    expect(rfqs).toHaveLength(3);
    expect(rfqs.filter((r) => r.kind === 'category')).toEqual([
      { kind: 'category', quotes: 2, accepted: false },
    ]);
    expect(rfqs.filter((r) => r.accepted)).toHaveLength(1);
    const [order] = await shop.rows<{ unit: number; quoted: number }>(sql`
      select i.unit_price_poisha::int as unit, q.unit_price_poisha::int as quoted
      from rfq_quotes q join order_items i on i.order_id = q.order_id`);
    expect(order!.unit).toBe(order!.quoted);
    const bengali = await shop.rows(sql`select 1 from rfq_messages where body ~ '[ঀ-৿]'`);
    expect(bengali.length).toBeGreaterThan(0);
  });
});
