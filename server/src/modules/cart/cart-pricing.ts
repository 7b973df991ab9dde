import {
  deliveryChargesByZone,
  formatTaka,
  nextTierHint,
  type RateBandPoisha,
  poishaToTaka,
  quoteLine,
  quoteMix,
  unitPriceAt,
  type Mix,
  type Cart,
  type CartGroup,
  type CartLine,
  type QuantityRules,
} from '@bulkbazar/contract';
import type { CartProductRow, CartVariantRow } from './cart.repo.js';
import { mixRulesOf, mixUnitPrice } from './cart-mix.js';

// Prices a cart as it is now, with the contract's engine: nothing here is stored or cached, so a changed
// price, stock or rule shows on the very next read.

export type LineToPrice = {
  product: CartProductRow;
  /** The variant of a product with variants (null otherwise). */
  variantId?: string | null;
  quantity: number;
  /** The unit price the buyer accepted (stored lines); null for a guest's lines (nothing accepted yet). */
  acceptedUnitPricePoisha: number | null;
};
type Note = Cart['notes'][number];

/** The same test as the catalog's and the stock guard's: approved, and the seller not blocked. */
export const isOnSale = (p: Pick<CartProductRow, 'status' | 'sellerBlocked'>) =>
  p.status === 'approved' && !p.sellerBlocked;

export const rulesOf = (p: CartProductRow): QuantityRules => ({
  pricePoisha: p.pricePoisha,
  minQuantity: p.minQuantity,
  orderIncrement: p.orderIncrement,
  maxOrderQuantity: p.maxOrderQuantity,
  stock: p.stock,
  priceTiers: p.priceTiers,
});

const taka = (poisha: number) => formatTaka(poishaToTaka(poisha));

type PricedLine = { line: CartLine; lineTotalPoisha: number; counts: boolean; weightGrams: number };

/** One line and whether it counts towards its seller's subtotal (it can be bought at the price shown). */
function priceLine(
  toPrice: LineToPrice,
  variants: ReadonlyMap<string, readonly CartVariantRow[]>,
  mixes: ReadonlyMap<string, Mix>,
): PricedLine {
  if (toPrice.variantId) return priceVariantLine(toPrice, variants, mixes);
  const { product: p, quantity, acceptedUnitPricePoisha } = toPrice;
  const rules = rulesOf(p);
  const quote = quoteLine(rules, quantity);
  const onSale = isOnSale(p);
  let problem: CartLine['problem'] = null;
  if (!onSale) {
    problem = {
      code: 'PRODUCT_UNAVAILABLE',
      message: 'This product is no longer for sale',
      allowed: null,
      previousUnitPrice: null,
    };
  } else if (!quote.ok) {
    problem = { code: quote.code, message: quote.message, allowed: quote.allowed, previousUnitPrice: null };
  } else if (acceptedUnitPricePoisha !== null && acceptedUnitPricePoisha !== quote.unitPricePoisha) {
    problem = {
      code: 'PRICE_CHANGED',
      message: `The price changed from ${taka(acceptedUnitPricePoisha)} to ${taka(quote.unitPricePoisha)} per unit`,
      allowed: null,
      previousUnitPrice: poishaToTaka(acceptedUnitPricePoisha),
    };
  }
  // A line that cannot be bought as it is counts for nothing (its total is 0): the subtotal is what the
  // seller's part would come to with the lines that can, at today's prices (a changed price included).
  const counts = onSale && quote.ok;
  const lineTotalPoisha = counts ? quote.lineTotalPoisha : 0;
  const next = counts ? nextTierHint(rules, quantity) : null;
  return {
    lineTotalPoisha,
    counts,
    weightGrams: p.weightGrams,
    line: {
      productId: p.id,
      variantId: null,
      variantOptions: null,
      productName: p.productName,
      productImage: p.image,
      quantity,
      unitPrice: poishaToTaka(quote.ok ? quote.unitPricePoisha : unitPriceAt(rules, quantity)),
      lineTotal: poishaToTaka(lineTotalPoisha),
      product: {
        price: poishaToTaka(p.pricePoisha),
        minQuantity: p.minQuantity,
        maxQuantity: p.stock,
        orderIncrement: p.orderIncrement,
        maxOrderQuantity: p.maxOrderQuantity,
        priceTiers: p.priceTiers.map((t) => ({
          minQuantity: t.minQuantity,
          price: poishaToTaka(t.pricePoisha),
        })),
      },
      nextTier: next
        ? { addQuantity: next.addQuantity, unitPrice: poishaToTaka(next.unitPricePoisha) }
        : null,
      problem,
    },
  };
}

type ProblemCode = NonNullable<CartLine['problem']>['code'];
const problemOf = (code: ProblemCode, message: string, allowed: number | null) => ({
  code,
  message,
  allowed,
  previousUnitPrice: null,
});

/**
 * A line of a product with variants, priced in the mix of the product's lines (contract quoteMix): the tier
 * the mix reaches sets its price; the mix's fault, when it has one, is the problem of the line it names, or of
 * every line when it is the whole mix's (short of the minimum, say).
 */
