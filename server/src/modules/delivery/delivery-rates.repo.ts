import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deliveryRateBands } from '../../db/schema.js';

/** The admin's delivery charge table: read in band order, replaced whole in one transaction. */
export function createDeliveryRatesRepo(db: Db) {
  return {
    list: () => db.select().from(deliveryRateBands).orderBy(asc(deliveryRateBands.position)),
    replace: (rows: (typeof deliveryRateBands.$inferInsert)[]) =>
      db.transaction(async (tx) => {
        await tx.delete(deliveryRateBands);
        if (rows.length > 0) await tx.insert(deliveryRateBands).values(rows);
      }),
  };
}
export type DeliveryRatesRepo = ReturnType<typeof createDeliveryRatesRepo>;
export type RateBandRow = typeof deliveryRateBands.$inferSelect;
