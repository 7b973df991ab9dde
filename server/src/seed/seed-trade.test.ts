import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  listingRuleIssues,
  nextTierHint,
  poishaToTaka,
  quoteLine,
  unitPriceAt,
  type QuantityRules,
} from '@bulkbazar/contract';
import { createSeededShop, type SeededShop } from '../../test/seeded-shop.js';

// The wholesale round in the demo shop: packs and volume prices in every category, seller minimums,
// checkouts of several lines and sellers, saved addresses and carts.
let shop: SeededShop;
beforeAll(async () => {
  shop = await createSeededShop();
});
afterAll(() => shop.database.close());

type ProductRow = {
  id: string;
  category: string;
  seller_id: string;
  price_poisha: number;
  min_quantity: number;
  order_increment: number;
  max_order_quantity: number | null;
  stock: number;
  price_tiers: { minQuantity: number; pricePoisha: number }[];
};
const products = () =>
  shop.rows<ProductRow>(sql`
    select id::text, category, seller_id, price_poisha::int, min_quantity, order_increment, max_order_quantity,
           stock, price_tiers
    from products where status = 'approved'`);
const rulesOf = (p: ProductRow): QuantityRules => ({
  pricePoisha: p.price_poisha,
  minQuantity: p.min_quantity,
  orderIncrement: p.order_increment,
  maxOrderQuantity: p.max_order_quantity,
  stock: p.stock,
  priceTiers: p.price_tiers,
});

