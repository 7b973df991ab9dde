import { quoteMix, takaToPoisha, variantStockTotal } from '@bulkbazar/contract';
import { describe, expect, it } from 'vitest';
import { SEED_CATALOG } from './catalog.js';
import { listingInput } from './listing-input.js';

// The demo's garment with sizes and colours passes the seller's form schema and sells a mix that meets the
// minimum only together.
describe('the demo listing with variants', () => {
  const item = SEED_CATALOG['fashion-apparel'].find(([name]) => name === 'Denim Jeans Slim Fit')!;
  const input = listingInput(item, 'fashion-apparel', 0);

  it('has 10 variants whose stock is the listing’s', () => {
    expect(input.variants).toHaveLength(10);
    expect(variantStockTotal(input.variants)).toBe(input.maxQuantity);
  });

  it('takes 20 + 20 + 20 across three variants against a minimum of 60', () => {
    const rules = {
      pricePoisha: takaToPoisha(input.price),
      minQuantity: input.minQuantity,
      orderIncrement: input.orderIncrement,
      maxOrderQuantity: input.maxOrderQuantity,
      priceTiers: [],
      variantRule: input.variantRule,
      variants: input.variants.map((v) => ({
        id: v.sku,
        stock: v.stock,
        pricePoisha: v.price === null ? null : takaToPoisha(v.price),
        packUnits: v.packUnits,
      })),
    };
    const [a, b, c] = rules.variants;
    expect(quoteMix(rules, { [a!.id]: 20, [b!.id]: 20, [c!.id]: 20 })).toMatchObject({
      ok: true,
      totalQuantity: 60,
    });
    expect(quoteMix(rules, { [a!.id]: 20, [b!.id]: 20 })).toMatchObject({ ok: false, code: 'BELOW_MOQ' });
  });
});
