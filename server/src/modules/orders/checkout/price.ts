import { formatTaka, MAX_TOTAL_POISHA, poishaToTaka, quoteLine } from '@bulkbazar/contract';
import { AppError } from '../../../kernel/app-error.js';
import { confirmShownCart } from '../confirm-shown-cart.js';
import { deliveryFor, type OrderDelivery } from '../order-delivery.js';
import type { OrdersTx } from '../orders.repo.js';
import { rulesOfRow } from '../product-rules.js';
import type { CheckoutRequest, Line, ProductRow, SellerTerms, TakenLine, VariantRow } from './lines.js';
import { isMixLine, priceMix } from './price-mixes.js';
import { refusal } from './refusal.js';
import { shippingTo, type ShipTo } from './ship-to.js';

/** One seller's part of the checkout, which becomes one order: its lines, goods and delivery. */
export type SellerPart = {
  sellerId: string;
  lines: TakenLine[];
  subtotal: number;
  delivery: OrderDelivery;
};

export type Priced = CheckoutRequest & {
  ship: ShipTo;
  taken: TakenLine[];
  sellers: Map<string, SellerTerms>;
  /** In the order the buyer's lines first name each seller. */
  parts: SellerPart[];
  /** What the buyer pays: every seller's goods and delivery. */
  total: number;
};

export function sumPoisha(values: number[], field: string): number {
  const total = values.reduce((a, b) => a + BigInt(b), 0n);
  if (total > BigInt(MAX_TOTAL_POISHA)) {
    const message = `A checkout may total at most ${formatTaka(poishaToTaka(MAX_TOTAL_POISHA))}`;
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
  return Number(total);
}

/**
 * Prices every line from one unlocked read of its product (no row lock yet: the hot product of a sale stays
 * free while the checkout is priced and written). A line the guard would refuse is refused here, with the
 * same answer as after the update (`refusal`).
 */
async function priceLines(
  tx: OrdersTx,
  rows: Map<string, ProductRow>,
  variants: Map<string, VariantRow[]>,
  lines: Line[],
  buyerId: string,
  fromCart: boolean,
) {
  const priced = new Map<Line, TakenLine>();
  const mixes = new Map<string, Line[]>();
  // In product-id order, as the stock is taken: of several refused lines, the same one is named either way.
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const product = rows.get(line.productId);
    if (isMixLine(line, product) && product?.status === 'approved' && !product.sellerBlocked) {
      if (product.sellerId === buyerId) throw await refusal(tx, line, buyerId, fromCart);
      mixes.set(line.productId, [...(mixes.get(line.productId) ?? []), line]);
      continue;
    }
    const quote = product && quoteLine(rulesOfRow(product), line.quantity);
    if (
      !product ||
      !quote?.ok ||
      product.status !== 'approved' ||
      product.sellerBlocked ||
      product.sellerId === buyerId
    )
      throw await refusal(tx, line, buyerId, fromCart);
    if (
      line.acceptedUnitPricePoisha !== undefined &&
      line.acceptedUnitPricePoisha !== quote.unitPricePoisha
    ) {
      const message = `The price changed from ${formatTaka(poishaToTaka(line.acceptedUnitPricePoisha))} to ${formatTaka(poishaToTaka(quote.unitPricePoisha))} per unit: review your cart`;
      throw new AppError('PRICE_CHANGED', `${product.productName}: ${message}`, {
        [`items.${line.productId}`]: message,
      });
    }
    priced.set(line, {
      line,
      product,
      unitPricePoisha: quote.unitPricePoisha,
      lineTotalPoisha: quote.lineTotalPoisha,
    });
  }
  // A product with variants: its lines priced together, as one mix.
  for (const [productId, group] of mixes)
    for (const t of priceMix(rows.get(productId)!, variants.get(productId) ?? [], group, fromCart))
      priced.set(t.line, t);
  // Back in the buyer's order (the cart's order), for the orders' lines.
  return lines.map((l) => priced.get(l)!);
}

/**
 * The price step: the address, the lines priced from the products as read now, one part per seller (its
 * minimum order checked, its delivery charged), the total — which must be what the checkout page showed.
 */
export async function price(c: CheckoutRequest): Promise<Priced> {
  const ship = await shippingTo(c.repo, c.viewer, c.input);
  const read = await c.repo.productsWithSellers(c.lines.map((l) => l.productId));
  const mixed = [...new Set(c.lines.filter((l) => l.variantId).map((l) => l.productId))];
  const variants = new Map<string, VariantRow[]>();
  for (const v of await c.repo.variantsOf(
    read.filter((r) => r.product.options.length > 0 || mixed.includes(r.product.id)).map((r) => r.product.id),
  ))
    variants.set(v.productId, [...(variants.get(v.productId) ?? []), v]);
  const taken = await priceLines(
    c.repo,
    new Map(read.map((r) => [r.product.id, r.product])),
    variants,
    c.lines,
    c.viewer.id,
    c.fromCart,
  );
  const bySeller = new Map<string, TakenLine[]>();
  for (const t of taken) bySeller.set(t.product.sellerId, [...(bySeller.get(t.product.sellerId) ?? []), t]);
  const rates = await c.repo.deliveryRates();
  const sellers = new Map(read.flatMap(({ seller }) => (seller ? [[seller.id, seller] as const] : [])));
  const parts: SellerPart[] = [];
  for (const [sellerId, group] of bySeller) {
    const subtotal = sumPoisha(
      group.map((t) => t.lineTotalPoisha),
      `sellers.${sellerId}`,
    );
    const seller = sellers.get(sellerId)!;
    if (subtotal < seller.minOrderAmountPoisha) {
      const minimum = formatTaka(poishaToTaka(seller.minOrderAmountPoisha));
      const message = `${seller.name} takes orders of at least ${minimum}; this part comes to ${formatTaka(poishaToTaka(subtotal))}`;
      throw new AppError(
        'BELOW_SELLER_MINIMUM',
        message,
        { [`sellers.${sellerId}`]: message },
        c.fromCart ? 409 : undefined,
      );
    }
    parts.push({
      sellerId,
      lines: group,
      subtotal,
      delivery: deliveryFor(rates, ship.location, seller, group, subtotal),
    });
  }
  const total = sumPoisha(
    [...parts.map((p) => p.subtotal), ...parts.map((p) => p.delivery.chargePoisha)],
    'items',
  );
  await confirmShownCart(c.repo, c.input.shown, taken, total);
  return { ...c, ship, taken, sellers, parts, total };
}
