import { formatCount, formatTaka, MAX_TOTAL_POISHA, poishaToTaka } from './money.js';

/**
 * The one quantity-and-price engine (PRODUCT.md "Quantity rules and volume prices"). The product form, the
 * stepper, the product page, the cart, the checkout, POST /api/addorder, admin edits and the SQL guard of the
 * stock update (server/src/modules/orders/stock-guard.repo.ts) all follow this function; a property test runs
 * the guard and this function over the same generated cases.
 */

/** A volume break: from `minQuantity` units on, every unit of the line costs `pricePoisha`. */
export type PriceTierPoisha = { minQuantity: number; pricePoisha: number };

export type QuantityRules = {
  /** The base unit price (below the first tier). */
  pricePoisha: number;
  /** The MOQ; a multiple of orderIncrement. */
  minQuantity: number;
  /** Pack/carton size: quantities go in steps of it. */
  orderIncrement: number;
  /** A cap per order; null when only the stock limits. */
  maxOrderQuantity: number | null;
  /** Units in stock now. */
  stock: number;
  /** 0–5 breaks, minQuantity ascending, price descending (checked by listingRuleIssues). */
  priceTiers: readonly PriceTierPoisha[];
};

export const QUANTITY_ERROR_CODES = [
  'BELOW_MOQ',
  'NOT_A_MULTIPLE',
  'ABOVE_ORDER_LIMIT',
  'OUT_OF_STOCK',
] as const;
export type QuantityErrorCode = (typeof QUANTITY_ERROR_CODES)[number];

export type NextTier = {
  /** Units to add to reach the next break (a whole number of packs). */
  addQuantity: number;
  /** The quantity after adding them. */
  atQuantity: number;
  unitPricePoisha: number;
};

export type LineQuote =
  | {
      ok: true;
      quantity: number;
      unitPricePoisha: number;
      lineTotalPoisha: number;
      /** Index of the tier in force, -1 for the base price. */
      tierIndex: number;
      nextTier: NextTier | null;
    }
  | {
      ok: false;
      code: QuantityErrorCode;
      /** The quantity field is always the one at fault. */
      field: 'quantity';
      /** The allowed value the message names: the MOQ, the nearest pack below, the cap, what stock allows. */
      allowed: number;
      title: string;
      message: string;
    };

const TITLES: Record<QuantityErrorCode, string> = {
  BELOW_MOQ: 'Minimum order quantity not met',
  NOT_A_MULTIPLE: 'Sold in packs',
  ABOVE_ORDER_LIMIT: 'Order limit exceeded',
  OUT_OF_STOCK: 'Insufficient stock',
};

const floorTo = (n: number, step: number) => Math.floor(n / step) * step;
const ceilTo = (n: number, step: number) => Math.ceil(n / step) * step;

/**
 * The most units one order may hold: the seller's cap, and the total cap (MAX_TOTAL_POISHA at the base price,
 * the highest unit price, so every smaller quantity stays exact at any tier), as whole packs.
 */
export function orderLimit(rules: QuantityRules): number {
  const byTotal = rules.pricePoisha > 0 ? Math.floor(MAX_TOTAL_POISHA / rules.pricePoisha) : Infinity;
  const cap = Math.min(rules.maxOrderQuantity ?? Infinity, byTotal, Number.MAX_SAFE_INTEGER);
  return floorTo(cap, rules.orderIncrement);
}

/** The largest quantity that is valid now (limit and stock), or 0 when none is. */
export function maxValidQuantity(rules: QuantityRules): number {
  const top = floorTo(Math.min(orderLimit(rules), rules.stock), rules.orderIncrement);
  return top >= rules.minQuantity ? top : 0;
}

/** The index of the tier in force at `quantity` (the highest whose minQuantity ≤ quantity), -1 for none. */
export function tierIndexAt(tiers: readonly PriceTierPoisha[], quantity: number): number {
  let index = -1;
  tiers.forEach((tier, i) => {
    if (tier.minQuantity <= quantity) index = i;
  });
  return index;
}

export function unitPriceAt(
  rules: Pick<QuantityRules, 'pricePoisha' | 'priceTiers'>,
  quantity: number,
): number {
  const i = tierIndexAt(rules.priceTiers, quantity);
  return i < 0 ? rules.pricePoisha : rules.priceTiers[i]!.pricePoisha;
}

function refuse(code: QuantityErrorCode, allowed: number, message: string): LineQuote {
  return { ok: false, code, field: 'quantity', allowed, title: TITLES[code], message };
}

