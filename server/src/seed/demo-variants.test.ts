import { quoteMix, takaToPoisha, variantStockTotal } from '@bulkbazar/contract';
import { describe, expect, it } from 'vitest';
import { SEED_CATALOG } from './catalog.js';
import { listingInput } from './listing-input.js';

/** A demo listing's quantity rules as the engine takes them, each variant named by `id`. */
function rulesOf(input: ReturnType<typeof listingInput>, id: (v: (typeof input.variants)[number]) => string) {
  return {
    pricePoisha: takaToPoisha(input.price),
    minQuantity: input.minQuantity,
    orderIncrement: input.orderIncrement,
    maxOrderQuantity: input.maxOrderQuantity,
    priceTiers: [],
    variantRule: input.variantRule,
    variants: input.variants.map((v) => ({
      id: id(v),
      stock: v.stock,
      pricePoisha: v.price === null ? null : takaToPoisha(v.price),
      packUnits: v.packUnits,
    })),
  };
}

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
    const rules = rulesOf(input, (v) => v.sku);
    const [a, b, c] = rules.variants;
    expect(quoteMix(rules, { [a!.id]: 20, [b!.id]: 20, [c!.id]: 20 })).toMatchObject({
      ok: true,
      totalQuantity: 60,
    });
    expect(quoteMix(rules, { [a!.id]: 20, [b!.id]: 20 })).toMatchObject({ ok: false, code: 'BELOW_MOQ' });
  });
});

// The demo's assortment pack: sandals sold only in cartons of 1 : 2 : 2 : 2 : 2 : 1 over sizes 39–44.
describe('the demo listing sold in assortment packs', () => {
  const item = SEED_CATALOG['fashion-apparel'].find(([name]) => name === 'Leather Sandals (Men)')!;
  const input = listingInput(item, 'fashion-apparel', 0);
  const rules = rulesOf(input, (v) => v.options.Size!);
  const cartons = (n: number) =>
    Object.fromEntries(input.variants.map((v) => [v.options.Size!, n * v.packUnits!]));

  it('is a ratio pack of 10 pairs a carton whose stock is the listing’s', () => {
    expect(input.variantRule).toBe('ratio_pack');
    expect(input.variants.reduce((sum, v) => sum + v.packUnits!, 0)).toBe(10);
    expect(variantStockTotal(input.variants)).toBe(input.maxQuantity);
  });

  it('sells 3 cartons (the minimum) and refuses 2, or a carton out of ratio', () => {
    expect(quoteMix(rules, cartons(3))).toMatchObject({ ok: true, packs: 3, totalQuantity: 30 });
    expect(quoteMix(rules, cartons(2))).toMatchObject({ ok: false, code: 'BELOW_MOQ' });
    expect(quoteMix(rules, { ...cartons(3), '41': 7 })).toMatchObject({
      ok: false,
      code: 'NOT_IN_RATIO',
      variantId: '41',
    });
  });
});
