import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../db/schema.js';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asUser } from './cart-test-kit.js';

// "Buy again" of an order bought by size and colour (issue 30): the same mix comes back at today's prices when
// the quantity engine takes it whole today, else the product is skipped with the engine's reason.
let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000' });
  seller = await signUp(t.app, { name: 'Narayanganj Knit' });
});
afterAll(() => t.close());

type Listed = { id: string; variant: (size: string) => string };

async function listing(payload: Record<string, unknown>, sizes: string[]): Promise<Listed> {
  const sku = `POLO-${randomUUID().slice(0, 8)}`;
  const body: Record<string, unknown> = {
    productName: 'Pique Polo',
    image: `/uploads/u/${randomUUID()}.webp`,
    brand: 'Narayanganj Knit',
    category: 'Fashion & Apparel',
    description: 'Pique cotton polo.',
    price: 300,
    minQuantity: 60,
    options: [{ name: 'Size', values: sizes }],
    variants: sizes.map((size) => ({ sku: `${sku}-${size}`, options: { Size: size }, stock: 50 })),
    ...payload,
  };
  // The listing's stock is its variants' (the form's rule).
  body.maxQuantity = (body.variants as { stock: number }[]).reduce((sum, v) => sum + v.stock, 0);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: asCookie(seller),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().insertedId as string;
  await t.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, id));
  const rows = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, id));
  return { id, variant: (size) => rows.find((r) => r.options.Size === size)!.id };
}

async function ordered(buyer: ReturnType<typeof asUser>, items: object[]) {
  const placed = await buyer.checkout({ items });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().orders[0]._id as string;
}

const lines = async (buyer: ReturnType<typeof asUser>) =>
  (
    (await buyer.cart()).json().groups as {
      items: { variantId: string | null; quantity: number; unitPrice: number }[];
    }[]
  )
    .flatMap((g) => g.items)
    .map((i) => ({ variantId: i.variantId, quantity: i.quantity, unitPrice: i.unitPrice }));

describe('Buy again of an order with sizes and colours', () => {
  it('puts the same mix back at today’s prices, and does not double it when pressed twice', async () => {
    const polo = await listing({ priceTiers: [{ minQuantity: 100, price: 280 }] }, ['M', 'L', 'XL']);
    const buyer = asUser(t.app, await signUp(t.app));
    const orderId = await ordered(buyer, [
      { productId: polo.id, variantId: polo.variant('M'), quantity: 20 },
      { productId: polo.id, variantId: polo.variant('L'), quantity: 20 },
      { productId: polo.id, variantId: polo.variant('XL'), quantity: 20 },
    ]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/update/${polo.id}`,
      headers: asCookie(seller),
      payload: { price: 310 },
    });
    for (let press = 0; press < 2; press++) {
      const res = await buyer.reorder(orderId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        added: [{ productId: polo.id, productName: 'Pique Polo', quantity: 60 }],
        skipped: [],
      });
      expect(await lines(buyer)).toEqual(
        ['M', 'L', 'XL'].map((size) => ({ variantId: polo.variant(size), quantity: 20, unitPrice: 310 })),
      );
    }
  });

  it('skips a mix the engine refuses today, with its reason, and adds nothing of it', async () => {
    const polo = await listing({}, ['M', 'L', 'XL']);
    const buyer = asUser(t.app, await signUp(t.app));
    const orderId = await ordered(buyer, [
      { productId: polo.id, variantId: polo.variant('M'), quantity: 30 },
      { productId: polo.id, variantId: polo.variant('L'), quantity: 30 },
    ]);
    // Since then, L sold down to 10 (M has the 20 the order left): the mix of 30 + 30 cannot be taken.
    await t.database.db
      .update(productVariants)
      .set({ stock: 10 })
      .where(eq(productVariants.id, polo.variant('L')));
    const res = await buyer.reorder(orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().added).toEqual([]);
    expect(res.json().skipped).toEqual([
      {
        productId: polo.id,
        productName: 'Pique Polo',
        reason: 'Size M: Only 20 units of this variant in stock',
      },
    ]);
    expect(await lines(buyer)).toEqual([]);
  });

  it('takes an assortment pack back in whole packs', async () => {
    const sizes = ['S', 'M', 'L'];
    const pack = await listing(
      {
        variantRule: 'ratio_pack',
        minQuantity: 2,
        variants: sizes.map((size, i) => ({
          sku: `PACK-${randomUUID().slice(0, 8)}-${size}`,
          options: { Size: size },
          stock: 100,
          packUnits: i + 1,
        })),
      },
      sizes,
    );
    const buyer = asUser(t.app, await signUp(t.app));
    const orderId = await ordered(
      buyer,
      sizes.map((size, i) => ({ productId: pack.id, variantId: pack.variant(size), quantity: 3 * (i + 1) })),
    );
    const res = await buyer.reorder(orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().added).toEqual([{ productId: pack.id, productName: 'Pique Polo', quantity: 18 }]);
    expect((await lines(buyer)).map((l) => l.quantity)).toEqual([3, 6, 9]);
  });
});
