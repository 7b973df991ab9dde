import type { Db } from '../db/client.js';
import type { Postings } from '../modules/ledger/postings.js';
import type { OrderMoneyRow } from '../modules/ledger/postings-orders.js';

/** The return window the demo's deliveries are booked with (RETURN_WINDOW_DAYS' default). */
export const DEMO_RETURN_WINDOW_DAYS = 7;

export type DeliveredMoney = OrderMoneyRow & { deliveredAt: Date };

/**
 * The demo is written in a few seconds but dated over weeks (the seed backdates each order's steps after the
 * services made them), and the ledger is append-only: a delivery's entry posted when the seed moves the order
 * would make its earnings available a return window after the seeding, not after the day the demo says it was
 * delivered, and would give the delivery charge to the seller of a parcel the seed then hands to a courier.
 * So the seed's postings hold each delivery back, and `post` posts it — through the same postings — from the
 * order as the seed left it (its courier, its delivered_at). Every other entry is posted as its event happens.
 */
export function holdDeliveries(postings: Postings) {
  const held = new Set<string>();
  let closed = false;
  const holding: Postings = (db: Db) => ({
    ...postings(db),
    orderDelivered: async (o: OrderMoneyRow) => {
      if (closed) throw new Error(`Demo order ${o.id} was delivered after the demo's books were written`);
      held.add(o.id);
      return true;
    },
  });
  return {
    postings: holding,
    /** Posts the deliveries held back so far, oldest first, from `read` (the orders' rows as they are now). */
    async post(db: Db, read: (ids: string[]) => Promise<DeliveredMoney[]>): Promise<number> {
      const rows = await read([...held]);
      if (rows.length !== held.size) throw new Error('A held demo delivery is not a delivered order');
      held.clear();
      rows.sort((a, b) => a.deliveredAt.getTime() - b.deliveredAt.getTime() || (a.id < b.id ? -1 : 1));
      for (const row of rows) await postings(db).orderDelivered(row, row.deliveredAt);
      return rows.length;
    },
    /** The demo is complete: a delivery still held (or made from now on) is a mistake in the seed. */
    close() {
      closed = true;
      if (held.size > 0) throw new Error(`${held.size} demo deliveries were never posted`);
    },
  };
}
