import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, rfqQuotes, users } from '../../db/schema.js';
import { readRateBands } from '../../db/rate-bands.js';

const quoteColumns = {
  ...getTableColumns(rfqQuotes),
  sellerName: users.name,
  sellerVerified: sql<boolean>`${users.businessVerifiedAt} is not null`.mapWith(Boolean),
  productName: products.productName,
  // What the quoted goods' delivery charge depends on, as accepting the quote charges it.
  weightGrams: products.weightGrams,
  sellerFreeDeliveryAbovePoisha: users.freeDeliveryAbovePoisha,
};
const selectQuotes = (db: Db) =>
  db
    .select(quoteColumns)
    .from(rfqQuotes)
    .innerJoin(users, eq(users.id, rfqQuotes.sellerId))
    .innerJoin(products, eq(products.id, rfqQuotes.productId));
export type QuoteRow = Awaited<ReturnType<typeof selectQuotes>>[number];

export function quoteQueries(db: Db) {
  return {
    /** The admin's delivery charges, lightest band first (the shop passes its kept copy instead). */
    deliveryRates: () => readRateBands(db),

    /** A request's quotes, oldest first; only `sellerId`'s when given (a seller sees their own alone). */
    quotesOf: (rfqId: string, sellerId?: string) =>
      selectQuotes(db)
        .where(and(eq(rfqQuotes.rfqId, rfqId), sellerId ? eq(rfqQuotes.sellerId, sellerId) : undefined))
        .orderBy(asc(rfqQuotes.createdAt), asc(rfqQuotes.id)),

    quote: async (id: string): Promise<QuoteRow | undefined> =>
      (await selectQuotes(db).where(eq(rfqQuotes.id, id)).limit(1))[0],

    quoteOfSeller: async (rfqId: string, sellerId: string) =>
      (
        await db
          .select({ id: rfqQuotes.id })
          .from(rfqQuotes)
          .where(and(eq(rfqQuotes.rfqId, rfqId), eq(rfqQuotes.sellerId, sellerId)))
      )[0],

    countQuotes: async (rfqId: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(rfqQuotes)
          .where(eq(rfqQuotes.rfqId, rfqId))
      )[0]!.n,

    insertQuote: async (values: typeof rfqQuotes.$inferInsert) =>
      (await db.insert(rfqQuotes).values(values).returning({ id: rfqQuotes.id }))[0]!.id,

    /** A revision: the new terms, one more on the counter. */
    reviseQuote: (
      id: string,
      values: Pick<
        typeof rfqQuotes.$inferInsert,
        'productId' | 'unitPricePoisha' | 'quantity' | 'validUntil' | 'note'
      >,
    ) =>
      db
        .update(rfqQuotes)
        .set({ ...values, revision: sql`${rfqQuotes.revision} + 1`, updatedAt: new Date() })
        .where(eq(rfqQuotes.id, id)),
  };
}
