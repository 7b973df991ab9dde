import { createHash, randomUUID } from 'node:crypto';
import {
  categoryName,
  codAdvancePoisha,
  GATEWAY_AMOUNT_LIMITS,
  GATEWAY_OF,
  PAYMENT_METHOD_LABELS,
  isOnlineMethod,
  type CheckoutPayment,
  type OnlineMethod,
  type PaymentPurpose,
  formatTaka,
  MAX_TOTAL_POISHA,
  poishaToTaka,
  quoteLine,
  type CategorySlug,
  type CheckoutInputParsed,
  type CodAdvance,
  type Order,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import { isUniqueViolation } from '../../kernel/db-errors.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import { deliveryColumns, deliveryFor, resolveLocation, type OrderDelivery } from './order-delivery.js';
import { isLineRefused, type CheckoutWrite } from './checkout-write.repo.js';
import { confirmShownCart } from './confirm-shown-cart.js';
import { toOrder } from './order-mapper.js';
import type { NewOrder, OrdersRepo, OrdersTx } from './orders.repo.js';
import type { OrdersPaymentsPort } from './payments-port.js';
import { rulesOfRow, type ProductRowForRules } from './product-rules.js';

/** What the checkout leaves to pay online (the whole total, or a COD advance), and until when stock is held. */
export type PaymentDue = {
  method: OnlineMethod;
  purpose: PaymentPurpose;
  amountPoisha: number;
  holdExpiresAt: Date;
};

export type PlacedCheckout = {
  checkoutId: string;
  orders: Order[];
  totalPoisha: number;
  replayed: boolean;
  pay?: PaymentDue;
  /** Where to send the payer (set by the orders service once the gateway started the payment). */
  payment?: CheckoutPayment;
};

/** The payment rules a checkout follows (the payments module's, through composition). */
type PaymentRules = Pick<OrdersPaymentsPort, 'isOffered' | 'options'>;

/**
 * How the checkout is paid: an online method pays its total now; cash on delivery above the admin's threshold
 * pays an advance online first (`advanceMethod`); anything else pays later. Refused (400/422 naming the field)
 * when the method is not on offer.
 */
export async function paymentDue(
  input: Pick<CheckoutInputParsed, 'paymentMethod' | 'advanceMethod'>,
  totalPoisha: number,
  rules: PaymentRules,
  codAdvance: CodAdvance | null,
): Promise<Omit<PaymentDue, 'holdExpiresAt'> | undefined> {
  const method = input.paymentMethod;
  if (isOnlineMethod(method)) {
    withinGatewayLimits(method, totalPoisha, 'paymentMethod');
    return { method, purpose: 'full', amountPoisha: totalPoisha };
  }
  if (method !== 'cod') return undefined;
  const advance = codAdvancePoisha(totalPoisha, codAdvance);
  if (advance === 0) return undefined;
  if (!input.advanceMethod || !rules.isOffered(input.advanceMethod)) {
    const message = `Cash on delivery above ${formatTaka(codAdvance!.above)} pays ${codAdvance!.percent}% (${formatTaka(poishaToTaka(advance))}) in advance online: choose how`;
    throw new AppError('VALIDATION_FAILED', message, { advanceMethod: message });
  }
  withinGatewayLimits(input.advanceMethod, advance, 'advanceMethod');
  return { method: input.advanceMethod, purpose: 'advance', amountPoisha: advance };
}

/** A gateway refuses amounts outside its limits: say so at the field before any stock is taken for good. */
function withinGatewayLimits(method: OnlineMethod, amountPoisha: number, field: string) {
  const limits = GATEWAY_AMOUNT_LIMITS[GATEWAY_OF[method]];
  if (!limits || (amountPoisha >= limits.minPoisha && amountPoisha <= limits.maxPoisha)) return;
  const message = `${PAYMENT_METHOD_LABELS[method]} takes payments from ${formatTaka(poishaToTaka(limits.minPoisha))} to ${formatTaka(poishaToTaka(limits.maxPoisha))}: choose another method`;
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** A products row as a checkout reads it. */
type ProductRow = Awaited<ReturnType<OrdersTx['productsWithSellers']>>[number]['product'];

/** A line to buy; `acceptedUnitPricePoisha` is set for cart lines (the price the buyer accepted). */
type Line = { productId: string; quantity: number; acceptedUnitPricePoisha?: number };
export type TakenLine = {
  line: Line;
  product: ProductRowForRules;
  unitPricePoisha: number;
  lineTotalPoisha: number;
};

const fingerprint = (lines: Line[], input: CheckoutInputParsed, fromCart: boolean) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        fromCart,
        lines.map((l) => [l.productId, l.quantity]),
        input.addressId ?? null,
        input.shippingAddress ?? null,
        input.location ?? null,
        input.phoneNumber ?? null,
        input.paymentMethod,
        input.transactionId ?? null,
      ]),
    )
    .digest('hex');

