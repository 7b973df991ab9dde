import { formatCount, MAX_TOTAL_POISHA } from './money.js';
import { quoteLine, unitPriceAt, type QuantityErrorCode, type QuantityRules } from './quantity-engine.js';

/**
 * The quantity engine for products with variants (issue 30), one pure function over a mix {variantId: qty}.
 * The product's rules (MOQ, pack size, cap per order, volume tiers) apply to the total across the mix
 * ('mixed'), to each variant ('per_variant'), or to the number of assortment packs ('ratio_pack'); stock is
 * always per variant. The product form, the buyer's grid, the cart, the checkout and the SQL guard follow it,
 * as quoteLine for products without variants (which this calls for every total it judges).
 *
 * A variant's own price moves the whole ladder by its difference from the product's price (XXL at +৳10 pays
 * +৳10 at every tier), floored at 1 poisha: integers stay exact and unit prices never rise with quantity.
 * The tier in force is the one the counted quantity reaches (the total, the variant's, or the packs).
 */

export type MixVariant = {
  id: string;
  stock: number;
  /** Null: the product's price. */
  pricePoisha: number | null;
  /** Units per assortment pack (ratio_pack only; null otherwise). */
  packUnits: number | null;
};

export type MixRules = Omit<QuantityRules, 'stock'> & {
  variantRule: 'mixed' | 'per_variant' | 'ratio_pack';
  /** In the seller's order: the first fault met in this order is the one reported. */
  variants: readonly MixVariant[];
};

/** {variantId: quantity}; zero entries are empty grid cells and count as not ordered. */
export type Mix = Readonly<Record<string, number>>;

export const MIX_ERROR_CODES = [
  'BELOW_MOQ',
  'NOT_A_MULTIPLE',
  'ABOVE_ORDER_LIMIT',
  'OUT_OF_STOCK',
  // A key that is no variant of this product, or a quantity that is no whole number ≥ 0.
  'UNKNOWN_VARIANT',
  'INVALID_QUANTITY',
  // A ratio_pack mix whose quantities are not the same whole number of packs for every variant.
  'NOT_IN_RATIO',
] as const;
export type MixErrorCode = (typeof MIX_ERROR_CODES)[number];

export type MixLine = {
  variantId: string;
  quantity: number;
  unitPricePoisha: number;
  lineTotalPoisha: number;
};

export type MixQuote =
  | {
      ok: true;
      /** Units across the mix. */
      totalQuantity: number;
      /** Packs ordered (ratio_pack), else null. */
      packs: number | null;
      /** The ordered variants (quantity > 0) in the seller's order. */
      lines: MixLine[];
      totalPoisha: number;
      /** The tier in force for the mix (mixed, ratio_pack), -1 for the base price; per_variant: see each line. */
      tierIndex: number;
    }
  | {
      ok: false;
      code: MixErrorCode;
      /** The variant at fault; null when the rule is on the whole mix (its total or its packs). */
      variantId: string | null;
      /** The allowed value the message names (units, or packs for ratio_pack), as quoteLine's. */
      allowed: number;
      message: string;
    };

type Refusal = Extract<MixQuote, { ok: false }>;

const refuse = (code: MixErrorCode, variantId: string | null, allowed: number, message: string): Refusal => ({
  ok: false,
  code,
  variantId,
  allowed,
  message,
});

/** The unit price of `variant` when the counted quantity is `counted` (the ladder shifted by its price). */
export function variantUnitPrice(rules: MixRules, variant: MixVariant, counted: number): number {
  const tierPrice = unitPriceAt(rules, counted);
  const shift = (variant.pricePoisha ?? rules.pricePoisha) - rules.pricePoisha;
  return Math.max(1, tierPrice + shift);
}

/** The highest unit price any variant can cost: the order limit is computed at it, so totals stay exact. */
function topPrice(rules: MixRules): number {
  return rules.variants.reduce(
    (top, v) => Math.max(top, v.pricePoisha ?? rules.pricePoisha),
    rules.pricePoisha,
  );
}

/** quoteLine on a count with unbounded stock (stock is judged per variant afterwards). */
function judgeCount(rules: MixRules, counted: number, unit: 'units' | 'packs') {
  const quote = quoteLine(
    { ...rules, pricePoisha: topPrice(rules), stock: Number.MAX_SAFE_INTEGER, priceTiers: [] },
    counted,
  );
  if (quote.ok) return null;
  return {
    code: quote.code as QuantityErrorCode,
    allowed: quote.allowed,
    message: unit === 'units' ? quote.message : quote.message.replaceAll(' units', ' packs'),
  };
}

function outOfStock(variant: MixVariant, allowed: number, unit: 'units' | 'packs'): Refusal {
  return refuse(
    'OUT_OF_STOCK',
    variant.id,
    allowed,
    variant.stock > 0
      ? `Only ${formatCount(variant.stock)} units of this variant in stock`
      : `This variant is out of stock${unit === 'packs' ? ', so no packs can be made' : ''}`,
  );
}

