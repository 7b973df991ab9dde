import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { products } from '../../db/schema.js';

// Pack size, cap per order and volume prices through the API (PRODUCT.md "Quantity rules and volume prices"):
// every broken rule is a 400 naming its field and changes nothing; SEED.md's calls without the new fields keep
// working; tier and pack edits keep a listing on sale and show in the cached catalog at once.
let t: TestApp;
let seller: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app, { name: 'Karim Traders' });
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

// SEED.md's body: no orderIncrement, maxOrderQuantity or priceTiers.
const seedBody = () => ({
  productName: `Steel Tiffin Carrier ${randomUUID().slice(0, 6)}`,
  image: `/uploads/u/${randomUUID()}.webp`,
  brand: 'Kiam',
  category: 'Home & Kitchen Appliances',
  description: 'Food-grade stainless steel, leak-proof lids.',
  price: 145,
  maxQuantity: 5000,
  minQuantity: 48,
});
const wholesale = () => ({
  ...seedBody(),
  orderIncrement: 12,
  maxOrderQuantity: 960,
  priceTiers: [
    { minQuantity: 96, price: 138 },
    { minQuantity: 480, price: 130 },
  ],
});

const add = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/addproduct', headers: asCookie(seller), payload: body });
const update = (id: string, body: object, as = seller) =>
  t.app.inject({ method: 'PATCH', url: `/api/update/${id}`, headers: asCookie(as), payload: body });
const detail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).json();
const stored = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;
const productCount = async () => (await t.database.db.select({ id: products.id }).from(products)).length;