/**
 * Why a line was refused (read after the conditional stock update matched nothing). A cart checkout answers
 * every refused line with 409 (the cart no longer matches the shop); a direct line (Buy now, POST /addorder)
 * keeps each code's own status (422 for a quantity that can never be right, 409 for stock).
 */
async function refusal(tx: OrdersTx, line: Line, buyerId: string, fromCart: boolean): Promise<AppError> {
  const key = `items.${line.productId}`;
  const status = fromCart ? 409 : undefined;
  const product = await tx.findProduct(line.productId);
  if (!product) return notFound('Product');
  // A cart's answer names the line's product; a direct line keeps SEED.md's texts as they are.
  const named = (message: string) => (fromCart ? `${product.productName}: ${message}` : message);
  if (product.sellerId === buyerId) {
    const message = 'This is your own product: you cannot order it';
    return new AppError('OWN_PRODUCT', named(message), { [key]: message, productId: message });
  }
  if (product.status !== 'approved' || product.sellerBlocked) {
    const message = 'This product is not available for ordering';
    return new AppError('PRODUCT_UNAVAILABLE', named(message), { [key]: message }, status);
  }
  const quote = quoteLine(rulesOfRow(product), line.quantity);
  const code = quote.ok ? 'OUT_OF_STOCK' : quote.code;
  const message = quote.ok ? 'Not enough stock' : quote.message;
  return new AppError(code, named(message), { [key]: message, quantity: message }, status);
}

/**
 * Prices every line from one unlocked read of its product (no row lock yet: the hot product of a sale stays
 * free while the checkout is priced and written). A line the guard would refuse is refused here, with the
 * same answer as after the update (`refusal`).
 */
async function priceLines(
  tx: OrdersTx,
  rows: Map<string, ProductRow>,
  lines: Line[],
  buyerId: string,
  fromCart: boolean,
) {
  const priced = new Map<Line, TakenLine>();
  // In product-id order, as the stock is taken: of several refused lines, the same one is named either way.
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const product = rows.get(line.productId);
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
  // Back in the buyer's order (the cart's order), for the orders' lines.
  return lines.map((l) => priced.get(l)!);
}

/** A listing changed between pricing and taking its stock: the checkout starts again from a fresh read. */
class ListingChanged extends Error {}

/**
 * What a line's money and parcel depend on: the statement takes the stock only while these are as priced
 * (checkout-write.repo.ts compares the same columns). Names and pictures copied into the order are as read.
 */
const TERMS = [
  'pricePoisha',
  'priceTiers',
  'minQuantity',
  'orderIncrement',
  'maxOrderQuantity',
  'weightGrams',
  'sellerId',
] as const satisfies readonly (keyof ProductRowForRules)[];
const listingTerms = (p: ProductRowForRules) => JSON.stringify(TERMS.map((k) => p[k]));

/**
 * Why the statement took no stock for some line: a listing whose terms changed since the read sends the
 * checkout round again (ListingChanged); otherwise the first line the guard refuses now, in product-id order.
 */
