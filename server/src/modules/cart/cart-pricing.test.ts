import { describe, expect, it } from 'vitest';
import type { CartProductRow } from './cart.repo.js';
import { priceCart, type LineToPrice } from './cart-pricing.js';

// The cart's rules without a database: what counts towards a seller's subtotal, when the seller's minimum
// applies, the order of the groups, and `ready`.
let n = 0;
const row = (overrides: Partial<CartProductRow> = {}): CartProductRow => ({
  id: `p${++n}`,
  sellerId: 's1',
  productName: `Product ${n}`,
  image: '/uploads/p.webp',
  status: 'approved',
  sellerBlocked: false,
  options: [],
  variantRule: 'mixed',
  pricePoisha: 10_000,
  minQuantity: 10,
  orderIncrement: 1,
  maxOrderQuantity: null,
  stock: 100,
  priceTiers: [],
  sellerName: 'Seller One',
  sellerMinOrderAmountPoisha: 0,
  weightGrams: 1000,
  sellerFreeDeliveryAbovePoisha: null,
  ...overrides,
});
const line = (product: CartProductRow, quantity: number, accepted: number | null = null): LineToPrice => ({
  product,
  quantity,
  acceptedUnitPricePoisha: accepted,
});

describe('priceCart', () => {
  it('is empty and not ready with no lines', () => {
    expect(priceCart([])).toEqual({ groups: [], total: 0, lineCount: 0, ready: false, notes: [] });
  });

  it('orders groups by their first line and sums exactly in poisha', () => {
    const cart = priceCart([
      line(row({ pricePoisha: 10_001 }), 10),
      line(row({ sellerId: 's2', sellerName: 'Seller Two', pricePoisha: 333 }), 30),
      line(row({ pricePoisha: 1 }), 10),
    ]);
    expect(cart.groups.map((g) => [g.seller._id, g.subtotal])).toEqual([
      ['s1', 1000.2],
      ['s2', 99.9],
    ]);
    expect(cart.total).toBe(1100.1);
    expect(cart.ready).toBe(true);
  });

  it('counts a changed price at today’s price, but not lines that cannot be bought as they are', () => {
    const cart = priceCart([
      line(row(), 10, 9_000), // PRICE_CHANGED: ৳1,000 at today's price
      line(row({ stock: 5 }), 10), // OUT_OF_STOCK
      line(row({ status: 'pending' }), 10), // PRODUCT_UNAVAILABLE
      line(row({ sellerBlocked: true }), 10), // PRODUCT_UNAVAILABLE
    ]);
    const items = cart.groups[0]!.items;
    expect(items.map((l) => [l.problem?.code, l.lineTotal])).toEqual([
      ['PRICE_CHANGED', 1000],
      ['OUT_OF_STOCK', 0],
      ['PRODUCT_UNAVAILABLE', 0],
      ['PRODUCT_UNAVAILABLE', 0],
    ]);
    expect(items[0]!.problem).toMatchObject({ previousUnitPrice: 90, allowed: null });
    expect(items[1]!.problem).toMatchObject({ allowed: 0, message: 'This product is out of stock' });
    expect(cart.groups[0]!.subtotal).toBe(1000);
    expect(cart.ready).toBe(false);
  });

  it('puts BELOW_SELLER_MINIMUM on a part with something to buy below the minimum, and only there', () => {
    const strict = { sellerMinOrderAmountPoisha: 200_000 };
    const below = priceCart([line(row(strict), 10)]);
    expect(below.groups[0]!.problem).toEqual({
      code: 'BELOW_SELLER_MINIMUM',
      message: 'Seller One takes orders of at least ৳2,000.00; this part comes to ৳1,000.00',
      allowed: 2000,
    });
    expect(below.ready).toBe(false);
    expect(priceCart([line(row(strict), 20)]).groups[0]!.problem).toBeNull();
    // Nothing buyable in the part: the lines' own problems say why, the minimum adds nothing.
    expect(priceCart([line(row({ ...strict, status: 'blocked' }), 10)]).groups[0]!.problem).toBeNull();
  });

  it('gives the next tier as units to add from the line’s quantity', () => {
    const tiers = [
      { minQuantity: 96, pricePoisha: 13_800 },
      { minQuantity: 480, pricePoisha: 13_000 },
    ];
    const p = row({
      pricePoisha: 14_500,
      minQuantity: 48,
      orderIncrement: 12,
      stock: 1000,
      priceTiers: tiers,
    });
    const [first] = priceCart([line(p, 60)]).groups[0]!.items;
    expect(first!.nextTier).toEqual({ addQuantity: 36, unitPrice: 138 });
    expect(priceCart([line(p, 480)]).groups[0]!.items[0]!.nextTier).toBeNull();
  });
});