/** Validity, unit prices, exact total and tier for a mix of a product's variants; else exactly one error. */
export function quoteMix(rules: MixRules, mix: Mix): MixQuote {
  const byId = new Map(rules.variants.map((v) => [v.id, v]));
  // Keys in a fixed order (unknown ones first, as met) so the same mix always gets the same error.
  for (const [id, quantity] of Object.entries(mix)) {
    if (!byId.has(id)) return refuse('UNKNOWN_VARIANT', id, 0, 'This variant is not sold here');
    if (!Number.isSafeInteger(quantity) || quantity < 0)
      return refuse('INVALID_QUANTITY', id, 0, 'Quantities are whole numbers of units');
  }
  const ordered = rules.variants.filter((v) => (mix[v.id] ?? 0) > 0);
  const qty = (v: MixVariant) => mix[v.id] ?? 0;

  if (rules.variantRule === 'per_variant') {
    if (ordered.length === 0)
      return refuse(
        'BELOW_MOQ',
        null,
        rules.minQuantity,
        `The minimum order is ${formatCount(rules.minQuantity)} units of a variant`,
      );
    for (const v of ordered) {
      const quote = quoteLine(
        {
          ...rules,
          // This variant's ladder: its price and the tiers shifted with it.
          pricePoisha: v.pricePoisha ?? rules.pricePoisha,
          priceTiers: [],
          stock: v.stock,
        },
        qty(v),
      );
      if (!quote.ok) return refuse(quote.code, v.id, quote.allowed, quote.message);
    }
    return priced(rules, ordered, qty, null, (v) => qty(v));
  }

  if (rules.variantRule === 'ratio_pack') {
    const inPack = rules.variants.filter((v) => (v.packUnits ?? 0) > 0);
    const outside = ordered.find((v) => !(v.packUnits && v.packUnits > 0));
    if (outside) return refuse('NOT_IN_RATIO', outside.id, 0, 'This variant is not in the pack');
    const first = inPack[0];
    if (!first) return refuse('OUT_OF_STOCK', null, 0, 'No pack is set up for this product');
    const packs = qty(first) / first.packUnits!;
    if (!Number.isInteger(packs))
      return refuse('NOT_IN_RATIO', first.id, Math.floor(packs) * first.packUnits!, ratioMessage(inPack));
    for (const v of inPack)
      if (qty(v) !== packs * v.packUnits!)
        return refuse('NOT_IN_RATIO', v.id, packs * v.packUnits!, ratioMessage(inPack));
    const fault = judgeCount(rules, packs, 'packs');
    if (fault) return refuse(fault.code, null, fault.allowed, fault.message);
    const packsInStock = Math.min(...inPack.map((v) => Math.floor(v.stock / v.packUnits!)));
    for (const v of inPack) if (qty(v) > v.stock) return outOfStock(v, packsInStock, 'packs');
    return priced(rules, inPack, qty, packs, () => packs);
  }

  const total = ordered.reduce((sum, v) => sum + qty(v), 0);
  const fault = judgeCount(rules, total, 'units');
  if (fault) return refuse(fault.code, null, fault.allowed, fault.message);
  for (const v of ordered) if (qty(v) > v.stock) return outOfStock(v, v.stock, 'units');
  return priced(rules, ordered, qty, null, () => total);
}

function ratioMessage(inPack: readonly MixVariant[]): string {
  return `Sold in packs of ${inPack.map((v) => formatCount(v.packUnits!)).join(' : ')}: order whole packs`;
}

function priced(
  rules: MixRules,
  ordered: readonly MixVariant[],
  qty: (v: MixVariant) => number,
  packs: number | null,
  counted: (v: MixVariant) => number,
): MixQuote {
  let totalPoisha = 0n;
  const lines = ordered.map((v) => {
    const unitPricePoisha = variantUnitPrice(rules, v, counted(v));
    const lineTotal = BigInt(unitPricePoisha) * BigInt(qty(v));
    totalPoisha += lineTotal;
    return { variantId: v.id, quantity: qty(v), unitPricePoisha, lineTotalPoisha: Number(lineTotal) };
  });
  // The order limit was taken at the dearest variant's price, so this holds; kept as the last word on it.
  if (totalPoisha > BigInt(MAX_TOTAL_POISHA))
    return refuse('ABOVE_ORDER_LIMIT', null, 0, 'This order is larger than one order may be');
  const first = ordered[0];
  return {
    ok: true,
    totalQuantity: ordered.reduce((sum, v) => sum + qty(v), 0),
    packs,
    lines,
    totalPoisha: Number(totalPoisha),
    tierIndex:
      rules.variantRule === 'per_variant' || !first
        ? -1
        : rules.priceTiers.reduce((index, tier, i) => (tier.minQuantity <= counted(first) ? i : index), -1),
  };
}

/** The API's error code for a refused mix (a pack ratio broken is, to the buyer, not whole packs). */
export function mixErrorApiCode(
  code: MixErrorCode,
):
  | 'VALIDATION_FAILED'
  | 'NOT_A_MULTIPLE'
  | Exclude<MixErrorCode, 'UNKNOWN_VARIANT' | 'INVALID_QUANTITY' | 'NOT_IN_RATIO'> {
  if (code === 'UNKNOWN_VARIANT' || code === 'INVALID_QUANTITY') return 'VALIDATION_FAILED';
  return code === 'NOT_IN_RATIO' ? 'NOT_A_MULTIPLE' : code;
}
