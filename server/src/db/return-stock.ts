import { sql } from 'drizzle-orm';
import type { Db } from './db-type.js';

/**
 * An order line's units back to stock (a cancel, a decline, an expired payment hold, a returned parcel): to
 * its variant when it names one, else to its product — through bulkbazar_return_stock (migration 0034), which
 * keeps a product with variants at its variants' sum and locks in the order checkouts lock in. With the order,
 * the stock history (migration 0040) records the movement as the order's `reason` ('cancel' unless said).
 */
export const returnLineStock = (
  db: Db,
  line: { productId: string; variantId?: string | null; quantity: number; orderId?: string },
  reason: 'cancel' | 'returned' = 'cancel',
) =>
  db.execute(
    line.orderId
      ? sql`select bulkbazar_return_stock(${line.productId}::uuid, ${line.variantId ?? null}::uuid, ${line.quantity}::integer, ${line.orderId}::uuid, ${reason})`
      : sql`select bulkbazar_return_stock(${line.productId}::uuid, ${line.variantId ?? null}::uuid, ${line.quantity}::integer)`,
  );