async function whyRefused(repo: OrdersTx, taken: TakenLine[], buyerId: string, fromCart: boolean) {
  for (const t of [...taken].sort((a, b) => (a.line.productId < b.line.productId ? -1 : 1))) {
    const now = await repo.findProduct(t.line.productId);
    if (!now || listingTerms(now) !== listingTerms(t.product)) return new ListingChanged();
    const quote = quoteLine(rulesOfRow(now), t.line.quantity);
    if (!quote.ok || now.status !== 'approved' || now.sellerBlocked || now.sellerId === buyerId)
      return refusal(repo, t.line, buyerId, fromCart);
  }
  // Taken by others and given back in between: try again from a fresh read.
  return new ListingChanged();
}

/** Runs a checkout again (from a fresh read) while a listing changes under it, at most 3 times. */
async function untilListingsHold<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof ListingChanged)) throw err;
      if (attempt === 3)
        throw new AppError('CONFLICT', 'A product changed while your order was placed: please try again');
    }
  }
}

export function sumPoisha(values: number[], field: string): number {
  const total = values.reduce((a, b) => a + BigInt(b), 0n);
  if (total > BigInt(MAX_TOTAL_POISHA)) {
    const message = `A checkout may total at most ${formatTaka(poishaToTaka(MAX_TOTAL_POISHA))}`;
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
  return Number(total);
}

export async function shippingTo(
  tx: OrdersTx,
  viewer: Viewer,
  input: Pick<CheckoutInputParsed, 'addressId' | 'shippingAddress' | 'phoneNumber' | 'location'>,
) {
  if (!input.addressId)
    return {
      shippingAddress: input.shippingAddress!,
      phoneNumber: input.phoneNumber!,
      location: resolveLocation(input.location),
    };
  const saved = isUuid(input.addressId) ? await tx.address(viewer.id, input.addressId) : undefined;
  if (!saved) {
    const message = 'Choose one of your saved addresses';
    throw new AppError('NOT_FOUND', message, { addressId: message });
  }
  const place = saved.division && saved.district && saved.area ? saved : null;
  return {
    shippingAddress: saved.shippingAddress,
    phoneNumber: saved.phoneNumber,
    location: resolveLocation(
      place && { division: place.division!, district: place.district!, area: place.area! },
    ),
  };
}

/**
 * Places the cart (or `input.items`, a one-line Buy now) in one transaction: every line's stock taken with the
 * guarded update, one order per seller with its lines and server-computed totals, the seller minimums checked,
 * the bought lines removed from the cart. Any line refused rolls everything back. With an Idempotency-Key a
 * retry of the same request answers the first checkout.
 */
export async function placeCheckout(
  repo: OrdersRepo,
  viewer: Viewer,
  input: CheckoutInputParsed,
  key: string | undefined,
  payments: PaymentRules,
): Promise<PlacedCheckout> {
  if (isOnlineMethod(input.paymentMethod) && !payments.isOffered(input.paymentMethod)) {
    const message = 'This payment method is not available';
    throw new AppError('VALIDATION_FAILED', message, { paymentMethod: message });
  }
  // Read before the transaction: a query on another connection inside it waits for the transaction forever
  // on PGlite (one connection), and on PostgreSQL holds a second pool connection per checkout.
  const { holdMinutes, codAdvance } = await payments.options();
  const fromCart = input.items === undefined;
  // PostgreSQL reads a UUID in either letter case: one spelling (its own, lower case), so a product cannot be
  // named twice (twice the cap per order, each line priced alone) and stock is locked in the database's order.
  const direct = input.items?.map((l) => ({ ...l, productId: l.productId.toLowerCase() }));
  // The request as sent (a cart checkout names no lines: the cart it emptied is not part of the request), so
  // a retry after success matches, whatever the cart holds by then.
  const hash = fingerprint(direct ?? [], input, fromCart);

  const replay = async (): Promise<PlacedCheckout | undefined> => {
    if (!key) return undefined;
    const existing = await repo.findCheckoutByKey(viewer.id, key);
    if (!existing) return undefined;
    if (existing.idempotencyHash !== hash) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different order',
      );
    }
    const orders = (await repo.findByCheckout(existing.id)).map(toOrder);
    return { checkoutId: existing.id, orders, totalPoisha: existing.totalPoisha, replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  const lines: Line[] = direct ?? (await repo.cartLines(viewer.id));
  if (lines.length === 0)
    throw new AppError('CART_EMPTY', 'Your cart is empty', { items: 'Your cart is empty' });
  const seen = new Set<string>();
  for (const line of lines) {
    if (!isUuid(line.productId)) throw notFound('Product');
    if (seen.has(line.productId)) {
      const message = 'Each product may appear once';
      throw new AppError('VALIDATION_FAILED', message, { [`items.${line.productId}`]: message });
    }
    seen.add(line.productId);
  }
  let pay: PaymentDue | undefined;
  try {
    // Everything is read and priced first, without a lock; then one statement takes the stock and writes it
    // all (checkout-write.repo.ts). A listing that changed in between sends the checkout round again.
    const { id: checkoutId, orders } = await untilListingsHold(async () => {
      const ship = await shippingTo(repo, viewer, input);
      const read = await repo.productsWithSellers(lines.map((l) => l.productId));
      const taken = await priceLines(
        repo,
        new Map(read.map((r) => [r.product.id, r.product])),
        lines,
        viewer.id,
        fromCart,
      );
      const bySeller = new Map<string, TakenLine[]>();
      for (const t of taken)
        bySeller.set(t.product.sellerId, [...(bySeller.get(t.product.sellerId) ?? []), t]);
      const subtotals = new Map<string, number>();
      const rates = await repo.deliveryRates();
      const deliveries = new Map<string, OrderDelivery>();
      const sellers = new Map(read.flatMap(({ seller }) => (seller ? [[seller.id, seller] as const] : [])));
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
            fromCart ? 409 : undefined,
          );
        }
        subtotals.set(sellerId, subtotal);
        deliveries.set(sellerId, deliveryFor(rates, ship.location, seller, group, subtotal));
      }
      // What the buyer pays: every seller's goods and delivery.
      const total = sumPoisha(
        [...subtotals.values(), ...[...deliveries.values()].map((d) => d.chargePoisha)],
        'items',
      );
      await confirmShownCart(repo, input.shown, taken, total);
      const due = await paymentDue(input, total, payments, codAdvance);
      pay = due && { ...due, holdExpiresAt: new Date(Date.now() + holdMinutes * 60_000) };
      const id = randomUUID();
      const now = new Date();
      const write: CheckoutWrite = {
        buyerId: viewer.id,
        checkout: {
          id,
          buyerId: viewer.id,
          totalPoisha: total,
          paymentMethod: input.paymentMethod,
          holdExpiresAt: pay?.holdExpiresAt ?? null,
          idempotencyKey: key ?? null,
          idempotencyHash: key ? hash : null,
          createdAt: now,
        },
        orders: [],
        items: [],
        events: [],
        // An order waiting for its online payment is news once paid (the payments module tells then).
        tellPlaced: !pay,
        stock: taken.map((t) => ({
          productId: t.line.productId,
          quantity: t.line.quantity,
          pricedOn: t.product,
        })),
        cartProductIds: fromCart ? lines.map((l) => l.productId) : undefined,
        saveAddress:
          input.saveAddressAs && !input.addressId
            ? {
                userId: viewer.id,
                label: input.saveAddressAs,
                shippingAddress: ship.shippingAddress,
                phoneNumber: ship.phoneNumber,
                division: ship.location?.division ?? null,
                district: ship.location?.district ?? null,
                area: ship.location?.area ?? null,
              }
            : undefined,
      };
      const where = { ...ship, holdExpiresAt: pay?.holdExpiresAt };
      for (const [sellerId, group] of bySeller) {
        const order = {
          id: randomUUID(),
          createdAt: now,
          updatedAt: now,
          ...orderRow(
            viewer,
            input,
            { ...where, delivery: deliveries.get(sellerId) },
            id,
            sellerId,
            group,
            subtotals.get(sellerId)!,
          ),
        };
        write.orders.push(order);
        write.items.push(
          ...itemRows(group).map((item) => ({ ...item, id: randomUUID(), orderId: order.id })),
        );
        write.events.push({ orderId: order.id, status: order.orderStatus!, actorId: viewer.id });
      }
      try {
        const written = await repo.writeCheckout(write);
        // In the order a read would give them (by time, then id: one statement writes them at one time).
        const orders = written
          .sort((a, b) => (a.id < b.id ? -1 : 1))
          .map((o) =>
            toOrder({ ...o, sellerName: o.sellerId ? (sellers.get(o.sellerId)?.name ?? null) : null }),
          );
        return { id, orders };
      } catch (err) {
        if (isLineRefused(err)) throw await whyRefused(repo, taken, viewer.id, fromCart);
        throw err;
      }
    });
    const totalPoisha = orders.reduce((sum, o) => sum + Math.round(o.totalPrice * 100), 0);
    return { checkoutId, orders, totalPoisha, replayed: false, pay };
  } catch (err) {
    // Two requests with one key raced: the loser's statement wrote nothing (stock included); answer the winner's.
    if (key && isUniqueViolation(err)) {
      const winner = await replay();
      if (winner) return winner;
    }
    throw err;
  }
}

