import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { asUser } from './cart-test-kit.js';

// "Add to cart" adds to the line already in the cart (POST /api/cart/items/:productId), under the buyer's lock;
// past the cap or the stock the refusal says how many are already in the cart and the most the line may hold.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const buyer = async () => asUser(t.app, await signUp(t.app));
const add = (api: Awaited<ReturnType<typeof buyer>>, productId: string, quantity: number) =>
  api.send('POST', `/api/cart/items/${productId}`, { quantity });

describe('adding to the cart', () => {
  it('adds to the line already there', async () => {
    const api = await buyer();
    const p = await createProduct(t.database.db, { minQuantity: 10, stock: 5000 });
    expect((await add(api, p.id, 150)).statusCode).toBe(200);
    const res = await add(api, p.id, 50);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().groups[0].items[0].quantity).toBe(200);
  });

  it('past the cap, says what the cart already holds and the most the line may hold', async () => {
    const api = await buyer();
    const p = await createProduct(t.database.db, { minQuantity: 10, stock: 5000, maxOrderQuantity: 1000 });
    await add(api, p.id, 150);
    const res = await add(api, p.id, 900);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'ABOVE_ORDER_LIMIT',
      message: 'At most 1,000 units per order, and your cart already holds 150',
      fields: { inCart: '150', allowed: '1000' },
    });
    expect((await api.cart()).json().groups[0].items[0].quantity).toBe(150);
  });

  it('past the stock, likewise', async () => {
    const api = await buyer();
    const p = await createProduct(t.database.db, { minQuantity: 10, stock: 400 });
    await add(api, p.id, 150);
    const res = await add(api, p.id, 300);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 400 units available, and your cart already holds 150',
      fields: { inCart: '150', allowed: '400' },
    });
  });

  it('an empty line keeps the engine’s own words', async () => {
    const api = await buyer();
    const p = await createProduct(t.database.db, { minQuantity: 10, stock: 400 });
    const res = await add(api, p.id, 500);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Only 400 units available' });
  });

  it('refuses a bad quantity and an unknown product naming the field', async () => {
    const api = await buyer();
    const p = await createProduct(t.database.db);
    expect((await add(api, p.id, 0)).json().fields).toHaveProperty('quantity');
    expect((await add(api, 'not-an-id', 10)).statusCode).toBe(404);
  });
});