async function approvedListing(body: object = wholesale()) {
  const res = await add(body);
  expect(res.statusCode).toBe(200);
  const id = res.json().insertedId as string;
  const approve = await t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/approve`,
    headers: asCookie(admin),
  });
  expect(approve.statusCode).toBe(200);
  return id;
}

// [what is wrong, the body's change, the field named, the message there]
const BROKEN_RULES: [string, object, string, string | RegExp][] = [
  [
    'a MOQ that is not whole packs',
    { minQuantity: 50 },
    'minQuantity',
    'Minimum order quantity must be a multiple of the pack size (12)',
  ],
  [
    'a cap below the MOQ',
    { maxOrderQuantity: 36 },
    'maxOrderQuantity',
    'Maximum per order cannot be less than the minimum order quantity',
  ],
  [
    'a cap that is not whole packs',
    { maxOrderQuantity: 1000 },
    'maxOrderQuantity',
    'Maximum per order must be a multiple of the pack size (12)',
  ],
  [
    'a first tier at the MOQ',
    { priceTiers: [{ minQuantity: 48, price: 140 }] },
    'priceTiers.0.minQuantity',
    'tier 1: quantity must be above the minimum order quantity (48)',
  ],
  [
    'tier quantities that do not rise',
    {
      priceTiers: [
        { minQuantity: 480, price: 138 },
        { minQuantity: 96, price: 130 },
      ],
    },
    'priceTiers.1.minQuantity',
    "tier 2: quantity must be above tier 1's 480",
  ],
  [
    'a tier at the base price',
    { priceTiers: [{ minQuantity: 96, price: 145 }] },
    'priceTiers.0.price',
    'tier 1: price must be below the base price ৳145.00',
  ],
  [
    'tier prices that do not fall',
    {
      priceTiers: [
        { minQuantity: 96, price: 138 },
        { minQuantity: 480, price: 138 },
      ],
    },
    'priceTiers.1.price',
    "tier 2: price must be below tier 1's ৳138.00",
  ],
  ['a pack size of 0', { orderIncrement: 0 }, 'orderIncrement', 'Pack size must be at least 1'],
  ['a cap of 0', { maxOrderQuantity: 0 }, 'maxOrderQuantity', 'Maximum per order must be at least 1'],
  [
    'a fractional tier quantity',
    { priceTiers: [{ minQuantity: 96.5, price: 138 }] },
    'priceTiers.0.minQuantity',
    'Tier quantity must be a whole number',
  ],
  [
    'a free tier',
    { priceTiers: [{ minQuantity: 96, price: 0 }] },
    'priceTiers.0.price',
    'Tier price must be more than 0',
  ],
  [
    'six tiers',
    { priceTiers: Array.from({ length: 6 }, (_, i) => ({ minQuantity: 96 + i * 12, price: 140 - i })) },
    'priceTiers',
    'At most 5 price tiers',
  ],
  ['tiers that are not a list', { priceTiers: 'cheap' }, 'priceTiers', /array/i],
];

describe('POST /api/addproduct', () => {
  it('stores pack size, cap and tiers, and shows them in taka', async () => {
    const res = await add(wholesale());
    expect(res.statusCode).toBe(200);
    const id = res.json().insertedId;
    expect(await stored(id)).toMatchObject({
      orderIncrement: 12,
      maxOrderQuantity: 960,
      priceTiers: [
        { minQuantity: 96, pricePoisha: 13_800 },
        { minQuantity: 480, pricePoisha: 13_000 },
      ],
    });
    const mine = await t.app.inject({ method: 'GET', url: `/api/product/${id}`, headers: asCookie(seller) });
    expect(mine.json()).toMatchObject({
      orderIncrement: 12,
      maxOrderQuantity: 960,
      priceTiers: wholesale().priceTiers,
    });
  });

  it("accepts SEED.md's call without the new fields: packs of 1, no cap, no tiers", async () => {
    const res = await add(seedBody());
    expect(res.statusCode).toBe(200);
    expect(await stored(res.json().insertedId)).toMatchObject({
      orderIncrement: 1,
      maxOrderQuantity: null,
      priceTiers: [],
    });
  });

  it.each(BROKEN_RULES)(
    'refuses %s with 400 naming the field, storing nothing',
    async (_, change, field, message) => {
      const before = await productCount();
      const res = await add({ ...wholesale(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'VALIDATION_FAILED' });
      expect(res.json().fields[field]).toMatch(message);
      expect(await productCount()).toBe(before);
    },
  );

  it('refuses a MOQ above the stock, naming minQuantity', async () => {
    const res = await add({ ...wholesale(), maxQuantity: 24, maxOrderQuantity: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.minQuantity).toBe('Minimum order quantity cannot be more than the stock');
  });
});

describe('PATCH /api/update/:id', () => {
  it.each(BROKEN_RULES)(
    'refuses %s with 400 naming the field, changing nothing',
    async (_, change, field, message) => {
      const id = await approvedListing();
      const before = await stored(id);
      const res = await update(id, change);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'VALIDATION_FAILED' });
      expect(res.json().fields[field]).toMatch(message);
      expect(await stored(id)).toEqual(before);
    },
  );

  // An edit is checked against the listing as it would be: the fields sent, the rest as stored.
  it.each<[string, object, string, string]>([
    [
      'a pack size the stored MOQ is not a multiple of',
      { orderIncrement: 10 },
      'minQuantity',
      'Minimum order quantity must be a multiple of the pack size (10)',
    ],
    [
      'a base price at or below the stored first tier',
      { price: 138 },
      'priceTiers.0.price',
      'tier 1: price must be below the base price ৳138.00',
    ],
    [
      'a MOQ that reaches the stored first tier',
      { minQuantity: 96 },
      'priceTiers.0.minQuantity',
      'tier 1: quantity must be above the minimum order quantity (96)',
    ],
    [
      'a MOQ above the stored cap',
      { minQuantity: 1200 },
      'maxOrderQuantity',
      'Maximum per order cannot be less than the minimum order quantity',
    ],
    [
      'a MOQ above the stored stock',
      { minQuantity: 6000, maxOrderQuantity: null, priceTiers: [] },
      'minQuantity',
      'Minimum order quantity cannot be more than the stock',
    ],
  ])('refuses %s, naming the field the merged listing breaks', async (_, change, field, message) => {
    const id = await approvedListing();
    const before = await stored(id);
    const res = await update(id, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ acknowledged: false, code: 'VALIDATION_FAILED', message });
    expect(res.json().fields[field]).toBe(message);
    expect(await stored(id)).toEqual(before);
  });

  it('keeps an approved listing approved through tier, pack and cap edits, and the cached catalog shows them at once', async () => {
    const id = await approvedListing();
    const inList = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' }))
        .json()
        .products.find((p: { _id: string }) => p._id === id);
    const asCard = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products?limit=100&view=card' }))
        .json()
        .products.find((p: { _id: string }) => p._id === id);
    // Read once so both lists are cached.
    expect((await inList()).priceTiers).toEqual(wholesale().priceTiers);
    expect((await asCard()).priceTiers).toEqual(wholesale().priceTiers);

    const tiers = [
      { minQuantity: 120, price: 140 },
      { minQuantity: 600, price: 125.5 },
      { minQuantity: 1200, price: 119.99 },
    ];
    const res = await update(id, {
      orderIncrement: 24,
      minQuantity: 48,
      maxOrderQuantity: 2400,
      priceTiers: tiers,
    });
    expect(res.statusCode).toBe(200);
    const expected = { status: 'approved', orderIncrement: 24, maxOrderQuantity: 2400, priceTiers: tiers };
    expect(await detail(id)).toMatchObject(expected);
    expect(await inList()).toMatchObject({ orderIncrement: 24, maxOrderQuantity: 2400, priceTiers: tiers });
    expect(await asCard()).toMatchObject({ orderIncrement: 24, maxOrderQuantity: 2400, priceTiers: tiers });

    // Removing every tier and the cap is an edit too.
    expect((await update(id, { priceTiers: [], maxOrderQuantity: null })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ status: 'approved', priceTiers: [], maxOrderQuantity: null });
    expect(await inList()).toMatchObject({ priceTiers: [], maxOrderQuantity: null });
  });

  it('lets an admin edit the tiers of any listing, with the same rules', async () => {
    const id = await approvedListing();
    const bad = await update(id, { priceTiers: [{ minQuantity: 96, price: 150 }] }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['priceTiers.0.price']).toBe(
      'tier 1: price must be below the base price ৳145.00',
    );
    const ok = await update(id, { priceTiers: [{ minQuantity: 96, price: 139 }] }, admin);
    expect(ok.statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({
      status: 'approved',
      priceTiers: [{ minQuantity: 96, price: 139 }],
    });
  });
});
