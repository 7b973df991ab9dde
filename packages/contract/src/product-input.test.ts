import { describe, expect, it } from 'vitest';
import {
  listingRuleIssues,
  productInputSchema,
  productUpdateSchema,
  type ListingRules,
} from './product-input.js';

// PRODUCT.md's listing rules, one message per broken rule at the field it is about (the form shows it there).
const ladder: ListingRules = {
  price: 145,
  minQuantity: 48,
  maxQuantity: 5000,
  orderIncrement: 12,
  maxOrderQuantity: 960,
  priceTiers: [
    { minQuantity: 96, price: 138 },
    { minQuantity: 480, price: 130 },
  ],
};
const issues = (change: Partial<ListingRules>) => listingRuleIssues({ ...ladder, ...change });

describe('listingRuleIssues', () => {
  it('accepts the PRODUCT.md example, and a listing without the wholesale fields', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ orderIncrement: 1, maxOrderQuantity: null, priceTiers: [] })).toEqual([]);
  });

  it.each<[string, Partial<ListingRules>, (string | number)[], string]>([
    [
      'a MOQ above the stock',
      { maxQuantity: 24 },
      ['minQuantity'],
      'Minimum order quantity cannot be more than the stock',
    ],
    [
      'a MOQ that is not whole packs',
      { minQuantity: 50 },
      ['minQuantity'],
      'Minimum order quantity must be a multiple of the pack size (12)',
    ],
    [
      'a cap below the MOQ',
      { maxOrderQuantity: 36 },
      ['maxOrderQuantity'],
      'Maximum per order cannot be less than the minimum order quantity',
    ],
    [
      'a cap that is not whole packs',
      { maxOrderQuantity: 1000 },
      ['maxOrderQuantity'],
      'Maximum per order must be a multiple of the pack size (12)',
    ],
    [
      'a first tier not above the MOQ',
      { priceTiers: [{ minQuantity: 48, price: 140 }] },
      ['priceTiers', 0, 'minQuantity'],
      'tier 1: quantity must be above the minimum order quantity (48)',
    ],
    [
      'a first tier not below the base price',
      { priceTiers: [{ minQuantity: 96, price: 145 }] },
      ['priceTiers', 0, 'price'],
      'tier 1: price must be below the base price ৳145.00',
    ],
    [
      'a tier quantity not above the one before',
      {
        priceTiers: [
          { minQuantity: 1200, price: 138 },
          { minQuantity: 1200, price: 130 },
        ],
      },
      ['priceTiers', 1, 'minQuantity'],
      "tier 2: quantity must be above tier 1's 1,200",
    ],
    [
      'a tier price not below the one before',
      {
        priceTiers: [
          { minQuantity: 96, price: 138 },
          { minQuantity: 480, price: 140 },
        ],
      },
      ['priceTiers', 1, 'price'],
      "tier 2: price must be below tier 1's ৳138.00",
    ],
  ])('names %s at its field', (_, change, path, message) => {
    expect(issues(change)).toEqual([{ path, message }]);
  });

  it('reports every broken rule at once, each at its own field', () => {
    const found = issues({
      minQuantity: 50,
      maxOrderQuantity: 36,
      priceTiers: [
        { minQuantity: 40, price: 150 },
        { minQuantity: 30, price: 150 },
      ],
    });
    expect(found.map((i) => i.path.join('.'))).toEqual([
      'minQuantity',
      'maxOrderQuantity',
      'priceTiers.0.minQuantity',
      'priceTiers.0.price',
      'priceTiers.1.minQuantity',
      'priceTiers.1.price',
    ]);
  });
});

describe('productInputSchema', () => {
  const seedBody = {
    productName: 'Steel Tiffin Carrier',
    image: '/uploads/seed/home-kitchen-appliances-1.webp',
    brand: 'Kiam',
    category: 'Home & Kitchen Appliances',
    description: 'Food-grade stainless steel.',
    price: 450.5,
    maxQuantity: 1200,
    minQuantity: 50,
  };

  it("keeps SEED.md's body valid: packs of 1, no cap, no tiers", () => {
    const parsed = productInputSchema.parse(seedBody);
    expect(parsed).toMatchObject({ orderIncrement: 1, maxOrderQuantity: null, priceTiers: [] });
  });

  it('refuses a price too large for poisha at the price field, without throwing (the fuzzer’s 1e308)', () => {
    for (const price of [1e308, Number.MAX_VALUE, 1e17]) {
      const result = productInputSchema.safeParse({ ...seedBody, price });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.path.join('.'))).toContain('price');
    }
  });

  it('names the tier field that breaks a rule, with the message the form shows', () => {
    const result = productInputSchema.safeParse({
      ...seedBody,
      price: 145,
      minQuantity: 48,
      orderIncrement: 12,
      priceTiers: [
        { minQuantity: 96, price: 138 },
        { minQuantity: 480, price: 139 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['priceTiers.1.price', "tier 2: price must be below tier 1's ৳138.00"],
    ]);
  });

  it.each([
    [{ orderIncrement: 0 }, 'orderIncrement', 'Pack size must be at least 1'],
    [{ orderIncrement: 2.5 }, 'orderIncrement', 'Pack size must be a whole number'],
    [{ maxOrderQuantity: -5 }, 'maxOrderQuantity', 'Maximum per order must be at least 1'],
    [
      { priceTiers: [{ minQuantity: 100, price: 0 }] },
      'priceTiers.0.price',
      'Tier price must be more than 0',
    ],
    [
      { priceTiers: [{ minQuantity: 100, price: 10.125 }] },
      'priceTiers.0.price',
      'Tier price can have at most 2 decimals',
    ],
    [
      { priceTiers: Array.from({ length: 6 }, (_, i) => ({ minQuantity: 100 + i, price: 400 - i })) },
      'priceTiers',
      'At most 5 price tiers',
    ],
  ])('refuses %j at %s', (change, path, message) => {
    const result = productInputSchema.safeParse({ ...seedBody, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toContainEqual(
      expect.objectContaining({
        path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      }),
    );
  });
});

describe('the low-stock alert (issue 30 item 7)', () => {
  const body = {
    productName: 'Steel Tiffin Carrier',
    image: '/uploads/seed/home-kitchen-appliances-1.webp',
    brand: 'Kiam',
    category: 'Home & Kitchen Appliances',
    description: 'Food-grade stainless steel.',
    price: 450.5,
    maxQuantity: 1200,
    minQuantity: 50,
  };

  it('is optional (a sheet import leaves it out), null is off, 0 and whole units are lines', () => {
    expect(productInputSchema.parse(body)).not.toHaveProperty('lowStockThreshold');
    expect(productInputSchema.parse({ ...body, lowStockThreshold: null }).lowStockThreshold).toBeNull();
    expect(productInputSchema.parse({ ...body, lowStockThreshold: 0 }).lowStockThreshold).toBe(0);
    expect(productUpdateSchema.parse({ lowStockThreshold: 25 })).toEqual({ lowStockThreshold: 25 });
  });

  it.each([
    [-1, 'Low-stock alert cannot be negative'],
    [2.5, 'Low-stock alert must be a whole number'],
    ['10', 'Low-stock alert must be a number'],
    [10_000_001, 'Low-stock alert must be at most 10000000'],
  ])('refuses %j at its field: %s', (value, message) => {
    for (const result of [
      productInputSchema.safeParse({ ...body, lowStockThreshold: value }),
      productUpdateSchema.safeParse({ lowStockThreshold: value }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['lowStockThreshold', message],
      ]);
    }
  });
});
