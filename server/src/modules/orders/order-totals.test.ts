import { formatTaka, lineTotalPoisha, MAX_TOTAL_POISHA, poishaToTaka } from '@bulkbazar/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';
import { recordCatalogEvents } from '../../../test/record-catalog-events.js';
import { orders, products } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { createOrdersRepo } from './orders.repo.js';
import { createOrdersService, type OrdersService } from './orders.service.js';
import { NO_ONLINE_PAYMENTS } from './payments-port.js';

// Issue 11, item 11: totals are exact integer poisha, from the multiplication to the JSON a browser reads.
let t: TestApp;
let service: OrdersService;
let buyer: Viewer;
let session: Session;
beforeAll(async () => {
  t = await buildTestApp();
  service = createOrdersService(createOrdersRepo(t.database.db), recordCatalogEvents(), NO_ONLINE_PAYMENTS);
  const u = await createUser(t.database.db);
  buyer = { id: u.id, email: u.email, name: u.name, image: null, role: 'user' };
  session = await signUp(t.app);
});
afterAll(() => t.close());

/** The exact taka text of a poisha amount, from integers only: 999999999000000n → '9999999990000'. */
const exactTaka = (poisha: bigint) => {
  const whole = poisha / 100n;
  const cents = poisha % 100n;
  return cents === 0n ? `${whole}` : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
};
const withGrouping = (poisha: bigint) => {
  const whole = (poisha / 100n).toString();
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `৳${rest ? `${rest},${last3}` : last3}.${String(poisha % 100n).padStart(2, '0')}`;
};
const MAX_PRICE_POISHA = 1_000_000_000; // ৳1,00,00,000.00, the listing form's ceiling
const MAX_UNITS = 10_000_000;
const input = (productId: string, quantity: number) => ({
  productId,
  quantity,
  shippingAddress: 'House 1, Road 2, Dhaka',
  phoneNumber: '+8801712345678',
  paymentMethod: 'cod' as const,
});
const expensive = (pricePoisha: number) =>
  createProduct(t.database.db, { price: pricePoisha / 100, minQuantity: 1, stock: MAX_UNITS });
const stockOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

describe('line totals', () => {
  it('refuses ৳9,999,999.99 × 9,999,999 (a total beyond exact taka) as above the order limit, naming quantity, nothing changes', async () => {
    const p = await expensive(999_999_999);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addorder',
      headers: asCookie(session),
      payload: { ...input(p.id, 9_999_999), phoneNumber: '01712345678' },
    });
    // The quantity engine's ABOVE_ORDER_LIMIT: the total cap at the base price is a limit per order like the
    // seller's own, and the message names the allowed value, the largest quantity under it (lakh grouping).
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ acknowledged: false, code: 'ABOVE_ORDER_LIMIT' });
    expect(res.json().fields.quantity).toBe('At most 10,00,000 units per order');
    expect(await stockOf(p.id)).toBe(MAX_UNITS);
    expect(await t.database.db.select().from(orders).where(eq(orders.productId, p.id))).toHaveLength(0);
  });

  it('takes the largest total under the cap exactly, in the database and in the JSON', async () => {
    const p = await expensive(999_999_999);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addorder',
      headers: asCookie(session),
      payload: { ...input(p.id, 1_000_000), phoneNumber: '01712345678' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"totalPrice":9999999990000,');
    const [row] = await t.database.db
      .select({ total: sql<string>`${orders.totalPoisha}::text` })
      .from(orders)
      .where(eq(orders.id, res.json().insertedId));
    expect(row!.total).toBe('999999999000000');
  });

  it('for every price × quantity: the exact product under the cap, a refusal naming quantity above it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_PRICE_POISHA }),
        fc.integer({ min: 1, max: MAX_UNITS }),
        (price, quantity) => {
          const exact = BigInt(price) * BigInt(quantity);
          const total = lineTotalPoisha(price, quantity);
          if (exact > BigInt(MAX_TOTAL_POISHA)) return total === null;
          // The number is the exact product, it survives JSON, and taka read from it are exact too.
          return (
            total !== null &&
            BigInt(total) === exact &&
            JSON.stringify(poishaToTaka(total)) === exactTaka(exact) &&
            formatTaka(poishaToTaka(total)) === withGrouping(exact)
          );
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('keeps every amount up to the cap exact in taka (the edges, where floating point would slip)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_TOTAL_POISHA - 1_000_000, max: MAX_TOTAL_POISHA }), (poisha) => {
        const taka = poishaToTaka(poisha);
        return (
          JSON.stringify(taka) === exactTaka(BigInt(poisha)) &&
          formatTaka(taka) === withGrouping(BigInt(poisha))
        );
      }),
      { numRuns: 20_000 },
    );
  });

  it('places random orders through the service: the stored total is price × quantity, or quantity is refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: MAX_PRICE_POISHA }),
        fc.integer({ min: 1, max: MAX_UNITS }),
        async (price, quantity) => {
          const p = await expensive(price);
          const exact = BigInt(price) * BigInt(quantity);
          const placing = service.place(buyer, input(p.id, quantity));
          if (exact > BigInt(MAX_TOTAL_POISHA)) {
            await expect(placing).rejects.toMatchObject({ fields: { quantity: expect.any(String) } });
            expect(await stockOf(p.id)).toBe(MAX_UNITS);
            return;
          }
          const { order } = await placing;
          const [row] = await t.database.db
            .select({ total: sql<string>`${orders.totalPoisha}::text` })
            .from(orders)
            .where(eq(orders.id, order._id));
          expect(row!.total).toBe(exact.toString());
          expect(JSON.stringify(order.totalPrice)).toBe(exactTaka(exact));
        },
      ),
      { numRuns: 40 },
    );
  });
});
