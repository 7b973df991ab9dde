import { and, desc, eq, getTableColumns, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-record.js';
import type { Db } from '../../db/client.js';
import { addNotifications, type NewNotification } from '../../db/notification-outbox.js';
import { products, rfqQuotes, rfqs, users } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { messageQueries } from './rfq-messages.repo.js';
import { quoteQueries } from './rfq-quotes.repo.js';

/**
 * May `sellerId` answer the request? The product's seller for a product request; for a category request,
 * anyone with an approved listing on sale in that category. The buyer never answers their own.
 */
export const mayAnswer = (sellerId: string): SQL =>
  and(
    ne(rfqs.buyerId, sellerId),
    or(
      eq(rfqs.productSellerId, sellerId),
      and(
        isNull(rfqs.productSellerId),
        sql`exists (select 1 from ${products} where ${products.sellerId} = ${sellerId}
          and ${products.category} = ${rfqs.category} and ${products.status} = 'approved'
          and not ${products.sellerBlocked})`,
      ),
    ),
  )!;

const rfqColumns = {
  ...getTableColumns(rfqs),
  buyerName: users.name,
  productName: products.productName,
  productImage: products.image,
  quoteCount: sql<number>`(select count(*)::int from ${rfqQuotes} where ${rfqQuotes.rfqId} = ${rfqs.id})`,
};
const selectRfqs = (db: Db) =>
  db
    .select(rfqColumns)
    .from(rfqs)
    .innerJoin(users, eq(users.id, rfqs.buyerId))
    .leftJoin(products, eq(products.id, rfqs.productId));
export type RfqRow = Awaited<ReturnType<typeof selectRfqs>>[number];

const page = (where: SQL | undefined, offset: number, limit: number) => (db: Db) =>
  selectRfqs(db).where(where).orderBy(desc(rfqs.createdAt), desc(rfqs.id)).offset(offset).limit(limit);

function rfqQueries(db: Db) {
  return {
    insert: async (values: typeof rfqs.$inferInsert) =>
      (await db.insert(rfqs).values(values).returning({ id: rfqs.id }))[0]!.id,

    find: async (id: string): Promise<RfqRow | undefined> =>
      (await selectRfqs(db).where(eq(rfqs.id, id)).limit(1))[0],

    /** The request's row, locked until the transaction ends: quotes and acceptances of it go one at a time. */
    lock: async (id: string) => (await db.select().from(rfqs).where(eq(rfqs.id, id)).for('update'))[0],

    listForBuyer: (buyerId: string, offset: number, limit: number) =>
      page(eq(rfqs.buyerId, buyerId), offset, limit)(db),

    /** "Quote requests": what the seller may answer, hidden ones left out. */
    listForSeller: (sellerId: string, offset: number, limit: number) =>
      page(and(isNull(rfqs.hiddenAt), mayAnswer(sellerId)), offset, limit)(db),

    listAll: (offset: number, limit: number) => page(undefined, offset, limit)(db),

    mayAnswer: async (rfqId: string, sellerId: string) =>
      (
        await db
          .select({ id: rfqs.id })
          .from(rfqs)
          .where(and(eq(rfqs.id, rfqId), mayAnswer(sellerId)))
      ).length > 0,

    product: async (id: string) =>
      (
        await db
          .select({
            id: products.id,
            sellerId: products.sellerId,
            productName: products.productName,
            category: products.category,
            status: products.status,
            sellerBlocked: products.sellerBlocked,
            stock: products.stock,
          })
          .from(products)
          .where(eq(products.id, id))
          .limit(1)
      )[0],

    userName: async (id: string) =>
      (await db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name ?? '',

    markAccepted: async (rfqId: string, quoteId: string, orderId: string) => {
      await db.update(rfqQuotes).set({ orderId }).where(eq(rfqQuotes.id, quoteId));
      await db.update(rfqs).set({ acceptedQuoteId: quoteId }).where(eq(rfqs.id, rfqId));
    },

    /** Hidden by a staff member: the change and its audit row in one transaction. */
    hide: (id: string, reason: string, actor: Viewer) =>
      db.transaction(async (tx) => {
        const [hidden] = await tx
          .update(rfqs)
          .set({ hiddenAt: new Date(), hiddenReason: reason })
          .where(eq(rfqs.id, id))
          .returning({ id: rfqs.id });
        if (hidden)
          await recordAudit(tx as unknown as Db, actor, {
            action: 'rfq.hide',
            target: { type: 'rfq', id },
            after: { hidden: true, reason },
          });
        return Boolean(hidden);
      }),

    /** Notifications written with the event, in its transaction (db/notification-outbox.ts). */
    notify: (list: NewNotification[]) => addNotifications(db, list),

    ...quoteQueries(db),
    ...messageQueries(db),
  };
}

export type RfqTx = ReturnType<typeof rfqQueries>;

export function createRfqRepo(db: Db) {
  return {
    ...rfqQueries(db),
    transaction: <T>(fn: (tx: RfqTx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(rfqQueries(tx as unknown as Db))),
    /** The queries bound to another module's transaction (the order an accepted quote places). */
    within: (txDb: Db): RfqTx => rfqQueries(txDb),
  };
}

export type RfqRepo = ReturnType<typeof createRfqRepo>;