/** The columns of one seller's order: SEED.md's flat fields from its first line, the totals, the delivery. */
function orderRow(
  viewer: Viewer,
  input: Pick<CheckoutInputParsed, 'paymentMethod' | 'transactionId'>,
  where: { shippingAddress: string; phoneNumber: string; holdExpiresAt?: Date; delivery?: OrderDelivery },
  checkoutId: string,
  sellerId: string,
  group: TakenLine[],
  subtotal: number,
) {
  const first = group[0]!;
  const p = first.product;
  return {
    checkoutId,
    buyerId: viewer.id,
    customerName: viewer.name,
    customerEmail: viewer.email,
    productId: p.id,
    sellerId,
    quantity: first.line.quantity,
    shippingAddress: where.shippingAddress,
    phoneNumber: where.phoneNumber,
    // Paid online: the order waits for the payment, its stock held until then.
    orderStatus: where.holdExpiresAt ? 'awaiting_payment' : 'pending',
    holdExpiresAt: where.holdExpiresAt ?? null,
    productName: p.productName,
    productImage: p.image,
    productSku: p.sku,
    productPricePoisha: first.unitPricePoisha,
    productBrand: p.brand,
    productCategory: categoryName(p.category as CategorySlug),
    productDescription: p.description,
    productRating: p.rating,
    // The goods and, when priced, their delivery (PRODUCT.md "Delivery"); COD's promise counts from now.
    totalPoisha: subtotal + (where.delivery?.chargePoisha ?? 0),
    ...(where.delivery &&
      deliveryColumns(where.delivery, input.paymentMethod === 'cod' || !where.holdExpiresAt)),
    paymentMethod: input.paymentMethod,
    transactionId: input.transactionId ?? null,
  } satisfies NewOrder;
}

