import type { Courier, ShipmentStatus } from '@bulkbazar/contract';
import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addNotifications } from '../../db/notification-outbox.js';
import { orderEvents, orderItems, orders, products, shipmentEvents } from '../../db/schema.js';
import { returnLineStock } from '../../db/return-stock.js';
import type { Postings } from '../ledger/postings.js';
import type { Booked, CourierUpdate } from './couriers/courier.js';

// Shipments: the courier booking of an order and what the courier's callbacks do to it. Each change is one
// transaction whose UPDATE matches only the status it may start from, so a replayed callback changes nothing.

const bookingColumns = {
  id: orders.id,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  orderStatus: orders.orderStatus,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  totalPoisha: orders.totalPoisha,
  paidPoisha: orders.paidPoisha,
  customerName: orders.customerName,
  phoneNumber: orders.phoneNumber,
  shippingAddress: orders.shippingAddress,
  shipDistrict: orders.shipDistrict,
  shipArea: orders.shipArea,
  courier: orders.courier,
  consignmentId: orders.consignmentId,
  trackingCode: orders.trackingCode,
  codCollectedPoisha: orders.codCollectedPoisha,
  // The money a delivery posts to the ledger (ledger/postings-orders.ts).
  checkoutId: orders.checkoutId,
  deliveryChargePoisha: orders.deliveryChargePoisha,
  commissionPoisha: orders.commissionPoisha,
  commissionVatPoisha: orders.commissionVatPoisha,
  refundedPoisha: orders.refundedPoisha,
};

export type ShipmentOrder = Awaited<ReturnType<ReturnType<typeof createShipmentsRepo>['order']>>;

