import { randomUUID } from 'node:crypto';
import { VARIANT_ORDERING_MESSAGE } from '@bulkbazar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../db/schema.js';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asUser } from '../cart/cart-test-kit.js';

// Until the cart and checkout take stock per variant (issue 30), a product with variants is refused by every
// ordering path: taking its stock from products.stock alone would part it from its variants' sum.
let t: TestApp;
let seller: Session;
let buyer: ReturnType<typeof asUser>;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app, { name: 'Mirpur Garments' });
  buyer = asUser(t.app, await signUp(t.app, { name: 'Chattogram Retail' }));
  const sku = `TEE-${randomUUID().slice(0, 8)}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: asCookie(seller),
    payload: {
      productName: 'Cotton Crew T-shirt',
      image: `/uploads/u/${randomUUID()}.webp`,
      brand: 'Mirpur Knit',
      category: 'Fashion & Apparel',
      description: 'Combed cotton, 180 GSM.',
      price: 180,
      maxQuantity: 100,
      minQuantity: 10,
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [
        { sku: `${sku}-M`, options: { Size: 'M' }, stock: 40 },
        { sku: `${sku}-L`, options: { Size: 'L' }, stock: 60 },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  productId = created.json().insertedId as string;
  await t.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, productId));
});
afterAll(() => t.close());

async function stockBooks() {
  const [product] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const [variants] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${productVariants.stock}), 0)`.mapWith(Number) })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return { stock: product?.stock, variants: variants?.sum };
}

describe('a product with variants cannot be ordered as a whole yet', () => {
  it('the cart and a direct checkout refuse it, naming the product, and no stock moves', async () => {
    expect(await stockBooks()).toEqual({ stock: 100, variants: 100 });

    const put = await buyer.put(productId, 20);
    expect(put.statusCode).toBeGreaterThanOrEqual(400);
    expect(put.statusCode).toBeLessThan(500);
    expect(put.json()).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      fields: { productId: VARIANT_ORDERING_MESSAGE },
    });

    const direct = await buyer.checkout({ items: [{ productId, quantity: 20 }] });
    expect(direct.statusCode).toBeGreaterThanOrEqual(400);
    expect(direct.statusCode).toBeLessThan(500);
    expect(direct.json()).toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
    expect(JSON.stringify(direct.json().fields)).toContain(VARIANT_ORDERING_MESSAGE);

    expect((await buyer.cart()).json().groups).toEqual([]);
    expect(await stockBooks()).toEqual({ stock: 100, variants: 100 });
  });
});