/** An order's stored lines, in the order given. */
const itemRows = (group: TakenLine[]) =>
  group.map((t, position) => ({
    position,
    productId: t.product.id,
    productName: t.product.productName,
    productImage: t.product.image,
    productSku: t.product.sku,
    quantity: t.line.quantity,
    unitPricePoisha: t.unitPricePoisha,
    lineTotalPoisha: t.lineTotalPoisha,
  }));

/** One seller's order written through the transaction's queries (an accepted quote's order); its id. */
export async function insertOrder(
  tx: OrdersTx,
  viewer: Viewer,
  input: Pick<CheckoutInputParsed, 'paymentMethod' | 'transactionId'>,
  where: { shippingAddress: string; phoneNumber: string; holdExpiresAt?: Date; delivery?: OrderDelivery },
  checkoutId: string,
  sellerId: string,
  group: TakenLine[],
  subtotal: number,
) {
  const row = orderRow(viewer, input, where, checkoutId, sellerId, group, subtotal);
  const orderId = await tx.insert(row);
  await tx.insertItems(orderId, itemRows(group));
  await tx.addEvent(orderId, row.orderStatus, viewer.id);
  // An order waiting for its online payment is news once paid (the payments module tells then).
  if (!where.holdExpiresAt) await tx.notify([orderId], { kind: 'placed' });
  return orderId;
}
