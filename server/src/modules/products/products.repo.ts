import type { Viewer } from '../../kernel/viewer.js';
import { recordAudit } from '../../db/audit-record.js';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addNotifications, withdrawNotification } from '../../db/notification-outbox.js';
import { escapeLike } from '../../db/escape-like.js';
import { products, sellerRatings, users } from '../../db/schema.js';
import { createVariantsRepo } from './variants.repo.js';

// Listings one at a time: reads for their seller and the moderators, and the writes. The public catalog's
// pages and search are catalog.repo.ts. Rows come back with the seller's email and name joined in.
export const productColumns = {
  id: products.id,
  sku: products.sku,
  sellerId: products.sellerId,
  productName: products.productName,
  image: products.image,
  extraImages: products.extraImages,
  brand: products.brand,
  category: products.category,
  pricePoisha: products.pricePoisha,
  rating: products.rating,
  reviewCount: products.reviewCount,
  description: products.description,
  content: products.content,
  minQuantity: products.minQuantity,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  orderIncrement: products.orderIncrement,
  maxOrderQuantity: products.maxOrderQuantity,
  weightGrams: products.weightGrams,
  priceTiers: products.priceTiers,
  options: products.options,
  variantRule: products.variantRule,
  status: products.status,
  rejectionReason: products.rejectionReason,
  sellerBlocked: products.sellerBlocked,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  authorEmail: users.email,
  authorName: users.name,
  // A verified business (issue 31 item 5): the badge on cards and the product page.
  sellerVerified: sql<boolean>`${users.businessVerifiedAt} is not null`.mapWith(Boolean),
  // The seller's rating over all their products (a row exists from their first review on).
  sellerRating: sql<number>`coalesce(${sellerRatings.rating}, 0)`.mapWith(Number),
  sellerReviewCount: sql<number>`coalesce(${sellerRatings.reviewCount}, 0)`.mapWith(Number),
};

export const selectProducts = (db: Db) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(sellerRatings, eq(sellerRatings.sellerId, products.sellerId));

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'search'>;
export type ProductChanges = Partial<Omit<NewProduct, 'sellerId' | 'sku'>>;

export function createProductsRepo(db: Db) {
  return {
    // A listing's variants (issue 30) are written with it, in one transaction.
    ...createVariantsRepo(db),

    async findById(id: string): Promise<ProductRow | undefined> {
      const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
      return row;
    },

    /** A seller's own listings, every status, newest first. */
    listBySeller: (sellerId: string, offset: number, limit: number) =>
      selectProducts(db)
        .where(eq(products.sellerId, sellerId))
        .orderBy(desc(products.createdAt), desc(products.id))
        .offset(offset)
        .limit(limit),

    /** The moderation list: pending first (oldest waiting first), then everything else newest first. */
    listForModeration: (status: string | undefined, q: string | undefined, offset: number, limit: number) => {
      const where: SQL[] = [];
      if (status) where.push(eq(products.status, status));
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        where.push(
          or(
            ilike(products.productName, pattern),
            ilike(products.sku, pattern),
            ilike(users.email, pattern),
          )!,
        );
      }
      return selectProducts(db)
        .where(and(...where))
        .orderBy(
          sql`case when ${products.status} = 'pending' then 0 else 1 end`,
          sql`case when ${products.status} = 'pending' then ${products.createdAt} end asc`,
          desc(products.createdAt),
          desc(products.id),
        )
        .offset(offset)
        .limit(limit);
    },

    insert: async (values: NewProduct) =>
      (await db.insert(products).values(values).returning({ id: products.id }))[0]!.id,

    update: async (id: string, changes: ProductChanges) =>
      (
        await db
          .update(products)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning({ id: products.id })
      ).length > 0,

    /**
     * Moves a listing between review states if it is in one of `from` (so two moderators cannot race past each
     * other); a decision on it (approved, rejected) is told to its seller in the same transaction, and a move
     * back to pending (the Undo of a decision) withdraws the notice of the decision it undoes.
     */
    transition: (actor: Viewer, id: string, from: string[], to: string, rejectionReason: string | null) =>
      db.transaction(async (tx) => {
        // The status being left, locked until the move commits: which decision an Undo takes back.
        const [before] = await tx
          .select({ status: products.status })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        const [moved] = await tx
          .update(products)
          .set({ status: to, rejectionReason, updatedAt: new Date() })
          .where(and(eq(products.id, id), inArray(products.status, from)))
          .returning({ sellerId: products.sellerId, productName: products.productName });
        const after = { status: to, ...(rejectionReason ? { rejectionReason } : {}) };
        if (moved)
          await recordAudit(tx as unknown as Db, actor, {
            action: `listing.${to}`,
            target: { type: 'listing', id },
            before,
            after,
          });
        if (moved && (to === 'approved' || to === 'rejected'))
          await addNotifications(tx as unknown as Db, [
            {
              userId: moved.sellerId,
              kind: 'listing_reviewed',
              data: { productId: id, productName: moved.productName, decision: to, reason: rejectionReason },
            },
          ]);
        if (moved && to === 'pending' && before)
          await withdrawNotification(tx as unknown as Db, moved.sellerId, 'listing_reviewed', {
            productId: id,
            decision: before.status,
          });
        return moved !== undefined;
      }),

    delete: async (id: string) =>
      (await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })).length,
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
