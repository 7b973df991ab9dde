import { createHash } from 'node:crypto';
import {
  isOnlineMethod,
  type CheckoutInputParsed,
  type CheckoutPayment,
  type Order,
  UNKNOWN_VARIANT_MESSAGE,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import { isUniqueViolation } from '../../kernel/db-errors.js';
import { isUuid } from '../../kernel/ids.js';
import { checkoutsRefused, ordersPlaced } from '../../kernel/shop-metrics.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { PaymentDue } from './checkout/hold.js';
import type { Line, PaymentRules } from './checkout/lines.js';
import { placeSteps } from './checkout/pipeline.js';
import { untilListingsHold } from './checkout/refusal.js';
import { toOrder } from './order-mapper.js';
import type { OrdersRepo } from './orders.repo.js';

export type { PaymentDue } from './checkout/hold.js';

export type PlacedCheckout = {
  checkoutId: string;
  orders: Order[];
  totalPoisha: number;
  replayed: boolean;
  pay?: PaymentDue;
  /** Over the buyer's company order limit: its orders wait for an approver (answered 202). */
  awaitingApproval?: boolean;
  /** Where to send the payer (set by the orders service once the gateway started the payment). */
  payment?: CheckoutPayment;
};

const fingerprint = (lines: Line[], input: CheckoutInputParsed, fromCart: boolean) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        fromCart,
        lines.map((l) => (l.variantId ? [l.productId, l.variantId, l.quantity] : [l.productId, l.quantity])),
        input.addressId ?? null,
        input.shippingAddress ?? null,
        input.location ?? null,
        input.phoneNumber ?? null,
        input.paymentMethod,
        input.transactionId ?? null,
        input.companyId?.toLowerCase() ?? null,
        input.poNumber ?? null,
      ]),
    )
    .digest('hex');

/**
 * Places the cart (or `input.items`, a one-line Buy now) at once: every line's stock taken with the guarded
 * update, one order per seller with its lines and server-computed totals, the seller minimums checked, the
 * bought lines removed from the cart. Any line refused leaves everything as it was. With an Idempotency-Key
 * a retry of the same request answers the first checkout. The placement itself is checkout/pipeline.ts's
 * steps; this checks the request, answers a retry, and runs the steps again while a listing changes.
 */
export async function placeCheckout(...args: Parameters<typeof placeUncounted>): Promise<PlacedCheckout> {
  // Counted here, where every checkout (cart, Buy now, POST /addorder) passes: GET /metrics shows them.
  try {
    const placed = await placeUncounted(...args);
    if (!placed.replayed) ordersPlaced.inc(placed.orders.length);
    return placed;
  } catch (err) {
    if (err instanceof AppError) checkoutsRefused.inc({ reason: err.code });
    throw err;
  }
}

async function placeUncounted(
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
  // The commission rules likewise (the app keeps them in memory: no round trip).
  const commissionRates = await repo.commissionRates();
  const fromCart = input.items === undefined;
  // PostgreSQL reads a UUID in either letter case: one spelling (its own, lower case), so a product cannot be
  // named twice (twice the cap per order, each line priced alone) and stock is locked in the database's order.
  const direct = input.items?.map((l) => ({
    ...l,
    productId: l.productId.toLowerCase(),
    variantId: l.variantId?.toLowerCase(),
  }));
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
    const awaitingApproval = orders.some((o) => o.orderStatus === 'awaiting_approval');
    return {
      checkoutId: existing.id,
      orders,
      totalPoisha: existing.totalPoisha,
      replayed: true,
      awaitingApproval,
    };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  const lines: Line[] = direct ?? (await repo.cartLines(viewer.id));
  if (lines.length === 0)
    throw new AppError('CART_EMPTY', 'Your cart is empty', { items: 'Your cart is empty' });
  const seen = new Set<string>();
  for (const line of lines) {
    if (!isUuid(line.productId)) throw notFound('Product');
    if (line.variantId && !isUuid(line.variantId)) {
      const message = UNKNOWN_VARIANT_MESSAGE;
      throw new AppError('VALIDATION_FAILED', message, {
        [`items.${line.productId}`]: message,
        variant: message,
      });
    }
    // A product once, or each of its variants once.
    const key = `${line.productId}:${line.variantId ?? ''}`;
    if (seen.has(key)) {
      const message = 'Each product may appear once';
      throw new AppError('VALIDATION_FAILED', message, { [`items.${line.productId}`]: message });
    }
    seen.add(key);
  }
  try {
    // Everything is read and priced first, without a lock; then one statement takes the stock and writes it
    // all (checkout-write.repo.ts). A listing that changed in between sends the checkout round again.
    const request = {
      repo,
      viewer,
      input,
      key,
      hash,
      fromCart,
      lines,
      payments,
      holdMinutes,
      codAdvance,
      commissionRates,
    };
    const placed = await untilListingsHold(() => placeSteps(request));
    const { id: checkoutId, orders, pay, awaitingApproval } = placed;
    const totalPoisha = orders.reduce((sum, o) => sum + Math.round(o.totalPrice * 100), 0);
    return { checkoutId, orders, totalPoisha, replayed: false, pay, awaitingApproval };
  } catch (err) {
    // Two requests with one key raced: the loser's statement wrote nothing (stock included); answer the winner's.
    if (key && isUniqueViolation(err)) {
      const winner = await replay();
      if (winner) return winner;
    }
    throw err;
  }
}
