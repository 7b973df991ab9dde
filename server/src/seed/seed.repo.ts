import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  addresses,
  appMeta,
  cartItems,
  checkouts,
  deliveryRateBands,
  notifications,
  orderEvents,
  orders,
  paymentEvents,
  products,
  productViews,
  shipmentEvents,
  users,
  creditInvoices,
} from '../db/schema.js';

const HOUR = 3_600_000;

/**
 * What only the demo seed writes directly: its once-per-database marker, the demo people (they have no
 * password and cannot sign in), the dates that make the demo look lived-in (a service writes "now"), the
 * product views, and the demo buyers' saved addresses and cart lines (checked by the contract's schema and
 * priced by its engine first). Everything with a rule (listing, review, ordering, paying) goes through the
 * services.
 */
export function createSeedRepo(db: Db) {
  return {
    /** True for the one caller that finds no catalog and sets the marker (both in the seed's transaction). */
    async claimEmptyDatabase(marker: string, now: Date): Promise<boolean> {
      // One row is enough to know: counting a million-product catalog took a third of a second per start.
      const anyProduct = await db.select({ id: products.id }).from(products).limit(1);
      if (anyProduct.length > 0) return false;
      const claimed = await db
        .insert(appMeta)
        .values({ key: marker, value: { at: now.toISOString() } })
        .onConflictDoNothing()
        .returning();
      return claimed.length > 0;
    },

    insertPeople: (people: { name: string; email: string; phoneNumber?: string }[]) =>
      db
        .insert(users)
        .values(
          people.map((p) => ({
            id: randomUUID(),
            name: p.name,
            email: p.email,
            emailVerified: true,
            // A demo buyer signs in by SMS code too (issue 32): the code is on Dashboard → SMS outbox.
            ...(p.phoneNumber ? { phoneNumber: p.phoneNumber, phoneNumberVerified: true } : {}),
          })),
        )
        .returning({ id: users.id, name: users.name, email: users.email }),

    async backdateProduct(id: string, at: Date): Promise<void> {
      await db.update(products).set({ createdAt: at, updatedAt: at }).where(eq(products.id, id));
    },

    /**
     * Places the order (and its checkout) at `placedAt` and each step of `path` (its statuses in order) an
     * hour after the last.
     */
    /** A checkout's open credit invoice dated with its order: issued then, due `termsDays` later. */
    async backdateInvoice(checkoutId: string, issuedAt: Date, termsDays: number): Promise<void> {
      await db
        .update(creditInvoices)
        .set({ issuedAt, dueAt: new Date(issuedAt.getTime() + termsDays * 86_400_000) })
        .where(and(eq(creditInvoices.checkoutId, checkoutId), eq(creditInvoices.status, 'open')));
    },

    async backdateOrder(id: string, placedAt: Date, path: string[]): Promise<void> {
      const step = (k: number) => new Date(placedAt.getTime() + k * HOUR);
      const [order] = await db
        .update(orders)
        .set({ createdAt: placedAt, updatedAt: step(path.length - 1) })
        .where(eq(orders.id, id))
        .returning({ checkoutId: orders.checkoutId });
      await db.update(checkouts).set({ createdAt: placedAt }).where(eq(checkouts.id, order!.checkoutId));
      const aboutOrder = sql`${notifications.data}->>'orderId' = ${id}`;
      await db
        .update(notifications)
        .set({ createdAt: placedAt })
        .where(and(aboutOrder, eq(notifications.kind, 'order_placed')));
      for (const [k, status] of path.entries()) {
        await db
          .update(orderEvents)
          .set({ createdAt: step(k) })
          .where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, status)));
        await db
          .update(notifications)
          .set({ createdAt: step(k) })
          .where(and(aboutOrder, sql`${notifications.data}->>'status' = ${status}`));
      }
    },

    /**
     * The demo's people have read what is older than two days and the reviews of the shop's first listings;
     * what is newer stays unread, so the bell has something to show.
     */
    async settleNotifications(now: Date) {
      await db
        .update(notifications)
        .set({ readAt: sql`${notifications.createdAt} + interval '1 hour'` })
        .where(
          or(
            lt(notifications.createdAt, new Date(now.getTime() - 2 * 24 * HOUR)),
            eq(notifications.kind, 'listing_reviewed'),
          ),
        );
      // The demo's news is shown in the app only: its e-mails (to made-up example.com people, or an
      // administrator about made-up trade) are never sent, so none queues ahead of real mail. The seed makes no
      // password reset: one an administrator asked for before the demo was seeded still goes.
      await db
        .update(notifications)
        .set({ emailStatus: 'skipped' })
        .where(and(eq(notifications.emailStatus, 'pending'), ne(notifications.kind, 'password_reset')));
    },

    /** A demo checkout's payment events, dated with it: started when placed, settled a minute later. */
    backdatePaymentEvents: (checkoutId: string, placedAt: Date) =>
      db
        .update(paymentEvents)
        .set({
          createdAt: sql`${placedAt.toISOString()}::timestamptz + case when ${paymentEvents.type} = 'initiated' then interval '0' else interval '1 minute' end`,
        })
        .where(eq(paymentEvents.checkoutId, checkoutId)),

    /** The administrators (the first one is made before the demo shop). */
    admins: () =>
      db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(users.createdAt),

    /** The demo charge table (grams, poisha), lightest band first. */
    insertRateBands: (rows: (typeof deliveryRateBands.$inferInsert)[]) =>
      db.insert(deliveryRateBands).values(rows),

    /** The orders in a status, oldest first (the demo couriers take the shipped and delivered ones). */
    ordersIn: (statuses: string[]) =>
      db
        .select({ id: orders.id, orderStatus: orders.orderStatus, createdAt: orders.createdAt })
        .from(orders)
        .where(inArray(orders.orderStatus, statuses))
        .orderBy(orders.createdAt, orders.id),

    /** A demo courier booking as the stand-in would leave it, and what the courier reported since. */
    async bookDemoShipment(
      orderId: string,
      courier: string,
      trackingCode: string,
      events: { status: string; message: string; at: Date }[],
    ) {
      await db
        .update(orders)
        .set({ courier, consignmentId: trackingCode, trackingCode })
        .where(eq(orders.id, orderId));
      await db
        .insert(shipmentEvents)
        .values(
          events.map((e) => ({ orderId, courier, status: e.status, message: e.message, createdAt: e.at })),
        );
    },

    /**
     * Promises dated from the (backdated) placement, as the checkout would have dated them then; delivered
     * orders arrived when their history says.
     */
    redatePromises: () =>
      db.execute(sql`
        update ${orders} set
          deliver_by = case when ${orders.deliverBy} is null then null
            else (${orders.createdAt} at time zone 'Asia/Dhaka')::date + ${orders.promiseDays}::integer end,
          delivered_at = case when ${orders.orderStatus} = 'delivered' then (
            select max(${orderEvents.createdAt}) from ${orderEvents}
            where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.status} = 'delivered') end`),

    insertAddress: async (values: typeof addresses.$inferInsert) =>
      (await db.insert(addresses).values(values).returning({ id: addresses.id }))[0]!.id,

    /** A cart line; `acceptedUnitPricePoisha` is the engine's unit price for its quantity now. */
    // A line may already be there: a demo checkout that ended unpaid put its lines back in the buyer's cart
    // (releaseOrders); the demo cart then sets the line to its own quantity and price.
    setCartItem: (values: Omit<typeof cartItems.$inferInsert, 'createdAt' | 'updatedAt'>) =>
      db
        .insert(cartItems)
        .values(values)
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.variantId],
          set: { quantity: values.quantity, acceptedUnitPricePoisha: values.acceptedUnitPricePoisha },
        }),

    async insertViews(rows: { productId: string; day: string; views: number }[]): Promise<void> {
      if (rows.length > 0) await db.insert(productViews).values(rows);
    },
  };
}

export type SeedRepo = ReturnType<typeof createSeedRepo>;
