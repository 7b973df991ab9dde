import { formatCount, hasVariants, quoteLine, snapQuantity } from '@bulkbazar/contract';
import type { CartProductRow } from './cart.repo.js';
import { isOnSale, rulesOf } from './cart-pricing.js';

export type Fit =
  | {
      ok: true;
      quantity: number;
      unitPricePoisha: number;
      /** Why the quantity differs from the one wanted (null when it does not). */
      note: string | null;
    }
  | { ok: false; reason: string };

// The reasons a line is left out. They never name the product: an id sent by anyone must not reveal a
// listing the shop does not show (one under review, say).
export const GONE = 'This product is no longer in the shop';
export const NOT_FOR_SALE = 'This product is no longer for sale';
export const OWN = 'This is your own product: you cannot order it';
export const CHOOSE_VARIANTS = 'Choose the sizes and colours on the product page';

/**
 * What a line brought in by a merge or a reorder becomes: the wanted quantity snapped to the nearest valid
 * one (the engine's snapQuantity) at today's price, or why it cannot be bought at all.
 */
export function fitLine(product: CartProductRow | undefined, buyerId: string, wanted: number): Fit {
  if (!product) return { ok: false, reason: GONE };
  if (product.sellerId === buyerId) return { ok: false, reason: OWN };
  if (!isOnSale(product)) return { ok: false, reason: NOT_FOR_SALE };
  // A line without its variant (a guest's, an order's) cannot say which size and colour: the buyer chooses.
  if (hasVariants(product)) return { ok: false, reason: CHOOSE_VARIANTS };
  const rules = rulesOf(product);
  const quantity = snapQuantity(rules, wanted);
  const quote = quantity === null ? undefined : quoteLine(rules, quantity);
  if (!quote?.ok) return { ok: false, reason: 'This product is out of stock' };
  if (quantity === wanted) return { ok: true, quantity, unitPricePoisha: quote.unitPricePoisha, note: null };
  const why = quoteLine(rules, wanted);
  return {
    ok: true,
    quantity: quote.quantity,
    unitPricePoisha: quote.unitPricePoisha,
    note: `${formatCount(wanted)} units cannot be ordered (${why.ok ? 'not valid' : why.message}): changed to ${formatCount(quote.quantity)}`,
  };
}
