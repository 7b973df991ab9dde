import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../client.js';
import { seedDemoData } from './seed.js';

// Issue 11, item 17 in the demo shop: a declined order with its reason, and cash recorded on delivery.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { info: () => {} });
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo orders', () => {
  it('include an order its seller declined, with the reason and the seller as the one who cancelled it', async () => {
    const declined = await rows<{
      order_status: string;
      decline_reason: string;
      actor_is_seller: boolean;
    }>(sql`
      select o.order_status, o.decline_reason, e.actor_id = o.seller_id as actor_is_seller
      from orders o join order_events e on e.order_id = o.id and e.status = 'cancelled'
      where o.decline_reason is not null`);
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({ order_status: 'cancelled', actor_is_seller: true });
    expect(declined[0]!.decline_reason.length).toBeGreaterThan(10);
  });

  it('include a delivered cash-on-delivery order marked paid', async () => {
    const paid = await rows<{ n: number }>(sql`
      select count(*)::int as n from orders
      where payment_method = 'cod' and order_status = 'delivered' and payment_status = 'paid'`);
    expect(paid[0]!.n).toBeGreaterThan(0);
  });
});
