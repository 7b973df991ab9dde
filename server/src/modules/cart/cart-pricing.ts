import {
  deliveryChargesByZone,
  formatTaka,
  nextTierHint,
  type RateBandPoisha,
  poishaToTaka,
  quoteLine,
  unitPriceAt,
  type Cart,
  type CartGroup,
  type CartLine,
  type QuantityRules,
} from '@bulkbazar/contract';
import type { CartProductRow } from './cart.repo.js';

// Prices a cart as it is now, with the contract's engine: nothing here is stored or cached, so a changed
// price, stock or rule shows on the very next read.

export type LineToPrice = {
  product: CartProductRow;
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

/** One line and whether it counts towards its seller's subtotal (it can be bought at the price shown). */
function priceLine({ product: p, quantity, acceptedUnitPricePoisha }: LineToPrice): {
  line: CartLine;
  lineTotalPoisha: number;
  counts: boolean;
  weightGrams: number;
} {
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

/**
 * The cart answer: lines grouped by seller (groups in the order their first line was added), subtotals,
 * the seller minimums (BELOW_SELLER_MINIMUM, worded as the checkout words it) and `ready`.
 */
export function priceCart(lines: LineToPrice[], notes: Note[] = [], rates: RateBandPoisha[] = []): Cart {
  const bySeller = new Map<string, { seller: CartProductRow; priced: ReturnType<typeof priceLine>[] }>();
  for (const line of lines) {
    const group = bySeller.get(line.product.sellerId) ?? { seller: line.product, priced: [] };
    group.priced.push(priceLine(line));
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
