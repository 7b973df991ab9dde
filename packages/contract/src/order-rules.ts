import {
  formatCount,
  formatTaka,
  lineTotalPoisha,
  MAX_TOTAL_POISHA,
  maxUnitsAtPrice,
  poishaToTaka,
} from './money.js';
import { PAYMENT_METHOD_LABELS, type Order, type OrderStatus } from './order.js';

// Who may move an order where, and when a payment may be recorded: pure functions the server enforces and
// the web app asks before it shows a button, so the two can never disagree.

/** The fulfilment path. Orders only move forward along it; delivered and cancelled are final. */
export const FULFILMENT_PATH: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

/** Sellers move their orders one step at a time; admins may skip forward (SEED.md: pending → shipped). */
export type OrderMover = 'seller' | 'admin';

export function canMoveOrder(from: OrderStatus, to: OrderStatus, by: OrderMover): boolean {
  const a = FULFILMENT_PATH.indexOf(from);
  const b = FULFILMENT_PATH.indexOf(to);
  if (a < 0 || b <= a) return false;
  return by === 'admin' || b === a + 1;
}

/** The statuses `by` may move an order in `from` to, nearest first. */
export const nextStatuses = (from: OrderStatus, by: OrderMover): OrderStatus[] =>
  FULFILMENT_PATH.filter((to) => canMoveOrder(from, to, by));

/** The statuses from which `by` may move an order to `to` (the server's conditional UPDATE uses this). */
export const movableFrom = (to: OrderStatus, by: OrderMover): OrderStatus[] =>
  FULFILMENT_PATH.filter((from) => canMoveOrder(from, to, by));

/** The steps an order passes through from `from` to `to`, `to` included (each gets a history entry). */
export const stepsBetween = (from: OrderStatus, to: OrderStatus): OrderStatus[] =>
  FULFILMENT_PATH.slice(FULFILMENT_PATH.indexOf(from) + 1, FULFILMENT_PATH.indexOf(to) + 1);

type PaymentFacts = Pick<Order, 'orderStatus' | 'paymentMethod' | 'paymentStatus'>;
export type PaymentRefusal = { field: 'orderStatus' | 'paymentMethod' | 'paymentStatus'; message: string };

/**
 * Why a payment cannot be recorded, or null when it can. `paid`: an admin confirms any payment of a live
 * order. `cash`: the seller (or an admin) records the cash a courier or the seller took at the door, so
 * only a delivered cash-on-delivery order. Either way once, and never for a cancelled order.
 */
export function paymentRefusal(order: PaymentFacts, via: 'paid' | 'cash'): PaymentRefusal | null {
  if (order.paymentStatus === 'paid')
    return { field: 'paymentStatus', message: 'This order is already marked paid' };
  if (order.paymentStatus === 'refunded')
    return { field: 'paymentStatus', message: 'This order’s payment was refunded' };
  if (order.orderStatus === 'cancelled')
    return { field: 'orderStatus', message: 'This order is cancelled; no payment can be recorded for it' };
  if (order.orderStatus === 'awaiting_payment')
    return { field: 'orderStatus', message: 'This order is waiting for its online payment' };
  if (via === 'paid') return null;
  if (order.paymentMethod !== 'cod')
    return {
      field: 'paymentMethod',
      message: `This order is paid by ${PAYMENT_METHOD_LABELS[order.paymentMethod]}, not cash on delivery`,
    };
  if (order.orderStatus !== 'delivered')
    return {
      field: 'orderStatus',
      message: `Cash is recorded once the order is delivered; this order is ${order.orderStatus}`,
    };
  return null;
}

/**
 * price × quantity as the order's exact total in poisha, or — above MAX_TOTAL_POISHA, where amounts would stop
 * being exact — the message for the quantity field, naming how many units fit at this price.
 */
export function checkLineTotal(
  pricePoisha: number,
  quantity: number,
): { ok: true; totalPoisha: number } | { ok: false; message: string } {
  const totalPoisha = lineTotalPoisha(pricePoisha, quantity);
  if (totalPoisha !== null) return { ok: true, totalPoisha };
  const cap = formatTaka(poishaToTaka(MAX_TOTAL_POISHA));
  const units = formatCount(maxUnitsAtPrice(pricePoisha));
  return {
    ok: false,
    message: `An order may total at most ${cap}: at this price, order at most ${units} units`,
  };
}

/**
 * The reason the shop itself records when it cancels orders whose online payment was not completed (the gateway
 * said no, or the hold ran out). Stored as it is on the order (`cancelReason`, beside the free text of a
 * decline); the web app shows it in the page's language, not as stored.
 */
export const PAYMENT_NOT_COMPLETED = 'payment not completed';
