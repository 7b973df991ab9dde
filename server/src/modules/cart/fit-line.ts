import { formatCount, hasVariants, quoteLine, quoteMix, snapQuantity, type Mix } from '@bulkbazar/contract';
import type { CartProductRow, CartVariantRow } from './cart.repo.js';
import { isOnSale, rulesOf } from './cart-pricing.js';
import { mixRulesOf } from './cart-mix.js';

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
export const VARIANT_GONE =
  'A size or colour of this order is no longer sold: choose again on the product page';

/** Why a product cannot take lines at all (gone, the buyer's own, off sale), else null. */
function unbuyable(product: CartProductRow | undefined, buyerId: string): string | null {
  if (!product) return GONE;
  if (product.sellerId === buyerId) return OWN;
  if (!isOnSale(product)) return NOT_FOR_SALE;
  return null;
}

/**
 * What a line brought in by a merge or a reorder becomes: the wanted quantity snapped to the nearest valid
 * one (the engine's snapQuantity) at today's price, or why it cannot be bought at all.
 */
export function fitLine(product: CartProductRow | undefined, buyerId: string, wanted: number): Fit {
  const refused = unbuyable(product, buyerId);
  if (refused || !product) return { ok: false, reason: refused ?? GONE };
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

export type MixFit =
  | { ok: true; lines: { variantId: string; quantity: number; unitPricePoisha: number }[]; quantity: number }
  | { ok: false; reason: string };

/**
 * What an order's lines of a product with variants become in the cart (Buy again): the same mix at today's
 * prices when the quantity engine takes it as a whole today, else why not (its one message). A mix is not
 * snapped: which size to trim is the buyer's choice.
 */
export function fitMix(
  product: CartProductRow | undefined,
  variants: readonly CartVariantRow[],
  buyerId: string,
  mix: Mix,
): MixFit {
  const refused = unbuyable(product, buyerId);
  if (refused || !product) return { ok: false, reason: refused ?? GONE };
  if (Object.keys(mix).some((id) => !variants.some((v) => v.id === id)))
    return { ok: false, reason: VARIANT_GONE };
  const quote = quoteMix(mixRulesOf(product, variants), mix);
  if (!quote.ok) {
    // The engine's message says "this variant": name it ("Size M, Colour Red: …").
    const variant = variants.find((v) => v.id === quote.variantId);
    const name =
      variant && (product.options ?? []).map((o) => `${o.name} ${variant.options[o.name] ?? ''}`).join(', ');
    return { ok: false, reason: name ? `${name}: ${quote.message}` : quote.message };
  }
  return { ok: true, lines: quote.lines, quantity: quote.totalQuantity };
}
