import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, products, reviews, sellerRatings, users } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { recordAudit, type AuditEntry } from '../../db/audit-record.js';

// Reviews and the ratings kept from them. A product's and a seller's rating change in the transaction of the
// review written or removed, each by one UPDATE that adds or takes away the stars (concurrent reviews of the
// same product or seller queue on its row and each adds its own: none is lost). Rows are always locked in
// the same order — the review, its product, its seller's rating — so two such transactions cannot deadlock.

const reviewColumns = {
  id: reviews.id,
  orderId: reviews.orderId,
  productId: reviews.productId,
  sellerId: reviews.sellerId,
  buyerId: reviews.buyerId,
  stars: reviews.stars,
  text: reviews.text,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  removedAt: reviews.removedAt,
  createdAt: reviews.createdAt,
  buyerName: users.name,
};
const selectReviews = (db: Db) =>
  db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.buyerId));
export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/** round(total / count, 1), or 0 with no reviews: the rating both products and sellers keep. */
const mean = (total: SQL, count: SQL) =>
  sql`case when ${count} = 0 then 0 else round(${total}::numeric / ${count}, 1) end`;
type SQL = ReturnType<typeof sql>;

function reviewQueries(db: Db) {
  return {
    /** The audit trail's row for a staff action on a review, in this transaction. */
    audit: (actor: Viewer, entry: AuditEntry) => recordAudit(db, actor, entry),
    /** The order as a review of it needs it: its buyer, status and seller, or undefined. */
    order: async (id: string) =>
      (
        await db
          .select({ id: orders.id, buyerId: orders.buyerId, status: orders.orderStatus })
          .from(orders)
          .where(eq(orders.id, id))
          .limit(1)
      )[0],

    /** The order's line for this product, with the product's seller (undefined if not in it or deleted). */
    line: async (orderId: string, productId: string) =>
      (
        await db
          .select({ productId: products.id, sellerId: products.sellerId })
          .from(orderItems)
          .innerJoin(products, eq(products.id, orderItems.productId))
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
          .limit(1)
      )[0],

    insert: async (values: typeof reviews.$inferInsert) =>
      (await db.insert(reviews).values(values).returning({ id: reviews.id }))[0]!.id,

    find: async (id: string): Promise<ReviewRow | undefined> =>
      (await selectReviews(db).where(eq(reviews.id, id)).limit(1))[0],

    /** Sets the reply unless there is one already (false then, or when the review is gone). */
    reply: async (id: string, text: string, at: Date) =>
      (
        await db
          .update(reviews)
          .set({ reply: text, repliedAt: at })
          .where(and(eq(reviews.id, id), isNull(reviews.reply), isNull(reviews.removedAt)))
          .returning({ id: reviews.id })
      ).length > 0,

    /** Marks the review removed, once; its row as it was (stars, product, seller), or undefined. */
    remove: async (id: string, reason: string, by: string, at: Date) =>
      (
        await db
          .update(reviews)
          .set({ removedAt: at, removedReason: reason, removedBy: by })
          .where(and(eq(reviews.id, id), isNull(reviews.removedAt)))
          .returning({ productId: reviews.productId, sellerId: reviews.sellerId, stars: reviews.stars })
      )[0],

    /** Adds (sign 1) or takes away (sign -1) one review of `stars` from the product's and seller's ratings. */
    async count(productId: string | null, sellerId: string, stars: number, sign: 1 | -1) {
      const delta = sign * stars;
      if (productId)
        await db
          .update(products)
          .set({
            reviewCount: sql`${products.reviewCount} + ${sign}`,
            starsTotal: sql`${products.starsTotal} + ${delta}`,
            rating: mean(sql`(${products.starsTotal} + ${delta})`, sql`(${products.reviewCount} + ${sign})`),
          })
          .where(eq(products.id, productId));
      const seller = {
        reviewCount: sql`${sellerRatings.reviewCount} + ${sign}`,
        starsTotal: sql`${sellerRatings.starsTotal} + ${delta}`,
        rating: mean(
          sql`(${sellerRatings.starsTotal} + ${delta})`,
          sql`(${sellerRatings.reviewCount} + ${sign})`,
        ),
      };
      // A removal always finds the row its review made (a row to insert is checked before its conflict is).
      if (sign < 0) await db.update(sellerRatings).set(seller).where(eq(sellerRatings.sellerId, sellerId));
      else
        await db
          .insert(sellerRatings)
          .values({ sellerId, reviewCount: 1, starsTotal: stars, rating: stars })
          .onConflictDoUpdate({ target: sellerRatings.sellerId, set: seller });
    },
  };
}

export type ReviewsTx = ReturnType<typeof reviewQueries>;

export function createReviewsRepo(db: Db) {
  return {
    ...reviewQueries(db),
    transaction: <T>(fn: (tx: ReviewsTx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(reviewQueries(tx as unknown as Db))),

    /** A product's reviews on show (removed ones left out), newest first. */
    forProduct: (productId: string, offset: number, limit: number) =>
      selectReviews(db)
        .where(and(eq(reviews.productId, productId), isNull(reviews.removedAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .offset(offset)
        .limit(limit),

    /** What an order's buyer wrote about its products, removed ones included (they are the buyer's own). */
    forOrder: (orderId: string) =>
      selectReviews(db).where(eq(reviews.orderId, orderId)).orderBy(reviews.createdAt),

    /** A product's rating, for its reviews page. */
    product: async (id: string) =>
      (
        await db
          .select({
            id: products.id,
            rating: products.rating,
            reviewCount: products.reviewCount,
          })
          .from(products)
          .where(eq(products.id, id))
          .limit(1)
      )[0],

    /** A user as the seller page shows them, with their rating (0 and 0 before their first review). */
    seller: async (id: string) =>
      (
        await db
          .select({
            id: users.id,
            name: users.name,
            image: users.image,
            banned: users.banned,
            createdAt: users.createdAt,
            verified: sql<boolean>`${users.businessVerifiedAt} is not null`.mapWith(Boolean),
            rating: sql<number>`coalesce(${sellerRatings.rating}, 0)`.mapWith(Number),
            reviewCount: sql<number>`coalesce(${sellerRatings.reviewCount}, 0)`.mapWith(Number),
          })
          .from(users)
          .leftJoin(sellerRatings, eq(sellerRatings.sellerId, users.id))
          .where(eq(users.id, id))
          .limit(1)
      )[0],
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
