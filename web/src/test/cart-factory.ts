import type { Cart, CartGroup, CartLine } from '@bulkbazar/contract';

let sequence = 0;

/** A cart line as the server prices it: quantity × unit price, the product's rules as they are now. */
export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  sequence += 1;
  const quantity = overrides.quantity ?? 48;
  const unitPrice = overrides.unitPrice ?? 145;
  return {
    productId: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    variantId: null,
    variantOptions: null,
    productName: `Cart product ${sequence}`,
    productImage: `/uploads/seed/product-${sequence}.webp`,
    quantity,
    unitPrice,
    lineTotal: Math.round(quantity * unitPrice * 100) / 100,
    product: {
      price: unitPrice,
      minQuantity: 12,
      maxQuantity: 1200,
      orderIncrement: 12,
      maxOrderQuantity: null,
      priceTiers: [],
    },
    nextTier: null,
    problem: null,
    ...overrides,
  };
}

/** One seller's part of a cart; the subtotal is its lines' unless given. */
export function makeCartGroup(
  seller: { name: string; minOrderAmount?: number; _id?: string },
  items: CartLine[],
  overrides: Partial<CartGroup> = {},
): CartGroup {
  const subtotal = items.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0) / 100;
  return {
    seller: {
      // The same seller keeps the same id from one answer to the next, as on the server.
      _id: seller._id ?? `seller-${seller.name.toLowerCase().replace(/\W+/g, '-')}`,
      name: seller.name,
      minOrderAmount: seller.minOrderAmount ?? 0,
    },
    delivery: { dhaka_city: 0, dhaka_suburbs: 0, elsewhere: 0 },
    items,
    subtotal,
    problem: null,
    ...overrides,
  };
}

/** A whole cart: total, line count and readiness follow from its groups unless given. */
export function makeCart(groups: CartGroup[], overrides: Partial<Cart> = {}): Cart {
  const lines = groups.flatMap((group) => group.items);
  return {
    groups,
    total: groups.reduce((sum, group) => sum + Math.round(group.subtotal * 100), 0) / 100,
    lineCount: lines.length,
    ready:
      lines.length > 0 && lines.every((line) => !line.problem) && groups.every((group) => !group.problem),
    notes: [],
    ...overrides,
  };
}

export const emptyCart = (): Cart => makeCart([]);