/** Validity, unit price, exact line total and the next-tier hint for `quantity` units of a product. */
export function quoteLine(rules: QuantityRules, quantity: number): LineQuote {
  const inc = rules.orderIncrement;
  const moq = rules.minQuantity;
  if (!(quantity >= moq)) {
    return refuse('BELOW_MOQ', moq, `The minimum order for this product is ${formatCount(moq)} units`);
  }
  if (!Number.isInteger(quantity) || quantity % inc !== 0) {
    const below = Math.max(moq, floorTo(Math.floor(quantity), inc));
    return refuse(
      'NOT_A_MULTIPLE',
      below,
      `Sold in packs of ${formatCount(inc)}: order ${formatCount(below)} or ${formatCount(below + inc)} units`,
    );
  }
  const limit = orderLimit(rules);
  if (quantity > limit) {
    return refuse('ABOVE_ORDER_LIMIT', limit, `At most ${formatCount(limit)} units per order`);
  }
  if (quantity > rules.stock) {
    const available = maxValidQuantity(rules);
    return refuse(
      'OUT_OF_STOCK',
      available,
      available > 0 ? `Only ${formatCount(available)} units available` : 'This product is out of stock',
    );
  }
  const tierIndex = tierIndexAt(rules.priceTiers, quantity);
  const unitPricePoisha = unitPriceAt(rules, quantity);
  // Exact: quantity ≤ the total cap at the base price, and the unit price is at most the base price.
  const lineTotalPoisha = Number(BigInt(unitPricePoisha) * BigInt(quantity));
  return {
    ok: true,
    quantity,
    unitPricePoisha,
    lineTotalPoisha,
    tierIndex,
    nextTier: nextTierHint(rules, quantity),
  };
}

function reach(rules: QuantityRules, tier: PriceTierPoisha, from: number): NextTier | null {
  const atQuantity = Math.max(rules.minQuantity, ceilTo(tier.minQuantity, rules.orderIncrement));
  if (atQuantity > maxValidQuantity(rules)) return null;
  return { addQuantity: atQuantity - from, atQuantity, unitPricePoisha: unitPriceAt(rules, atQuantity) };
}

/** The next break reachable from `quantity` (for the hint), measured from that quantity. */
export function nextTierHint(rules: QuantityRules, quantity: number): NextTier | null {
  const tier = rules.priceTiers[tierIndexAt(rules.priceTiers, quantity) + 1];
  return tier ? reach(rules, tier, quantity) : null;
}

/** "add 12 more for ৳138.00/unit" */
export function formatNextTier(next: NextTier): string {
  return `add ${formatCount(next.addQuantity)} more for ${formatTaka(poishaToTaka(next.unitPricePoisha))}/unit`;
}

/**
 * The valid quantity nearest to what was typed (the stepper snaps typed values to it): clamped to
 * [MOQ, largest valid], rounded to the nearest pack (halves up). Null when no quantity is valid.
 */
export function snapQuantity(rules: QuantityRules, typed: number): number | null {
  const top = maxValidQuantity(rules);
  if (top === 0) return null;
  const n = Number.isFinite(typed) ? typed : rules.minQuantity;
  const rounded = Math.round(n / rules.orderIncrement) * rules.orderIncrement;
  return Math.min(top, Math.max(rules.minQuantity, rounded));
}

/** One pack up or down from `quantity`, kept valid (null when nothing is valid). */
export function stepQuantity(rules: QuantityRules, quantity: number, direction: 1 | -1): number | null {
  const snapped = snapQuantity(rules, quantity);
  if (snapped === null) return null;
  return snapQuantity(rules, snapped + direction * rules.orderIncrement);
}

/** Lowest and highest unit price a buyer can pay (cards show "৳130–৳145 / pc"). */
export function priceRange(rules: Pick<QuantityRules, 'pricePoisha' | 'priceTiers'>): {
  minPoisha: number;
  maxPoisha: number;
} {
  const last = rules.priceTiers[rules.priceTiers.length - 1];
  return { minPoisha: last ? last.pricePoisha : rules.pricePoisha, maxPoisha: rules.pricePoisha };
}

/** The ladder's rows with their quantity ranges: "48–95", "96–479", "480+". */
export function ladderRows(
  rules: Pick<QuantityRules, 'pricePoisha' | 'priceTiers' | 'minQuantity'>,
): { from: number; to: number | null; pricePoisha: number }[] {
  const starts = [
    { from: rules.minQuantity, pricePoisha: rules.pricePoisha },
    ...rules.priceTiers.map((t) => ({ from: t.minQuantity, pricePoisha: t.pricePoisha })),
  ];
  return starts.map((s, i) => ({ ...s, to: starts[i + 1] ? starts[i + 1]!.from - 1 : null }));
}