export function createShipmentsRepo(db: Db) {
  return {
    order: async (id: string) => (await db.select(bookingColumns).from(orders).where(eq(orders.id, id)))[0],

    /** The parcel: how many units and how heavy (each line's product weight; 1 kg for a deleted product). */
    parcel: async (orderId: string) =>
      (
        await db
          .select({
            units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
            grams: sql<number>`coalesce(sum(${orderItems.quantity}::bigint * coalesce(${products.weightGrams}, 1000)), 0)::bigint`,
          })
          .from(orderItems)
          .leftJoin(products, eq(products.id, orderItems.productId))
          .where(eq(orderItems.orderId, orderId))
      )[0]!,

    /**
     * Claims the booking of a processing order not booked yet (or whose earlier claim is older than
     * `staleBefore`: that process died asking the courier). Two sellers' clicks book once.
     */
    claimBooking: async (id: string, courier: Courier, staleBefore: Date) =>
      (
        await db
          .update(orders)
          .set({ courier, bookingStartedAt: new Date() })
          .where(
            and(
              eq(orders.id, id),
              eq(orders.orderStatus, 'processing'),
              isNull(orders.consignmentId),
              or(isNull(orders.bookingStartedAt), lt(orders.bookingStartedAt, staleBefore)),
            ),
          )
          .returning({ id: orders.id })
      ).length > 0,

    releaseBooking: (id: string) =>
      db
        .update(orders)
        .set({ courier: null, bookingStartedAt: null })
        .where(and(eq(orders.id, id), isNull(orders.consignmentId))),

    /** The courier took the parcel: consignment stored, the order shipped, the buyer told — one transaction. */
    recordBooking: (id: string, buyerId: string, courier: Courier, booked: Booked, actorId: string) =>
      db.transaction(async (tx) => {
        const moved = await tx
          .update(orders)
          .set({
            courier,
            consignmentId: booked.consignmentId,
            trackingCode: booked.trackingCode,
            orderStatus: 'shipped',
            updatedAt: new Date(),
          })
          .where(and(eq(orders.id, id), eq(orders.orderStatus, 'processing'), isNull(orders.consignmentId)))
          .returning({ id: orders.id });
        if (moved.length === 0) return false;
        await tx
          .insert(orderEvents)
          .values({ orderId: id, status: 'shipped', actorId, note: booked.trackingCode });
        await tx.insert(shipmentEvents).values({ orderId: id, courier, status: 'booked', message: null });
        await addNotifications(tx as unknown as Db, [
          { userId: buyerId, kind: 'order_status', data: { orderId: id, status: 'shipped' } },
        ]);
        return true;
      }),

    /**
     * A courier's status callback, once: the shipment event is recorded first and a replay (its row already
     * there) stops before anything moves. Delivered: the order delivered and, for cash on delivery, the cash
     * collected recorded (paid). Returned: a final state, every line's quantity back in stock, the buyer told.
     * A delivery posts its ledger entries in the same transaction (decision 0026): the order delivered, its
     * earnings available after the return window, and the cash collected owed by the courier. A return moves
     * no money (the courier took none; what was paid online stays the buyer's until refunded). Answers what
     * happened, and whether stock went back.
     */
    applyUpdate: (courier: Courier, u: CourierUpdate, postings: Postings) =>
      db.transaction(async (tx) => {
        const [order] = await tx
          .select(bookingColumns)
          .from(orders)
          .where(and(eq(orders.courier, courier), eq(orders.consignmentId, u.consignmentId)))
          .for('update');
        if (!order) return { result: 'unknown' as const };
        const recorded = await tx
          .insert(shipmentEvents)
          .values({ orderId: order.id, courier, status: u.status, message: u.message })
          .onConflictDoNothing()
          .returning({ id: shipmentEvents.id });
        if (recorded.length === 0) return { result: 'replayed' as const, orderId: order.id };
        const move = async (to: 'delivered' | 'returned', extra: Partial<typeof orders.$inferInsert>) =>
          (
            await tx
              .update(orders)
              .set({ orderStatus: to, updatedAt: new Date(), ...extra })
              .where(and(eq(orders.id, order.id), eq(orders.orderStatus, 'shipped')))
              .returning({ id: orders.id })
          ).length > 0;
        const notify = (status: string) =>
          addNotifications(tx as unknown as Db, [
            { userId: order.buyerId, kind: 'order_status', data: { orderId: order.id, status } },
          ]);
        if (u.status === 'delivered') {
          const due = order.totalPoisha - order.paidPoisha;
          const cash = order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' && due > 0;
          const collected = cash ? Math.min(u.codCollectedPoisha ?? due, due) : null;
          const paidPoisha = order.paidPoisha + (collected ?? 0);
          const deliveredAt = new Date();
          const moved = await move('delivered', {
            deliveredAt,
            ...(cash
              ? {
                  codCollectedPoisha: collected,
                  paidPoisha,
                  // Nothing collected on an order nothing was paid for is cash still due (unpaid, for the
                  // seller's follow-up), not "partially paid" (issue 28).
                  paymentStatus:
                    paidPoisha >= order.totalPoisha ? 'paid' : paidPoisha > 0 ? 'partially_paid' : 'unpaid',
                }
              : {}),
          });
          if (moved) {
            // The shop's courier carried it (the order is booked with it): the delivery charge is the shop's.
            const books = postings(tx as unknown as Db);
            await books.orderDelivered({ ...order, courier }, deliveredAt);
            if (collected) await books.codCollected(order, courier, collected);
            await tx
              .insert(orderEvents)
              .values({ orderId: order.id, status: 'delivered', actorId: null, note: courier });
            await notify('delivered');
          }
          return { result: moved ? ('delivered' as const) : ('recorded' as const), orderId: order.id };
        }
        if (u.status === 'returned') {
          const moved = await move('returned', {});
          if (moved) {
            const lines = await tx
              .select({
                productId: orderItems.productId,
                variantId: orderItems.variantId,
                quantity: orderItems.quantity,
                orderId: orderItems.orderId,
              })
              .from(orderItems)
              .where(eq(orderItems.orderId, order.id))
              .orderBy(orderItems.productId, orderItems.variantId);
            for (const l of lines)
              if (l.productId)
                await returnLineStock(tx as unknown as Db, { ...l, productId: l.productId }, 'returned');
            await tx
              .insert(orderEvents)
              .values({ orderId: order.id, status: 'returned', actorId: null, note: courier });
            await notify('returned');
          }
          return { result: moved ? ('returned' as const) : ('recorded' as const), orderId: order.id };
        }
        return { result: 'recorded' as const, orderId: order.id };
      }),

    events: (orderId: string) =>
      db
        .select({
          status: shipmentEvents.status,
          message: shipmentEvents.message,
          at: shipmentEvents.createdAt,
        })
        .from(shipmentEvents)
        .where(eq(shipmentEvents.orderId, orderId))
        .orderBy(asc(shipmentEvents.createdAt), asc(shipmentEvents.id)),

    /** Open orders whose promise is on or before `day` (Dhaka), soonest first; a seller's own, or all. */
    dueBy: (day: string, sellerId: string | undefined, limit: number) =>
      db
        .select({
          id: orders.id,
          orderStatus: orders.orderStatus,
          deliverBy: orders.deliverBy,
          customerName: orders.customerName,
          productName: orders.productName,
          sellerId: orders.sellerId,
          courier: orders.courier,
          trackingCode: orders.trackingCode,
        })
        .from(orders)
        .where(
          and(
            sql`${orders.deliverBy} is not null`,
            lte(orders.deliverBy, day),
            inArray(orders.orderStatus, ['pending', 'processing', 'shipped']),
            sellerId ? eq(orders.sellerId, sellerId) : undefined,
          ),
        )
        .orderBy(asc(orders.deliverBy), asc(orders.id))
        .limit(limit),
  };
}

export type ShipmentsRepo = ReturnType<typeof createShipmentsRepo>;
export type { ShipmentStatus };
