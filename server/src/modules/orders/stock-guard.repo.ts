import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';

/**
 * The quantity engine's rules (contract quoteLine) as SQL, for the conditional stock update: a line is taken
 * only if the product is on sale and `quantity` is at least the MOQ, a whole number of packs, within the cap
 * per order (and the exact-total cap at the base price) and within the stock. Concurrent checkouts can never
 * take more than there is. The rules live once, in the database function bulkbazar_stock_guard (migration
 * 0022), which the checkout's own statement calls too; stock-guard.test.ts (beside this file) holds it and the
 * engine to the same answers over generated cases.
 */
export function stockGuard(quantity: number): SQL {
  return sql`bulkbazar_stock_guard(${products}, ${quantity}::integer)`;
}

/**
 * Takes `quantity` units of a product for `buyerId` if the guard holds — one conditional UPDATE — and returns
 * the product as it was before (stock included), or undefined when refused. Sellers cannot buy their own
 * listings (it would inflate their sales and take stock).
 */
export async function takeStock(db: Db, productId: string, quantity: number, buyerId: string) {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        stockGuard(quantity),
        sql`${products.sellerId} is distinct from ${buyerId}`,
      ),
    )
    .returning();
  return row ? { ...row, stock: row.stock + quantity } : undefined;
}

/**
 * An accepted quote's stock: the seller agreed to its quantity and price, so the pack size, MOQ and cap per
 * order do not apply — only that the product is on sale, is not the buyer's own, and has the stock.
 */
export async function takeQuotedStock(db: Db, productId: string, quantity: number, buyerId: string) {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'approved'),
        eq(products.sellerBlocked, false),
        // Not a product with variants: its stock is taken per variant (PRODUCT_UNAVAILABLE until then).
        sql`jsonb_array_length(${products.options}) = 0`,
        sql`${products.stock} >= ${quantity}`,
        sql`${products.sellerId} is distinct from ${buyerId}`,
      ),
    )
    .returning();
  return row ? { ...row, stock: row.stock + quantity } : undefined;
}
