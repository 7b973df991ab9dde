import type { QuantityRules } from '@bulkbazar/contract';

/** PRODUCT.md's example: MOQ 48 in packs of 12, at most 960 per order, ৳145 → ৳138 from 96 → ৳130 from 480. */
export function makeRules(overrides: Partial<QuantityRules> = {}): QuantityRules {
  return {
    pricePoisha: 14_500,
    minQuantity: 48,
    orderIncrement: 12,
    maxOrderQuantity: 960,
    stock: 5_000,
    priceTiers: [
      { minQuantity: 96, pricePoisha: 13_800 },
      { minQuantity: 480, pricePoisha: 13_000 },
    ],
    ...overrides,
  };
}
