import {
  formatTaka,
  hasVariants,
  isOnlineMethod,
  lineTotalPoisha,
  MAX_TOTAL_POISHA,
  poishaToTaka,
  VARIANT_ORDERING_MESSAGE,
  type CheckoutInputParsed,
} from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../kernel/app-error.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { OrdersRepo, OrdersTx } from './orders.repo.js';
import type { OrdersPaymentsPort } from './payments-port.js';
import { deliveryFor } from './order-delivery.js';
import { orderCommission, type OrderCommission } from './checkout/commission.js';
import { paymentDue, type PaymentDue } from './checkout/hold.js';
import type { TakenLine } from './checkout/lines.js';
import { itemRows, orderRow, type OrderPlace } from './checkout/order-rows.js';
import { shippingTo } from './checkout/ship-to.js';

/** A line at a negotiated price (an accepted quote). */
export type QuotedLine = { productId: string; quantity: number; unitPricePoisha: number };

/**
 * The quote's side of the order's transaction (the rfq module's, through composition): `claim` runs first
 * with the transaction's Db, locks what it must and answers either the order already placed for the quote
 * (a repeat accept) or the line to place; `record` runs last with the new order's id. Whatever they write
 * commits or rolls back with the order.
 */
export type QuoteClaim = {
  claim: (txDb: Db) => Promise<{ orderId: string } | { line: QuotedLine }>;
  record: (txDb: Db, orderId: string) => Promise<void>;
};

export type QuotedOrderInput = Pick<
  CheckoutInputParsed,
  | 'addressId'
  | 'shippingAddress'
  | 'location'
  | 'phoneNumber'
  | 'paymentMethod'
  | 'transactionId'
  | 'advanceMethod'
>;

export type PlacedQuotedOrder = { orderId: string; replayed: boolean; pay?: PaymentDue };

async function refusal(tx: OrdersTx, line: QuotedLine, buyerId: string): Promise<AppError> {
  const product = await tx.findProduct(line.productId);
  if (!product) return notFound('Product');
  if (product.sellerId === buyerId) {
    const message = 'This is your own product: you cannot order it';
    return new AppError('OWN_PRODUCT', message, { productId: message });
  }
  if (product.status !== 'approved' || product.sellerBlocked) {
    const message = 'This product is not available for ordering';
    return new AppError('PRODUCT_UNAVAILABLE', message, { productId: message });
  }
  if (hasVariants(product)) {
    return new AppError('PRODUCT_UNAVAILABLE', VARIANT_ORDERING_MESSAGE, {
      productId: VARIANT_ORDERING_MESSAGE,
    });
  }
  const message = 'Not enough stock';
  return new AppError('OUT_OF_STOCK', message, { quantity: message });
}

/**
 * Places one order at a quote's price through the checkout's parts: the stock taken with a conditional
 * update, the order and its line with totals in poisha, the payment rules of the checkout. The seller set
 * the quantity and price, so the MOQ, packs, volume prices and the seller's minimum do not apply.
 */
export async function placeQuotedOrder(
  repo: OrdersRepo,
  viewer: Viewer,
  input: QuotedOrderInput,
  quote: QuoteClaim,
  payments: Pick<OrdersPaymentsPort, 'isOffered' | 'options'>,
): Promise<PlacedQuotedOrder> {
  // Trade credit is drawn by a company checkout (checkout/credit.ts); a quote's order is the buyer's own.
  if (input.paymentMethod === 'invoice') {
    const message = 'Pay on invoice is for company checkouts: choose another payment method';
    throw new AppError('VALIDATION_FAILED', message, { paymentMethod: message });
  }
  if (isOnlineMethod(input.paymentMethod) && !payments.isOffered(input.paymentMethod)) {
    const message = 'This payment method is not available';
    throw new AppError('VALIDATION_FAILED', message, { paymentMethod: message });
  }
  // Read before the transaction (see placeCheckout: PGlite has one connection).
  const { holdMinutes, codAdvance } = await payments.options();
  const commissionRates = await repo.commissionRates();
  return repo.transaction(async (tx, txDb) => {
    const claimed = await quote.claim(txDb);
    if ('orderId' in claimed) return { orderId: claimed.orderId, replayed: true };
    const { line } = claimed;
    const total = lineTotalPoisha(line.unitPricePoisha, line.quantity);
    if (total === null || total > MAX_TOTAL_POISHA) {
      const message = `An order may total at most ${formatTaka(poishaToTaka(MAX_TOTAL_POISHA))}`;
      throw new AppError('VALIDATION_FAILED', message, { quantity: message });
    }
    const ship = await shippingTo(tx, viewer, input);
    const product = await tx.takeQuotedStock(line.productId, line.quantity, viewer.id);
    if (!product) throw await refusal(tx, line, viewer.id);
    const taken = [{ line, product, unitPricePoisha: line.unitPricePoisha, lineTotalPoisha: total }];
    // Delivery is charged on a quoted order as on any other (the quote prices the goods).
    const seller = (await tx.seller(product.sellerId))!;
    const delivery = deliveryFor(await tx.deliveryRates(), ship.location, seller, taken, total);
    const due = await paymentDue(input, total + delivery.chargePoisha, payments, codAdvance);
    const pay = due && { ...due, holdExpiresAt: new Date(Date.now() + holdMinutes * 60_000) };
    const checkoutId = await tx.insertCheckout({
      buyerId: viewer.id,
      totalPoisha: total + delivery.chargePoisha,
      paymentMethod: input.paymentMethod,
      holdExpiresAt: pay?.holdExpiresAt ?? null,
    });
    // The commission in force when the quote is accepted, as on any order.
    const commission = orderCommission(commissionRates, product.sellerId, taken, total, new Date());
    const orderId = await insertOrder(
      tx,
      viewer,
      input,
      { ...ship, holdExpiresAt: pay?.holdExpiresAt, delivery },
      checkoutId,
      product.sellerId,
      taken,
      total,
      commission,
    );
    await quote.record(txDb, orderId);
    return { orderId, replayed: false, pay };
  });
}

/** One seller's order written through the transaction's queries (an accepted quote's order); its id. */
async function insertOrder(
  tx: OrdersTx,
  viewer: Viewer,
  input: Pick<CheckoutInputParsed, 'paymentMethod' | 'transactionId'>,
  where: OrderPlace,
  checkoutId: string,
  sellerId: string,
  group: TakenLine[],
  subtotal: number,
  commission: OrderCommission,
) {
  const row = orderRow(viewer, input, where, checkoutId, sellerId, group, subtotal, commission);
  const orderId = await tx.insert(row);
  await tx.insertItems(orderId, itemRows(group, commission));
  await tx.addEvent(orderId, row.orderStatus, viewer.id);
  // An order waiting for its online payment is news once paid (the payments module tells then).
  if (!where.holdExpiresAt) await tx.notify([orderId], { kind: 'placed' });
  return orderId;
}