describe('demo shop trade terms', () => {
  it('sells in packs with 2–3 volume prices in every category, all valid listings, a few capped per order', async () => {
    const all = await products();
    for (const { slug } of CATEGORIES) {
      const traded = all.filter(
        (p) =>
          p.category === slug &&
          p.order_increment > 1 &&
          p.price_tiers.length >= 2 &&
          p.price_tiers.length <= 3,
      );
      expect(traded.length, slug).toBeGreaterThanOrEqual(3);
    }
    for (const p of all) {
      // The terms as a seller's form checks them (the stock is what the orders left, so not checked here).
      const issues = listingRuleIssues({
        price: poishaToTaka(p.price_poisha),
        minQuantity: p.min_quantity,
        maxQuantity: Math.max(p.stock, p.min_quantity),
        orderIncrement: p.order_increment,
        maxOrderQuantity: p.max_order_quantity,
        priceTiers: p.price_tiers.map((t) => ({
          minQuantity: t.minQuantity,
          price: poishaToTaka(t.pricePoisha),
        })),
      });
      expect(issues, p.id).toEqual([]);
    }
    expect(all.filter((p) => p.max_order_quantity !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('has two sellers with a minimum order amount, and their orders meet it', async () => {
    const minimums = await shop.rows<{ name: string; min: number }>(sql`
      select name, min_order_amount_poisha::int as min from "user" where min_order_amount_poisha > 0 order by name`);
    expect(minimums).toEqual([
      { name: 'Chattogram Supply Co.', min: 500_000 },
      { name: 'Dhaka Wholesale Hub', min: 1_000_000 },
    ]);
    const below = await shop.rows(sql`
      select o.id from orders o join "user" u on u.id = o.seller_id where o.total_poisha < u.min_order_amount_poisha`);
    expect(below).toEqual([]);
  });
});

describe('demo checkouts', () => {
  it('hold orders of several lines, one seller each, and checkouts that span two sellers', async () => {
    const orders = await shop.rows<{ lines: number; sellers: number; first_is_flat: boolean }>(sql`
      select count(*)::int as lines, count(distinct p.seller_id)::int as sellers,
             bool_and(i.position <> 0 or (i.product_id = o.product_id and i.quantity = o.quantity
                      and i.unit_price_poisha = o.product_price_poisha and i.product_name = o.product_name))
               as first_is_flat
      from orders o join order_items i on i.order_id = o.id join products p on p.id = i.product_id
      group by o.id`);
    expect(orders.every((o) => o.sellers === 1 && o.first_is_flat)).toBe(true);
    expect(orders.filter((o) => o.lines === 3).length).toBeGreaterThanOrEqual(2);
    expect(orders.filter((o) => o.lines === 2).length).toBeGreaterThanOrEqual(2);

    const checkouts = await shop.rows<{ orders: number; sellers: number; sums: boolean }>(sql`
      select count(*)::int as orders, count(distinct o.seller_id)::int as sellers,
             sum(o.total_poisha) = max(c.total_poisha) as sums
      from checkouts c join orders o on o.checkout_id = c.id group by c.id`);
    expect(checkouts.every((c) => c.orders === c.sellers && c.sums)).toBe(true);
    expect(checkouts.filter((c) => c.orders === 2).length).toBeGreaterThanOrEqual(2);
  });

  it('priced every line by the engine, several at a volume tier (an accepted quote has its own price)', async () => {
    const all = new Map((await products()).map((p) => [p.id, p]));
    const lines = await shop.rows<{ product_id: string; quantity: number; unit: number }>(
      sql`select product_id::text, quantity, unit_price_poisha::int as unit from order_items
          where order_id not in (select order_id from rfq_quotes where order_id is not null)`,
    );
    for (const line of lines)
      expect(line.unit, line.product_id).toBe(unitPriceAt(rulesOf(all.get(line.product_id)!), line.quantity));
    const atTier = lines.filter((l) => l.unit < all.get(l.product_id)!.price_poisha);
    expect(atTier.length).toBeGreaterThanOrEqual(5);
  });
});

describe('demo buyers', () => {
  it('have saved addresses, and some checkouts went to one of them', async () => {
    const saved = await shop.rows<{ n: number }>(sql`
      select count(a.id)::int as n from "user" u left join addresses a on a.user_id = u.id
      where u.id in (select buyer_id from orders) group by u.id`);
    expect(saved.length).toBe(3);
    expect(saved.every((b) => b.n >= 1)).toBe(true);
    const [used] = await shop.rows<{ n: number }>(sql`
      select count(*)::int as n from orders o join addresses a
        on a.user_id = o.buyer_id and a.shipping_address = o.shipping_address and a.phone_number = o.phone_number`);
    expect(used!.n).toBeGreaterThan(0);
  });

  it('two have carts at the engine’s prices, one spanning two sellers, lines just below a tier break', async () => {
    const all = new Map((await products()).map((p) => [p.id, p]));
    const cart = await shop.rows<{ user_id: string; product_id: string; quantity: number; accepted: number }>(
      sql`select user_id, product_id::text, quantity, accepted_unit_price_poisha::int as accepted from cart_items`,
    );
    const buyers = new Set(cart.map((l) => l.user_id));
    expect(buyers.size).toBe(2);
    for (const buyer of buyers) {
      const sellers = new Set(
        cart.filter((l) => l.user_id === buyer).map((l) => all.get(l.product_id)!.seller_id),
      );
      expect(sellers.size).toBeGreaterThanOrEqual(2);
    }
    let justBelow = 0;
    for (const line of cart) {
      const rules = rulesOf(all.get(line.product_id)!);
      const quote = quoteLine(rules, line.quantity);
      expect(quote.ok && quote.unitPricePoisha, line.product_id).toBe(line.accepted);
      if (nextTierHint(rules, line.quantity)?.addQuantity === rules.orderIncrement) justBelow++;
    }
    expect(justBelow).toBeGreaterThanOrEqual(2);
  });
});

// The payments round (issue 14) in the demo shop: an online order paid, one the payer cancelled, the ledger
// rows of both, and the cash-on-delivery advance rule.
describe('demo online payments', () => {
  it('has a bKash order paid online and an SSLCommerz one the payer cancelled, each in the ledger', async () => {
    // The money demo's online orders were delivered (seed-money.test.ts); these two are the checkout's.
    const orders = await shop.rows<{
      payment_method: string;
      order_status: string;
      payment_status: string;
    }>(sql`
      select payment_method, order_status, payment_status from orders
      where payment_method in ('bkash_online', 'sslcommerz') and order_status <> 'delivered'
      order by payment_method`);
    expect(orders).toEqual([
      { payment_method: 'bkash_online', order_status: 'processing', payment_status: 'paid' },
      { payment_method: 'sslcommerz', order_status: 'cancelled', payment_status: 'unpaid' },
    ]);
    const ledger = await shop.rows<{ gateway: string; type: string }>(sql`
      select gateway, type from payment_events
      where checkout_id in (select checkout_id from orders where order_status <> 'delivered')
      order by gateway, created_at`);
    expect(ledger).toEqual([
      { gateway: 'bkash', type: 'initiated' },
      { gateway: 'bkash', type: 'completed' },
      { gateway: 'sslcommerz', type: 'initiated' },
      { gateway: 'sslcommerz', type: 'cancelled' },
    ]);
  });

  it('asks cash-on-delivery checkouts above ৳50,000 for a 10 % advance', async () => {
    const [content] = await shop.rows<{ value: { codAdvance: unknown } }>(sql`
      select value from site_content where key = 'home'`);
    expect(content!.value.codAdvance).toEqual({ percent: 10, above: 50_000 });
  });
});

describe('demo notifications', () => {
  it('every step of the demo told its people: orders, payments, listings, quotes and messages, old ones read', async () => {
    const rows = await shop.rows<{ kind: string; n: number; unread: number; future: number }>(sql`
      select kind, count(*)::int as n, count(*) filter (where read_at is null)::int as unread,
             count(*) filter (where created_at > now())::int as future
      from notifications group by kind`);
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    for (const kind of [
      'order_placed',
      'order_status',
      'payment_confirmed',
      'listing_reviewed',
      'new_quote',
      'new_message',
    ])
      expect(byKind[kind]?.n, kind).toBeGreaterThan(0);
    expect(byKind.listing_reviewed!.unread).toBe(0);
    expect(rows.reduce((sum, r) => sum + r.unread, 0)).toBeGreaterThan(0);
    expect(rows.reduce((sum, r) => sum + r.future, 0)).toBe(0);
    // Backdated with their orders: a placed order's notification is as old as the order.
    const [stale] = await shop.rows<{ n: number }>(sql`
      select count(*)::int as n from notifications n join orders o on o.id::text = n.data->>'orderId'
      where n.kind = 'order_placed' and n.created_at <> o.created_at`);
    expect(stale!.n).toBe(0);
  });
});