function priceVariantLine(
  { product: p, variantId, quantity, acceptedUnitPricePoisha }: LineToPrice,
  variants: ReadonlyMap<string, readonly CartVariantRow[]>,
  mixes: ReadonlyMap<string, Mix>,
): PricedLine {
  const all = variants.get(p.id) ?? [];
  const variant = all.find((v) => v.id === variantId);
  const rules = mixRulesOf(p, all);
  const mix = mixes.get(p.id) ?? {};
  const quote = quoteMix(rules, mix);
  const unit = mixUnitPrice(rules, mix, variantId!);
  let problem: CartLine['problem'] = null;
  if (!isOnSale(p) || !variant) {
    problem = problemOf('PRODUCT_UNAVAILABLE', 'This product is no longer for sale', null);
  } else if (!quote.ok && (quote.variantId === null || quote.variantId === variantId)) {
    // The cart's problem codes are the engine's; a mix out of its pack ratio is, to the buyer, not whole packs.
    const code: ProblemCode =
      quote.code === 'UNKNOWN_VARIANT' || quote.code === 'INVALID_QUANTITY' || quote.code === 'NOT_IN_RATIO'
        ? 'NOT_A_MULTIPLE'
        : quote.code;
    problem = problemOf(code, quote.message, quote.allowed);
  } else if (acceptedUnitPricePoisha !== null && acceptedUnitPricePoisha !== unit) {
    problem = {
      code: 'PRICE_CHANGED',
      message: `The price changed from ${taka(acceptedUnitPricePoisha)} to ${taka(unit)} per unit`,
      allowed: null,
      previousUnitPrice: poishaToTaka(acceptedUnitPricePoisha),
    };
  }
  const counts = problem === null || problem.code === 'PRICE_CHANGED';
  const lineTotalPoisha = counts ? unit * quantity : 0;
  const total = Object.values(mix).reduce((sum, q) => sum + q, 0);
  const next = counts && rules.variantRule === 'mixed' ? nextTierHint(rulesOf(p), total) : null;
  return {
    lineTotalPoisha,
    counts,
    weightGrams: p.weightGrams,
    line: {
      productId: p.id,
      variantId: variantId!,
      variantOptions: variant?.options ?? null,
      productName: p.productName,
      productImage: p.image,
      quantity,
      unitPrice: poishaToTaka(unit),
      lineTotal: poishaToTaka(lineTotalPoisha),
      product: {
        price: poishaToTaka(variant?.pricePoisha ?? p.pricePoisha),
        minQuantity: p.minQuantity,
        maxQuantity: variant?.stock ?? 0,
        orderIncrement: p.orderIncrement,
        maxOrderQuantity: p.maxOrderQuantity,
        priceTiers: p.priceTiers.map((t) => ({
          minQuantity: t.minQuantity,
          price: poishaToTaka(t.pricePoisha),
        })),
      },
      nextTier: next
        ? { addQuantity: next.addQuantity, unitPrice: poishaToTaka(next.unitPricePoisha) }
        : null,
      problem,
    },
  };
}

/** Each product's mix {variantId: quantity} of the cart's variant lines. */
export function mixesOf(lines: readonly LineToPrice[]): Map<string, Mix> {
  const mixes = new Map<string, Record<string, number>>();
  for (const l of lines) {
    if (!l.variantId) continue;
    const mix = mixes.get(l.product.id) ?? {};
    mix[l.variantId] = (mix[l.variantId] ?? 0) + l.quantity;
    mixes.set(l.product.id, mix);
  }
  return mixes;
}

/**
 * The cart answer: lines grouped by seller (groups in the order their first line was added), subtotals,
 * the seller minimums (BELOW_SELLER_MINIMUM, worded as the checkout words it) and `ready`.
 */
export function priceCart(
  lines: LineToPrice[],
  notes: Note[] = [],
  rates: RateBandPoisha[] = [],
  variants: ReadonlyMap<string, readonly CartVariantRow[]> = new Map(),
): Cart {
  const mixes = mixesOf(lines);
  const bySeller = new Map<string, { seller: CartProductRow; priced: PricedLine[] }>();
  for (const line of lines) {
    const group = bySeller.get(line.product.sellerId) ?? { seller: line.product, priced: [] };
    group.priced.push(priceLine(line, variants, mixes));
    bySeller.set(line.product.sellerId, group);
  }
  let total = 0n;
  const groups: CartGroup[] = [...bySeller.values()].map(({ seller, priced }) => {
    const subtotal = priced.reduce((sum, p) => sum + BigInt(p.lineTotalPoisha), 0n);
    total += subtotal;
    const minimum = seller.sellerMinOrderAmountPoisha;
    // Only a part with something to buy can fall short; a part of unavailable lines has its own problems.
    const short = minimum > 0 && subtotal < BigInt(minimum) && priced.some((p) => p.counts);
    // The delivery charge of this part in each zone, as the checkout will charge it (the place is chosen there).
    const grams = priced.reduce((sum, p) => (p.counts ? sum + p.weightGrams * p.line.quantity : sum), 0);
    return {
      seller: { _id: seller.sellerId, name: seller.sellerName, minOrderAmount: poishaToTaka(minimum) },
      delivery: deliveryChargesByZone(rates, grams, Number(subtotal), seller.sellerFreeDeliveryAbovePoisha),
      items: priced.map((p) => p.line),
      subtotal: poishaToTaka(Number(subtotal)),
      problem: short
        ? {
            code: 'BELOW_SELLER_MINIMUM' as const,
            message: `${seller.sellerName} takes orders of at least ${taka(minimum)}; this part comes to ${taka(Number(subtotal))}`,
            allowed: poishaToTaka(minimum),
          }
        : null,
    };
  });
  const lineCount = lines.length;
  const clean = groups.every((g) => !g.problem && g.items.every((l) => !l.problem));
  return {
    groups,
    total: poishaToTaka(Number(total)),
    lineCount,
    ready: lineCount > 0 && clean,
    notes,
  };
}
