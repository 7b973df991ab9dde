import { takaToPoisha } from './money.js';
import type { ListingRules } from './product-input.js';
import type { QuantityRules } from './quantity-engine.js';

/**
 * A product (or card) as the quantity engine reads it: money in poisha, the stock as `stock`. In a module without
 * zod: the product page's buy box imports it, and the schemas' module (whose registry entries are side effects a
 * bundler must keep) would come along.
 */
export function productRules(p: ListingRules): QuantityRules {
  return {
    pricePoisha: takaToPoisha(p.price),
    minQuantity: p.minQuantity,
    orderIncrement: p.orderIncrement,
    maxOrderQuantity: p.maxOrderQuantity,
    stock: p.maxQuantity,
    priceTiers: p.priceTiers.map((t) => ({ minQuantity: t.minQuantity, pricePoisha: takaToPoisha(t.price) })),
  };
}
