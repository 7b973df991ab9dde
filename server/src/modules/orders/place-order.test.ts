import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { orders, products } from '../../db/schema.js';

let t: TestApp;
let buyer: Session;
beforeAll(async () => {
  t = await buildTestApp();
  buyer = await signUp(t.app, { name: 'Rahima Akter' });
});
afterAll(() => t.close());

const order = (body: object, s: Session = buyer, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/addorder',
    headers: { ...asCookie(s), ...headers },
    payload: body,
  });
const base = (productId: string) => ({
  productId,
  quantity: 50,
  shippingAddress: 'House 12, Road 3, Dhanmondi, Dhaka',
  phoneNumber: '01712345678',
});
const stockOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

describe('placing an order', () => {
  it('takes the customer from the session and every price from the database, ignoring what the browser sends', async () => {
    const p = await createProduct(t.database.db, { price: 1250.5, minQuantity: 50, stock: 1200 });
    const res = await order({
      ...base(p.id),
      totalPrice: 1,
      productPrice: 0.01,
      customerEmail: 'someone@else.com',
      customerName: 'Mallory',
      orderStatus: 'delivered',
      maxQuantity: 999999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acknowledged: true, message: 'Order received successfully' });
    expect(res.json().order).toMatchObject({
      customerEmail: buyer.email,
      customerName: 'Rahima Akter',
      productPrice: 1250.5,
      totalPrice: 62525,
      orderStatus: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      phoneNumber: '+8801712345678',
      productName: p.productName,
    });
    expect(await stockOf(p.id)).toBe(1150);
  });

  it('refuses below the MOQ and above the stock with the PRODUCT.md messages, changing nothing', async () => {
    const p = await createProduct(t.database.db, { minQuantity: 50, stock: 120 });
    const low = await order({ ...base(p.id), quantity: 49 });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({
      code: 'BELOW_MOQ',
      message: 'The minimum order for this product is 50 units',
      fields: { quantity: expect.any(String) },
    });
    const high = await order({ ...base(p.id), quantity: 121 });
    expect(high.statusCode).toBe(409);
    expect(high.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Only 120 units available' });
    expect(await stockOf(p.id)).toBe(120);
    expect(await t.database.db.select().from(orders).where(eq(orders.productId, p.id))).toHaveLength(0);
  });

  it('refuses products that are not approved or do not exist', async () => {
    const pending = await createProduct(t.database.db, { status: 'pending' });
    expect((await order(base(pending.id))).json()).toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
    expect((await order(base('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await order(base('not-an-id'))).statusCode).toBe(404);
  });

  it.each([
    ['phone 12345', { phoneNumber: '12345' }, 'phoneNumber'],
    ['quantity 0', { quantity: 0 }, 'quantity'],
    ['quantity -1', { quantity: -1 }, 'quantity'],
    ['quantity 1.5', { quantity: 1.5 }, 'quantity'],
    ['quantity "abc"', { quantity: 'abc' }, 'quantity'],
    ['quantity 10^12', { quantity: 1e12 }, 'quantity'],
    ['no address', { shippingAddress: '' }, 'shippingAddress'],
    ['bKash without a transaction id', { paymentMethod: 'bkash' }, 'transactionId'],
    ['an unknown payment method', { paymentMethod: 'paypal' }, 'paymentMethod'],
  ])('refuses %s naming the field', async (_name, change, field) => {
    const p = await createProduct(t.database.db, { minQuantity: 1 });
    const res = await order({ ...base(p.id), quantity: 10, ...change });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().fields).toHaveProperty(field);
    expect(await stockOf(p.id)).toBe(1000);
  });

  it('accepts mobile banking with a transaction id and the +880 phone form', async () => {
    const p = await createProduct(t.database.db, { minQuantity: 1 });
    const res = await order({
      ...base(p.id),
      quantity: 5,
      paymentMethod: 'bkash',
      transactionId: '9AB7CD12EF',
      phoneNumber: '+8801812345678',
    });
    expect(res.json().order).toMatchObject({
      paymentMethod: 'bkash',
      transactionId: '9AB7CD12EF',
      phoneNumber: '+8801812345678',
    });
  });

  it('needs a signed-in buyer', async () => {
    const p = await createProduct(t.database.db);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/addorder', payload: base(p.id) })).statusCode,
    ).toBe(401);
  });

  it('returns the first order for a retried Idempotency-Key, and 422 when the key is reused for another order', async () => {
    const p = await createProduct(t.database.db, { minQuantity: 1, stock: 100 });
    const first = await order({ ...base(p.id), quantity: 10 }, buyer, { 'idempotency-key': 'retry-1' });
    const again = await order({ ...base(p.id), quantity: 10 }, buyer, { 'idempotency-key': 'retry-1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().insertedId).toBe(first.json().insertedId);
    expect(await stockOf(p.id)).toBe(90);
    const other = await order({ ...base(p.id), quantity: 11 }, buyer, { 'idempotency-key': 'retry-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Keys belong to their buyer: another buyer's same key is a new order.
    const stranger = await signUp(t.app);
    const theirs = await order({ ...base(p.id), quantity: 10 }, stranger, { 'idempotency-key': 'retry-1' });
    expect(theirs.json().insertedId).not.toBe(first.json().insertedId);
  });
});

describe('my orders', () => {
  it("lists the caller's orders only, newest first", async () => {
    const p = await createProduct(t.database.db, { minQuantity: 1 });
    const other = await signUp(t.app);
    await order({ ...base(p.id), quantity: 3 }, other);
    const mine = await t.app.inject({ method: 'GET', url: '/api/myorder', headers: asBearer(buyer) });
    const list = mine.json().orders as { customerEmail: string; orderTime: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((o) => o.customerEmail === buyer.email)).toBe(true);
    expect([...list].sort((a, b) => b.orderTime.localeCompare(a.orderTime))).toEqual(list);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/myorder', headers: asBearer(other) })).json().orders,
    ).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/myorder' })).statusCode).toBe(401);
  });
});
