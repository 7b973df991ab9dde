import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { MAX_SAVED_ADDRESSES } from '@bulkbazar/contract';
import { addresses, cartItems, checkouts } from '../../db/schema.js';
import { asUser, stockOf } from './cart-test-kit.js';

// The cart as the checkout meets it: a price changed by the seller, a seller's minimum, saved addresses,
// and a retried checkout.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const trader = async (name?: string) => {
  const session = await signUp(t.app, name ? { name } : {});
  return { session, api: asUser(t.app, session) };
};
const cartRows = async (s: Session) =>
  t.database.db.select().from(cartItems).where(eq(cartItems.userId, s.id));

describe('a price changed after the line was added', () => {
  it('shows PRICE_CHANGED, stops the checkout (409 naming the line) until the buyer accepts it with PUT', async () => {
    const seller = await trader();
    const buyer = await trader();
    const p = await createProduct(t.database.db, { sellerId: seller.session.id, price: 50, minQuantity: 10 });
    await buyer.api.put(p.id, 20);

    const edit = await seller.api.send('PATCH', `/api/update/${p.id}`, { price: 55.5 });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = (await buyer.api.cart()).json();
    expect(stale.groups[0].items[0]).toMatchObject({
      unitPrice: 55.5,
      lineTotal: 1110,
      problem: {
        code: 'PRICE_CHANGED',
        previousUnitPrice: 50,
        allowed: null,
        message: 'The price changed from ৳50.00 to ৳55.50 per unit',
      },
    });
    expect(stale).toMatchObject({ ready: false, total: 1110 });

    const refused = await buyer.api.checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PRICE_CHANGED' });
    expect(refused.json().fields).toHaveProperty(`items.${p.id}`);
    expect(await stockOf(t.app, p.id)).toBe(1000);

    // The same quantity again accepts today's price.
    const accepted = (await buyer.api.put(p.id, 20)).json();
    expect(accepted.groups[0].items[0].problem).toBeNull();
    expect(accepted.ready).toBe(true);

    const placed = await buyer.api.checkout();
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ total: 1110, orders: [{ totalPrice: 1110 }] });
    expect(placed.json().orders[0].items).toEqual([
      expect.objectContaining({ productId: p.id, quantity: 20, unitPrice: 55.5, lineTotal: 1110 }),
    ]);
    expect(await stockOf(t.app, p.id)).toBe(980);
    expect(await cartRows(buyer.session)).toEqual([]);
    expect((await buyer.api.cart()).json()).toMatchObject({ groups: [], lineCount: 0, ready: false });
  });
});

describe("a seller's minimum order amount", () => {
  it('marks the group BELOW_SELLER_MINIMUM and the checkout answers 409 naming the seller, until it is met', async () => {
    const seller = await trader('Minimum Mart');
    const buyer = await trader();
    const setMinimum = await seller.api.send('PATCH', '/api/me', { minOrderAmount: 5000 });
    expect(setMinimum.json().user.minOrderAmount).toBe(5000);
    const p = await createProduct(t.database.db, {
      sellerId: seller.session.id,
      price: 100,
      minQuantity: 10,
    });
    await buyer.api.put(p.id, 30);

    const short = (await buyer.api.cart()).json();
    expect(short.groups[0]).toMatchObject({
      seller: { _id: seller.session.id, name: 'Minimum Mart', minOrderAmount: 5000 },
      subtotal: 3000,
      problem: {
        code: 'BELOW_SELLER_MINIMUM',
        allowed: 5000,
        message: 'Minimum Mart takes orders of at least ৳5,000.00; this part comes to ৳3,000.00',
      },
    });
    expect(short.ready).toBe(false);

    const refused = await buyer.api.checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BELOW_SELLER_MINIMUM' });
    expect(refused.json().fields).toHaveProperty(`sellers.${seller.session.id}`);
    expect(await stockOf(t.app, p.id)).toBe(1000);

    const met = (await buyer.api.put(p.id, 50)).json();
    expect(met.groups[0]).toMatchObject({ subtotal: 5000, problem: null });
    expect((await buyer.api.checkout()).statusCode).toBe(200);
    expect(await stockOf(t.app, p.id)).toBe(950);
  });

  it('is not counted against lines that cannot be bought (their own problem says why)', async () => {
    const seller = await trader();
    const buyer = await trader();
    await seller.api.send('PATCH', '/api/me', { minOrderAmount: 5000 });
    const p = await createProduct(t.database.db, {
      sellerId: seller.session.id,
      price: 100,
      minQuantity: 10,
      stock: 100,
    });
    await buyer.api.put(p.id, 60);
    await seller.api.send('PATCH', `/api/update/${p.id}`, { maxQuantity: 20 });
    const cart = (await buyer.api.cart()).json();
    expect(cart.groups[0].items[0].problem).toMatchObject({ code: 'OUT_OF_STOCK', allowed: 20 });
    expect(cart.groups[0]).toMatchObject({ subtotal: 0, problem: null });
  });
});

