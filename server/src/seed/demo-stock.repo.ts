import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productVariants, products } from '../db/schema.js';

/** Labels the next stock writes of the transaction, as an adjustment does (decision 0040); null clears them. */
const label = (tx: Db, reason: string | null, actorId = '', note = '') =>
  tx.execute(
    sql`select set_config('bb.stock_reason', ${reason ?? ''}, true), set_config('bb.stock_actor', ${actorId}, true), set_config('bb.stock_note', ${note}, true)`,
  );

/**
 * Stock history in the demo (issue 30 item 7): the jeans seller received a lot of one jeans variant and wrote
 * off two damaged pairs, and one of their plain listings has a low-stock line that a damaged write-off took it
 * under — so its history, the seller's low-stock list and the alert in their notifications all show.
 */
export async function seedDemoStock(tx: Db) {
  const [jeans] = await tx
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.productName, 'Denim Jeans Slim Fit'))
    .limit(1);
  if (!jeans) return;
  const [variant] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, jeans.id))
    .orderBy(asc(productVariants.position))
    .limit(1);
  const moveVariant = (change: number) =>
    tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${change}` })
      .where(and(eq(productVariants.id, variant!.id), gte(productVariants.stock, -change)));
  if (variant) {
    await label(tx, 'received', jeans.sellerId, 'New lot from the Narayanganj mill');
    await moveVariant(50);
    await label(tx, 'damaged', jeans.sellerId, 'Two pairs torn in the warehouse');
    await moveVariant(-2);
  }
  const [plain] = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      and(
        eq(products.sellerId, jeans.sellerId),
        sql`jsonb_array_length(${products.options}) = 0`,
        gte(products.stock, 20),
      ),
    )
    .orderBy(asc(products.productName))
    .limit(1);
  if (plain) {
    await tx
      .update(products)
      .set({ lowStockThreshold: plain.stock - 5 })
      .where(eq(products.id, plain.id));
    await label(tx, 'damaged', jeans.sellerId, 'Cartons soaked in the monsoon');
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - 10` })
      .where(eq(products.id, plain.id));
  }
  await label(tx, null);
}
