import { randomUUID } from 'node:crypto';
import { CHOOSE_VARIANT_MESSAGE, UNKNOWN_VARIANT_MESSAGE } from '@bulkbazar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../db/schema.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asUser } from '../cart/cart-test-kit.js';

// Ordering a product with variants (issue 30): the cart keyed by variant, the mix priced together (the MOQ of
// 30 met only by M and L together, the tier at 50 reached across the mix), the checkout taking each variant's
// stock, and a cancel giving it back to the variants; products.stock stays the variants' sum throughout.
let t: TestApp;
let seller: Session;
let buyer: ReturnType<typeof asUser>;
let productId: string;
let m: string;
let l: string;

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
      price: 200,
      maxQuantity: 100,
      minQuantity: 30,
      priceTiers: [{ minQuantity: 50, price: 180 }],
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [
        { sku: `${sku}-M`, options: { Size: 'M' }, stock: 40 },
        { sku: `${sku}-L`, options: { Size: 'L' }, stock: 60, price: 210 },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  productId = created.json().insertedId as string;
  await t.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, productId));
  const variants = await t.database.db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  m = variants.find((v) => v.sku.endsWith('-M'))!.id;
  l = variants.find((v) => v.sku.endsWith('-L'))!.id;
});
afterAll(() => t.close());

async function stockBooks() {
  const [product] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const rows = await t.database.db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const sum = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${productVariants.stock}), 0)`.mapWith(Number) })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const of = (id: string) => rows.find((r) => r.id === id)!.stock;
  return { stock: product!.stock, sum: sum[0]!.sum, m: of(m), l: of(l) };
}

const putVariant = (variant: string | undefined, quantity: number) =>
  buyer.send('PUT', `/api/cart/items/${productId}${variant ? `?variant=${variant}` : ''}`, { quantity });

describe('a product with variants is ordered by variant', () => {
  it('the cart asks for the variant, names an unknown one, and refuses one beyond its stock', async () => {
    const without = await putVariant(undefined, 20);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ fields: { variant: CHOOSE_VARIANT_MESSAGE } });
    const unknown = await putVariant(randomUUID(), 20);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ fields: { variant: UNKNOWN_VARIANT_MESSAGE } });
    const garbage = await putVariant('not-a-variant', 20);
    expect(garbage.statusCode).toBe(404);
    const tooMany = await putVariant(m, 41);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'OUT_OF_STOCK', fields: { variant: expect.any(String) } });
    expect((await buyer.cart()).json().groups).toEqual([]);
  });

  it('holds a mix short of the minimum as a problem, and prices the mix together once it is met', async () => {
    const first = await putVariant(m, 20);
    expect(first.statusCode, first.body).toBe(200);
    const short = first.json();
    expect(short.ready).toBe(false);
    expect(short.groups[0].items[0]).toMatchObject({
      productId,
      variantId: m,
      variantOptions: { Size: 'M' },
      problem: { code: 'BELOW_MOQ' },
    });
    // A checkout now is refused, naming the product's line, and takes nothing.
    const refused = await buyer.checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BELOW_MOQ' });

    // 20 M + 30 L = 50: the minimum met only together, and the tier at 50 reached across the mix.
    const met = await putVariant(l, 30);
    expect(met.statusCode, met.body).toBe(200);
    const cart = met.json();
    expect(cart.ready).toBe(true);
    const items = cart.groups[0].items as { variantId: string; unitPrice: number; lineTotal: number }[];
    expect(items.find((i) => i.variantId === m)).toMatchObject({ unitPrice: 180, lineTotal: 3600 });
    // L at ৳210 is ৳10 above the product's price, so ৳10 above the tier too.
    expect(items.find((i) => i.variantId === l)).toMatchObject({ unitPrice: 190, lineTotal: 5700 });
    expect(cart.total).toBe(9300);
  });

  it('checks out the mix, taking each variant its own stock, and a cancel gives it back', async () => {
    expect(await stockBooks()).toEqual({ stock: 100, sum: 100, m: 40, l: 60 });
    const placed = await buyer.checkout();
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().orders[0];
    expect(order.items).toHaveLength(2);
    expect(order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          variantId: m,
          variantOptions: { Size: 'M' },
          quantity: 20,
          unitPrice: 180,
        }),
        expect.objectContaining({
          variantId: l,
          variantOptions: { Size: 'L' },
          quantity: 30,
          unitPrice: 190,
        }),
      ]),
    );
    expect(await stockBooks()).toEqual({ stock: 50, sum: 50, m: 20, l: 30 });
    expect((await buyer.cart()).json().groups).toEqual([]);

    // The operator's orders spreadsheet names each line's variant.
    const admin = await signUpAdmin(t.app, t.database.db);
    const sheet = await t.app.inject({ url: '/api/admin/export/orders.csv', headers: asCookie(admin) });
    expect(sheet.statusCode).toBe(200);
    const lines = sheet.body.split('\n').filter((row) => row.includes(order._id));
    expect(sheet.body.split('\n')[0]).toContain(',Variant,');
    expect(lines.map((row) => row.match(/Size: [ML]/)?.[0]).sort()).toEqual(['Size: L', 'Size: M']);

    const cancelled = await buyer.send('POST', `/api/orders/${order._id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockBooks()).toEqual({ stock: 100, sum: 100, m: 40, l: 60 });
  });

  it('a direct checkout names each variant; one sold out meanwhile refuses the whole checkout', async () => {
    const direct = await buyer.checkout({
      items: [
        { productId, variantId: m, quantity: 10 },
        { productId, variantId: l, quantity: 20 },
      ],
    });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(await stockBooks()).toEqual({ stock: 70, sum: 70, m: 30, l: 40 });

    const tooMuch = await buyer.checkout({
      items: [
        { productId, variantId: m, quantity: 31 },
        { productId, variantId: l, quantity: 20 },
      ],
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'OUT_OF_STOCK', fields: { variant: expect.any(String) } });
    expect(await stockBooks()).toEqual({ stock: 70, sum: 70, m: 30, l: 40 });

    const noVariant = await buyer.checkout({ items: [{ productId, quantity: 30 }] });
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json()).toMatchObject({ fields: { variant: CHOOSE_VARIANT_MESSAGE } });
  });
});