describe('saved addresses at checkout', () => {
  it('ships to the saved address named by addressId; another buyer’s id is not found', async () => {
    const buyer = await trader();
    const p = await createProduct(t.database.db, { minQuantity: 1 });
    const saved = await buyer.api.send('POST', '/api/me/addresses', {
      label: 'Warehouse',
      shippingAddress: 'Plot 7, BSCIC Industrial Area, Tongi',
      phoneNumber: '01898765432',
    });
    const addressId = saved.json().addresses[0]._id as string;
    await buyer.api.put(p.id, 3);

    const stranger = await trader();
    await stranger.api.put(p.id, 3);
    const refused = await stranger.api.send('POST', '/api/checkout', { addressId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().fields).toHaveProperty('addressId');

    const placed = await buyer.api.send('POST', '/api/checkout', { addressId });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().orders[0]).toMatchObject({
      shippingAddress: 'Plot 7, BSCIC Industrial Area, Tongi',
      phoneNumber: '+8801898765432',
    });
  });
});

describe('saving the address at checkout (saveAddressAs)', () => {
  const addressesOf = async (s: Session) =>
    t.database.db.select().from(addresses).where(eq(addresses.userId, s.id));

  it('saves it with the order, not when the checkout is refused, and not beyond the most a buyer keeps', async () => {
    const buyer = await trader();
    const p = await createProduct(t.database.db, { minQuantity: 1, stock: 5 });
    const place = { shippingAddress: 'Shop 12, Kawran Bazar, Dhaka', phoneNumber: '01812345678' };

    // Refused (more than the stock): nothing is written, the address included.
    const refused = await buyer.api.checkout({
      items: [{ productId: p.id, quantity: 6 }],
      ...place,
      saveAddressAs: 'Shop',
    });
    expect(refused.statusCode).toBe(409);
    expect(await addressesOf(buyer.session)).toEqual([]);

    const placed = await buyer.api.checkout({
      items: [{ productId: p.id, quantity: 1 }],
      ...place,
      saveAddressAs: 'Shop',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await addressesOf(buyer.session)).toEqual([
      expect.objectContaining({
        label: 'Shop',
        shippingAddress: place.shippingAddress,
        phoneNumber: '+8801812345678',
      }),
    ]);

    // At the most a buyer keeps, the order is placed and the address is not saved.
    await t.database.db.insert(addresses).values(
      Array.from({ length: MAX_SAVED_ADDRESSES - 1 }, (_, i) => ({
        userId: buyer.session.id,
        label: `Depot ${i + 1}`,
        shippingAddress: `Depot ${i + 1}, Tongi`,
        phoneNumber: '+8801812345678',
      })),
    );
    const full = await buyer.api.checkout({
      items: [{ productId: p.id, quantity: 1 }],
      ...place,
      saveAddressAs: 'Again',
    });
    expect(full.statusCode, full.body).toBe(200);
    const kept = await addressesOf(buyer.session);
    expect(kept).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(kept.map((a) => a.label)).not.toContain('Again');
  });
});

describe('a retried checkout (Idempotency-Key)', () => {
  it('answers the first checkout again and takes the stock once; another body with the key is refused', async () => {
    const buyer = await trader();
    const p = await createProduct(t.database.db, { minQuantity: 5, stock: 100 });
    const body = { items: [{ productId: p.id, quantity: 10 }] };
    const first = await buyer.api.checkout(body, 'retry-key-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await buyer.api.checkout(body, 'retry-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().checkoutId).toBe(first.json().checkoutId);
    expect(again.json().orders.map((o: { _id: string }) => o._id)).toEqual(
      first.json().orders.map((o: { _id: string }) => o._id),
    );
    expect(await stockOf(t.app, p.id)).toBe(90);
    const rows = await t.database.db.select().from(checkouts).where(eq(checkouts.buyerId, buyer.session.id));
    expect(rows).toHaveLength(1);

    const reused = await buyer.api.checkout({ items: [{ productId: p.id, quantity: 15 }] }, 'retry-key-1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ acknowledged: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await stockOf(t.app, p.id)).toBe(90);
  });

  it('answers the orders as stored: the replay, read from the database, is the same field for field', async () => {
    const buyer = await trader();
    const [one, two] = [await trader('Karim Traders'), await trader('Rahim Store')];
    const a = await createProduct(t.database.db, { sellerId: one.session.id, minQuantity: 5, stock: 100 });
    const b = await createProduct(t.database.db, { sellerId: two.session.id, minQuantity: 2, stock: 50 });
    const body = {
      items: [
        { productId: a.id, quantity: 10 },
        { productId: b.id, quantity: 4 },
      ],
      shippingAddress: 'House 12, Road 5',
      phoneNumber: '01712345678',
      location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
    };
    const first = await buyer.api.checkout(body, 'same-answer-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().orders).toHaveLength(2);
    const again = await buyer.api.checkout(body, 'same-answer-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().orders).toEqual(first.json().orders);
    expect(
      first
        .json()
        .orders.map((o: { sellerName: string }) => o.sellerName)
        .sort(),
    ).toEqual(['Karim Traders', 'Rahim Store']);
  });

  it('replays a checkout of the cart too (the cart is empty by then)', async () => {
    const buyer = await trader();
    const p = await createProduct(t.database.db, { minQuantity: 5, stock: 100 });
    await buyer.api.put(p.id, 10);
    const first = await buyer.api.checkout({}, 'cart-key-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await buyer.api.checkout({}, 'cart-key-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().checkoutId).toBe(first.json().checkoutId);
    expect(await stockOf(t.app, p.id)).toBe(90);
  });
});
