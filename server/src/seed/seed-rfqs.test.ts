import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededShop, type SeededShop } from '../../test/seeded-shop.js';
import { createTestDatabase } from '../../test/test-database.js';
import { users } from '../db/schema.js';
import { seedDemoData } from './seed.js';

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

describe('the administrator’s demo quote', () => {
  it('is an open quote above the COD advance’s ৳50,000, from a seller, waiting to be accepted', async () => {
    // The first administrator exists before the demo shop (the first start creates them first).
    const database = await createTestDatabase();
    try {
      const adminId = randomUUID();
      await database.db
        .insert(users)
        .values({ id: adminId, name: 'Shop Admin', email: 'admin@example.com', role: 'admin' });
      await seedDemoData(database.db, { info: () => {} });
      const { rows } = (await database.db.execute(sql`
        select q.unit_price_poisha::bigint * q.quantity as total, q.order_id, q.seller_id <> r.buyer_id as other
        from rfqs r join rfq_quotes q on q.rfq_id = r.id where r.buyer_id = ${adminId}`)) as unknown as {
        rows: { total: string; order_id: string | null; other: boolean }[];
      };
      expect(rows).toHaveLength(1);
      expect(Number(rows[0]!.total)).toBeGreaterThan(5_000_000);
      expect(rows[0]).toMatchObject({ order_id: null, other: true });
    } finally {
      await database.close();
    }
    // It seeds a whole demo shop of its own: at a load of 13 that took more than the default 30 s once the demo
    // company's orders were added (as seed.test.ts found, commit 30d7b1d).
  }, 120_000);
});
