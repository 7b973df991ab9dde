import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededShop, type SeededShop } from '../../test/seeded-shop.js';

// Issue 11, item 17 in the demo shop: a declined order with its reason, and cash recorded on delivery.
let shop: SeededShop;
beforeAll(async () => {
  shop = await createSeededShop();
});
afterAll(() => shop.database.close());

describe('demo orders', () => {
  it('include an order its seller declined, with the reason and the seller as the one who cancelled it', async () => {
    const declined = await shop.rows<{
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

  it('went the shop’s way: placed by the buyer, paid online or not, moved one step at a time by the seller, an hour apart', async () => {
    // A delivery the shop's courier reported (no actor, the courier named) comes days after the seller shipped
    // it (the money demo's orders, demo-money-orders.ts); every other step is as before.
    const wrong = await shop.rows(sql`
      select e.order_id, e.status from orders o
      join order_events e on e.order_id = o.id
        and not (e.status = 'delivered' and e.actor_id is null and e.note = o.courier
                 and e.created_at > (select max(s.created_at) from order_events s
                                     where s.order_id = o.id and s.status = 'shipped'))
      where (e.created_at = o.created_at
             and (e.status not in ('pending', 'awaiting_payment', 'awaiting_approval')
                  or e.actor_id is distinct from o.buyer_id))
         -- An online checkout's order becomes pending when the gateway's payment is confirmed (no actor); a
         -- company order over its buyer's limit when an approver approves it (issue 31, demo-company-orders.ts).
         or (e.status = 'pending' and e.created_at <> o.created_at and e.actor_id is not null
             and e.note is distinct from 'approved')
         or (e.status in ('processing', 'shipped', 'delivered') and e.actor_id is distinct from o.seller_id)
         or (e.status <> 'pending' and o.decline_reason is null
             and e.created_at <> (select max(p.created_at) + interval '1 hour' from order_events p
                                  where p.order_id = o.id and p.created_at < e.created_at))`);
    expect(wrong).toEqual([]);
  });

  it('include a delivered cash-on-delivery order marked paid', async () => {
    const paid = await shop.rows<{ n: number }>(sql`
      select count(*)::int as n from orders
      where payment_method = 'cod' and order_status = 'delivered' and payment_status = 'paid'`);
    expect(paid[0]!.n).toBeGreaterThan(0);
  });
});
