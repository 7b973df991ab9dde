import { MAX_SAVED_ADDRESSES } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import type { NewNotification } from '../../db/notification-outbox.js';
import { orderChangeNotifications } from '../../db/order-notifications.js';
import { byColumnName, rowAsWritten } from '../../db/row-as-written.js';
import type { addresses } from '../../db/schema.js';
import { checkouts, orderItems, orders } from '../../db/schema.js';
import { checkoutWriterFor } from './checkout-batch.repo.js';
import type { ProductRowForRules } from './product-rules.js';

/** One line's stock to take, with the terms it was priced on (taken only if they still hold). */
export type StockLine = { productId: string; quantity: number; pricedOn: ProductRowForRules };

/**
 * A product with variants: its mix, judged whole by bulkbazar_mix_guard (migration 0034), each variant's
 * stock taken on its own, with the terms priced on (the product's, and each ordered variant's price and pack).
 */
export type MixStock = {
  productId: string;
  pricedOn: ProductRowForRules & { variantRule?: string };
  mix: { variantId: string; quantity: number; pricePoisha: number | null; packUnits: number | null }[];
};

/** Everything a checkout writes, every id chosen beforehand, so it all goes to the database at once. */
export type CheckoutWrite = {
  buyerId: string;
  checkout: typeof checkouts.$inferInsert & { id: string; createdAt: Date };
  /** With the times the database would set (now()): the answer is built from these, not read back. */
  orders: (typeof orders.$inferInsert & { id: string; createdAt: Date; updatedAt: Date })[];
  items: (typeof orderItems.$inferInsert & { id: string; orderId: string })[];
  events: { orderId: string; status: string; actorId: string }[];
  /** Placed with nothing to pay first: buyer and seller are told now (else once paid). */
  tellPlaced: boolean;
  /** Anyone else told in the same write (a company checkout waiting for approval tells its approvers). */
  notifications?: NewNotification[];
  stock: StockLine[];
  mixes?: MixStock[];
  /** Cart lines bought (a cart checkout). */
  cartProductIds?: string[];
  /** A new saved address, kept only while the buyer has fewer than MAX_SAVED_ADDRESSES. */
  saveAddress?: typeof addresses.$inferInsert;
};

/** Raised by bulkbazar_write_checkout when a line's stock could not be taken (migration 0022). */
const REFUSED = 'BB409';

export function isLineRefused(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === REFUSED) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** An order as written, with its lines (the seller's name, which the order page shows, is the caller's). */
export type WrittenOrder = typeof orders.$inferSelect & { items: (typeof orderItems.$inferSelect)[] };

/**
 * Writes a checkout — stock, checkout, orders, lines, history, notifications, cart, saved address — as one
 * JSON document for the database function bulkbazar_write_checkout (migration 0022), alone or in a batch of
 * the checkouts that arrived meanwhile (checkout-batch.repo.ts), each atomic: the hot product's row is locked from the stock update to the commit, with no round trip
 * between, and neither side builds or plans SQL per order. Throws an error `isLineRefused` knows when a line's
 * stock could not be taken; then nothing was written. Answers the orders as the database now holds them.
 */
export async function writeCheckout(db: Db, w: CheckoutWrite): Promise<WrittenOrder[]> {
  const written = w.orders.map((order) => rowAsWritten(orders, order));
  const items = w.items.map((item) => rowAsWritten(orderItems, item));
  const told = w.tellPlaced
    ? orderChangeNotifications(
        w.orders.map((o) => ({ ...o, sellerId: o.sellerId ?? null })),
        { kind: 'placed' },
      )
    : [];
  told.push(...(w.notifications ?? []));
  const address = w.saveAddress;
  const doc = {
    buyerId: w.buyerId,
    stock: w.stock.map(({ productId, quantity, pricedOn: p }) => ({
      id: productId,
      qty: quantity,
      price: p.pricePoisha,
      tiers: p.priceTiers,
      moq: p.minQuantity,
      pack: p.orderIncrement,
      cap: p.maxOrderQuantity,
      grams: p.weightGrams,
      seller: p.sellerId,
    })),
    mixes: (w.mixes ?? []).map(({ productId, pricedOn: p, mix }) => ({
      id: productId,
      mix: mix.map((v) => ({ id: v.variantId, qty: v.quantity, price: v.pricePoisha, units: v.packUnits })),
      price: p.pricePoisha,
      tiers: p.priceTiers,
      moq: p.minQuantity,
      pack: p.orderIncrement,
      cap: p.maxOrderQuantity,
      grams: p.weightGrams,
      seller: p.sellerId,
      rule: p.variantRule ?? 'mixed',
    })),
    checkout: byColumnName(checkouts, rowAsWritten(checkouts, w.checkout)),
    orders: written.map((o) => byColumnName(orders, o)),
    items: items.map((i) => byColumnName(orderItems, i)),
    events: w.events.map((e) => ({ order_id: e.orderId, status: e.status, actor_id: e.actorId })),
    notifications: told.map((n) => ({ user_id: n.userId, kind: n.kind, data: n.data })),
    cartProductIds: w.cartProductIds ?? [],
    saveAddress: address && {
      user_id: address.userId,
      label: address.label,
      shipping_address: address.shippingAddress,
      phone_number: address.phoneNumber,
      division: address.division ?? null,
      district: address.district ?? null,
      area: address.area ?? null,
    },
    maxSavedAddresses: MAX_SAVED_ADDRESSES,
  };
  await checkoutWriterFor(db).call(JSON.stringify(doc));
  return written.map((order) => ({ ...order, items: items.filter((i) => i.orderId === order.id) }));
}
