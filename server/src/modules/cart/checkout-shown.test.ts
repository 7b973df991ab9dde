import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import type { Cart } from '@bulkbazar/contract';
import { asUser, stockOf } from './cart-test-kit.js';

// The checkout places the cart the page showed, or nothing: the page sends the lines and the total it showed
// (`shown`); a cart changed since (in another tab) is refused with 409 CART_CHANGED naming the change.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

/** What the checkout page shows of a cart: its lines, and its total with the delivery to the test address. */
const shownOf = (cart: Cart) => ({
  lines: cart.groups.flatMap((g) => g.items.map((l) => ({ productId: l.productId, quantity: l.quantity }))),
  total:
    (Math.round(cart.total * 100) +
      cart.groups.reduce((s, g) => s + Math.round(g.delivery.elsewhere * 100), 0)) /
    100,
});

/** A buyer with a cart across two sellers: 100 units at ৳349 and 100 at ৳389.50. */
async function twoSellerCart() {
  const buyer = asUser(t.app, await signUp(t.app));
  const a = await createProduct(t.database.db, { price: 349, minQuantity: 10, stock: 500 });
  const b = await createProduct(t.database.db, { price: 389.5, minQuantity: 10, stock: 500 });
  expect((await buyer.put(a.id, 100)).statusCode).toBe(200);
  const cart: Cart = (await buyer.put(b.id, 100)).json();
  expect(cart.total).toBe(73_850);
  return { buyer, a, b, shown: shownOf(cart) };
}

describe('the checkout places what the page showed', () => {
  it('refuses (409 CART_CHANGED, nothing placed) when a line was removed in another tab, naming it and the new total', async () => {
    const { buyer, a, b, shown } = await twoSellerCart();
    expect((await buyer.remove(b.id)).statusCode).toBe(200);

    const refused = await buyer.checkout({ paymentMethod: 'rocket', transactionId: 'RKT12345', shown });
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.code).toBe('CART_CHANGED');
    expect(body.message).toContain(`${b.productName} was removed`);
    expect(body.message).toContain('The total is now ৳34,900.00');
    expect(body.fields).toHaveProperty('shown');
    expect(await stockOf(t.app, a.id)).toBe(500);
    expect((await buyer.cart()).json().lineCount).toBe(1);

    // The page shows the new cart; placing it then goes through.
    const placed = await buyer.checkout({ shown: shownOf((await buyer.cart()).json()) });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().orders).toHaveLength(1);
    expect(await stockOf(t.app, a.id)).toBe(400);
  });

  it('names a quantity changed and a line added elsewhere', async () => {
    const { buyer, a, shown } = await twoSellerCart();
    const c = await createProduct(t.database.db, { price: 10, minQuantity: 10 });
    await buyer.put(a.id, 120);
    await buyer.put(c.id, 10);
    const refused = await buyer.checkout({ shown });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${a.productName}: 100 units became 120`);
    expect(refused.json().message).toContain('1 more change');
  });

  it('refuses a total that is no longer the one shown (a price accepted in another tab)', async () => {
    const { buyer, a, shown } = await twoSellerCart();
    await t.database.db.execute(`update products set price_poisha = 35000 where id = '${a.id}'`);
    expect((await buyer.put(a.id, 100)).statusCode).toBe(200);
    const refused = await buyer.checkout({ shown });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CART_CHANGED' });
    expect(refused.json().message).toContain('The total is now ৳73,950.00, not ৳73,850.00');
  });

  it('places the cart as before for an API client that sends nothing shown', async () => {
    const { buyer, b } = await twoSellerCart();
    await buyer.remove(b.id);
    const placed = await buyer.checkout();
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().total).toBe(34_900);
  });

  it.each([
    ['a negative total', { lines: [], total: -1 }],
    ['a line without a quantity', { lines: [{ productId: 'x' }], total: 1 }],
    ['a total that is not a number', { lines: [], total: 'lots' }],
  ])('refuses %s naming the field', async (_name, shown) => {
    const { buyer } = await twoSellerCart();
    const res = await buyer.checkout({ shown });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {}).some((k) => k.startsWith('shown'))).toBe(true);
  });
});
