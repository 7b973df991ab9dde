import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceCounters, orderInvoices, orders, sellerFinance, users } from '../../db/schema.js';

export type IssuedInvoice = { year: number; number: number; issuedAt: Date };

const issuedColumns = {
  year: orderInvoices.year,
  number: orderInvoices.number,
  issuedAt: orderInvoices.issuedAt,
};

function invoiceQueries(db: Db) {
  return {
    find: async (orderId: string): Promise<IssuedInvoice | undefined> =>
      (await db.select(issuedColumns).from(orderInvoices).where(eq(orderInvoices.orderId, orderId)))[0],

    /** The order's status, its row locked to the end of the transaction: first requests for one order queue here. */
    lockOrder: async (orderId: string) =>
      (
        await db
          .select({ orderStatus: orders.orderStatus })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update')
      )[0]?.orderStatus,

    /** The year's next number: the counter row's lock holds other issuers until this transaction ends. */
    nextNumber: async (year: number): Promise<number> =>
      (
        await db
          .insert(invoiceCounters)
          .values({ year, last: 1 })
          .onConflictDoUpdate({
            target: invoiceCounters.year,
            set: { last: sql`${invoiceCounters.last} + 1` },
          })
          .returning({ last: invoiceCounters.last })
      )[0]!.last,

    record: async (orderId: string, invoice: IssuedInvoice) => {
      await db.insert(orderInvoices).values({ orderId, ...invoice });
    },
  };
}

export function createInvoicesRepo(db: Db) {
  const queries = invoiceQueries(db);
  return {
    find: queries.find,

    /**
     * The order's invoice; if it has none yet and its status (read under the row lock) is one of `issuable`,
     * issued now with the year's next number, else undefined. One transaction: a failure after the counter
     * moved rolls the counter back too, so no number is ever skipped.
     */
    issue: async (
      orderId: string,
      year: number,
      issuedAt: Date,
      issuable: readonly string[],
    ): Promise<IssuedInvoice | undefined> =>
      // Most requests are for an invoice already issued: read it without taking the lock.
      (await queries.find(orderId)) ??
      db.transaction(async (tx) => {
        const q = invoiceQueries(tx as unknown as Db);
        const status = await q.lockOrder(orderId);
        const existing = await q.find(orderId);
        if (existing || status === undefined || !issuable.includes(status)) return existing;
        const invoice = { year, number: await q.nextNumber(year), issuedAt };
        await q.record(orderId, invoice);
        return invoice;
      }),

    /**
     * The seller's name, e-mail, pickup address (where the goods leave from; null until they set one) and VAT BIN
     * (null without one) as the account has them now (null when the seller is gone).
     */
    sellerOf: async (orderId: string): Promise<InvoiceSeller | null> => {
      const [row] = await db
        .select({
          name: users.name,
          email: users.email,
          pickupAddress: users.pickupAddress,
          pickupArea: users.pickupArea,
          pickupDistrict: users.pickupDistrict,
          bin: sellerFinance.bin,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.sellerId))
        .leftJoin(sellerFinance, eq(sellerFinance.userId, users.id))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      const place = [row.pickupAddress, row.pickupArea, row.pickupDistrict].filter(Boolean);
      return {
        name: row.name,
        email: row.email,
        address: place.length ? place.join(', ') : null,
        bin: row.bin,
      };
    },
  };
}

export type InvoiceSeller = { name: string; email: string; address: string | null; bin: string | null };
export type InvoicesRepo = ReturnType<typeof createInvoicesRepo>;
