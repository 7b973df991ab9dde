import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// The My products table's bulk edit of prices and stock (issue 30 item 6), in one transaction. Stock is set the
// way an adjustment moves it (stock.repo.ts): the transaction is labelled ('correction', the seller) and the
// history row is the 0040 trigger's, with the exact before and after under the row's lock; nothing here writes
// the history.

type Rows<T> = { rows: T[] };

export type LockedVariant = { id: string; stock: number; pricePoisha: number | null };

/** One of the seller's products as locked for the edit, with the fields the price rules read. */
export type LockedProduct = {
  id: string;
  pricePoisha: number;
  stock: number;
  minQuantity: number;
  orderIncrement: number;
  maxOrderQuantity: number | null;
  priceTiers: { minQuantity: number; pricePoisha: number }[];
  variants: LockedVariant[];
};

/** A change decided by the service: a price in poisha and/or an absolute stock, of a product or a variant. */
export type BulkWrite = { productId: string; variantId: string | null; pricePoisha?: number; stock?: number };

export function createBulkEditRepo(db: Db) {
  return {
    /**
     * Locks the seller's products among `productIds` and their variants, hands them to `decide` (which throws to
     * refuse, rolling everything back) and applies the writes it returns, all in one transaction.
     */
    edit(
      sellerId: string,
      productIds: string[],
      decide: (products: Map<string, LockedProduct>) => BulkWrite[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        // Products first, in id order, then their variants in id order: the order every checkout locks them in
        // (migration 0034), so an edit and a checkout wait for each other instead of deadlocking.
        const found = (await tx.execute(
          sql`select id, price_poisha, stock, min_quantity, order_increment, max_order_quantity, price_tiers
              from products
              where id = any(${sql.param(productIds)}::uuid[]) and seller_id = ${sellerId}
              order by id for no key update`,
        )) as unknown as Rows<{
          id: string;
          price_poisha: string | number;
          stock: number;
          min_quantity: number;
          order_increment: number;
          max_order_quantity: number | null;
          price_tiers: { minQuantity: number; pricePoisha: number }[];
        }>;
        const products = new Map<string, LockedProduct>(
          found.rows.map((r) => [
            r.id,
            {
              id: r.id,
              pricePoisha: Number(r.price_poisha),
              stock: Number(r.stock),
              minQuantity: Number(r.min_quantity),
              orderIncrement: Number(r.order_increment),
              maxOrderQuantity: r.max_order_quantity === null ? null : Number(r.max_order_quantity),
              priceTiers: r.price_tiers,
              variants: [],
            },
          ]),
        );
        if (products.size) {
          const variants = (await tx.execute(
            sql`select id, product_id, stock, price_poisha from product_variants
                where product_id = any(${sql.param([...products.keys()])}::uuid[])
                order by id for no key update`,
          )) as unknown as Rows<{
            id: string;
            product_id: string;
            stock: number;
            price_poisha: string | number | null;
          }>;
          for (const v of variants.rows)
            products.get(v.product_id)!.variants.push({
              id: v.id,
              stock: Number(v.stock),
              pricePoisha: v.price_poisha === null ? null : Number(v.price_poisha),
            });
        }

        const writes = decide(products);
        if (writes.some((w) => w.stock !== undefined))
          await tx.execute(
            sql`select set_config('bb.stock_reason', 'correction', true), set_config('bb.stock_actor', ${sellerId}, true),
                  set_config('bb.stock_note', '', true), set_config('bb.stock_order', '', true)`,
          );
        for (const w of writes) {
          if (w.variantId) {
            if (w.pricePoisha !== undefined)
              await tx.execute(
                sql`update product_variants set price_poisha = ${w.pricePoisha}, updated_at = now()
                    where id = ${w.variantId} and product_id = ${w.productId}`,
              );
            if (w.stock !== undefined)
              await tx.execute(
                sql`update product_variants set stock = ${w.stock}
                    where id = ${w.variantId} and product_id = ${w.productId} and stock <> ${w.stock}`,
              );
          } else {
            if (w.pricePoisha !== undefined)
              await tx.execute(
                sql`update products set price_poisha = ${w.pricePoisha}, updated_at = now() where id = ${w.productId}`,
              );
            if (w.stock !== undefined)
              await tx.execute(
                sql`update products set stock = ${w.stock} where id = ${w.productId} and stock <> ${w.stock}`,
              );
          }
        }
        return writes.length;
      });
    },
  };
}

export type BulkEditRepo = ReturnType<typeof createBulkEditRepo>;
