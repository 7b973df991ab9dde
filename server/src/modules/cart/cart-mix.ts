import {
  formatCount,
  quoteMix,
  variantUnitPrice,
  type Mix,
  type MixQuote,
  type MixRules,
  type VariantRule,
} from '@bulkbazar/contract';
import type { CartProductRow, CartVariantRow } from './cart.repo.js';

// A product with variants is priced as one mix of its cart lines (contract quoteMix): the MOQ and the tiers
// count the mix, so a line's price and its problem depend on the product's other lines.

export const mixRulesOf = (p: CartProductRow, variants: readonly CartVariantRow[]): MixRules => ({
  pricePoisha: p.pricePoisha,
  minQuantity: p.minQuantity,
  orderIncrement: p.orderIncrement,
  maxOrderQuantity: p.maxOrderQuantity,
  priceTiers: p.priceTiers,
  variantRule: p.variantRule as VariantRule,
  variants: variants.map((v) => ({
    id: v.id,
    stock: v.stock,
    pricePoisha: v.pricePoisha,
    packUnits: v.packUnits,
  })),
});

/**
 * Each variant's unit price in a mix, valid or not (a cart holds a mix still short of the minimum): the
 * ladder at the count the rule judges — the total ('mixed'), the variant's own ('per_variant'), whole packs
 * ('ratio_pack') — shifted by the variant's price. For a valid mix these are quoteMix's prices.
 */
export function mixUnitPrice(rules: MixRules, mix: Mix, variantId: string): number {
  const variant = rules.variants.find((v) => v.id === variantId);
  if (!variant) return rules.pricePoisha;
  const qty = (id: string) => mix[id] ?? 0;
  let counted: number;
  if (rules.variantRule === 'per_variant') counted = qty(variantId);
  else if (rules.variantRule === 'ratio_pack') {
    const first = rules.variants.find((v) => (v.packUnits ?? 0) > 0);
    counted = first ? Math.floor(qty(first.id) / first.packUnits!) : 0;
  } else counted = Object.values(mix).reduce((sum, q) => sum + q, 0);
  return variantUnitPrice(rules, variant, counted);
}

/**
 * Whether a cart may hold `quantity` of one variant beside the product's other lines: refused only for what
 * no other line can mend — this variant's own fault (its stock; per variant, its own minimum or packs) or the
 * mix past the cap per order. A mix short of the minimum, off the pack size or out of ratio is kept: the
 * buyer fills it line by line, and the cart shows it as a problem until the checkout can take it.
 */
export function cartMayHold(
  rules: MixRules,
  mix: Mix,
  variantId: string,
): Extract<MixQuote, { ok: false }> | null {
  const variant = rules.variants.find((v) => v.id === variantId);
  const quantity = mix[variantId] ?? 0;
  if (variant && quantity > variant.stock) {
    const message =
      variant.stock > 0
        ? `Only ${formatCount(variant.stock)} units of this variant in stock`
        : 'This variant is out of stock';
    return { ok: false, code: 'OUT_OF_STOCK', variantId, allowed: variant.stock, message };
  }
  const quote = quoteMix(rules, mix);
  if (quote.ok) return null;
  if (quote.code === 'ABOVE_ORDER_LIMIT') return quote;
  if (quote.variantId === variantId && quote.code !== 'NOT_IN_RATIO') return quote;
  return null;
}
