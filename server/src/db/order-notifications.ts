import { eq, inArray } from 'drizzle-orm';
import type { Db } from './client.js';
import { addNotifications, type NewNotification } from './notification-outbox.js';
import { checkouts, orders } from './schema.js';

/** What happened to some orders, as the people concerned are told of it. */
export type OrderChange =
  /** Placed without anything left to pay first (cash on delivery, a typed transaction id): both sides told. */
  | { kind: 'placed' }
  /** Paid online after placement: now the seller has an order to handle (the buyer hears of the payment). */
  | { kind: 'paid' }
  /** A new status; whoever made the change (`actorId`) is not told of their own act. */
  | { kind: 'status'; status: string; actorId: string | null; reason?: string; sellerToo: boolean };

/**
 * Writes the notifications of an order change in the caller's transaction (orders, payments and couriers move
 * orders; all tell people the same way). Per order: the buyer and, when it concerns them, the seller.
 */
export async function notifyOrders(db: Db, orderIds: readonly string[], change: OrderChange) {
  if (orderIds.length === 0) return;
  const rows = await db
    .select({
      id: orders.id,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      totalPoisha: orders.totalPoisha,
    })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  await addNotifications(db, orderChangeNotifications(rows, change));
}

type OrderPeople = { id: string; buyerId: string; sellerId: string | null; totalPoisha: number };

/** Who is told of an order change, and what: per order the buyer and, when it concerns them, the seller. */
export function orderChangeNotifications(
  rows: readonly OrderPeople[],
  change: OrderChange,
): NewNotification[] {
  const list: NewNotification[] = [];
  for (const o of rows) {
    const base = { orderId: o.id, total: o.totalPoisha };
    if (change.kind === 'placed' || change.kind === 'paid') {
      if (change.kind === 'placed')
        list.push({ userId: o.buyerId, kind: 'order_placed', data: { ...base, role: 'buyer' } });
      if (o.sellerId)
        list.push({ userId: o.sellerId, kind: 'order_placed', data: { ...base, role: 'seller' } });
      continue;
    }
    const data = { ...base, status: change.status, reason: change.reason ?? null };
    if (o.buyerId !== change.actorId)
      list.push({ userId: o.buyerId, kind: 'order_status', data: { ...data, role: 'buyer' } });
    if (change.sellerToo && o.sellerId && o.sellerId !== change.actorId)
      list.push({ userId: o.sellerId, kind: 'order_status', data: { ...data, role: 'seller' } });
  }
  return list;
}

/** Tells a checkout's buyer that money arrived or went back (amounts in poisha). */
export async function notifyPayment(
  db: Db,
  checkoutId: string,
  kind: 'payment_confirmed' | 'payment_refunded',
  amountPoisha: number,
  orderId?: string,
) {
  const [c] = await db
    .select({ buyerId: checkouts.buyerId })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  if (!c) return;
  await addNotifications(db, [
    { userId: c.buyerId, kind, data: { checkoutId, orderId: orderId ?? null, amount: amountPoisha } },
  ]);
}
