import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deliveryRateBands } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { recordAudit } from '../../db/audit-record.js';

/** The admin's delivery charge table: read in band order, replaced whole in one transaction. */
export function createDeliveryRatesRepo(db: Db) {
  return {
    list: () => db.select().from(deliveryRateBands).orderBy(asc(deliveryRateBands.position)),
    replace: (rows: (typeof deliveryRateBands.$inferInsert)[], actor?: Viewer) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const old = await tx
          .select()
          .from(deliveryRateBands)
          .orderBy(asc(deliveryRateBands.position))
          .for('update');
        await tx.delete(deliveryRateBands);
        if (rows.length > 0) await tx.insert(deliveryRateBands).values(rows);
        const bands = (list: (typeof deliveryRateBands.$inferInsert)[]) => ({
          bands: list.map(({ upToGrams, dhakaCityPoisha, dhakaSuburbsPoisha, elsewherePoisha }) => ({
            upToGrams,
            dhakaCityPoisha,
            dhakaSuburbsPoisha,
            elsewherePoisha,
          })),
        });
        if (actor)
          await recordAudit(tx, actor, {
            action: 'delivery_rates.update',
            target: { type: 'delivery_rates' },
            before: bands(old),
            after: bands(rows),
          });
      }),
  };
}
export type DeliveryRatesRepo = ReturnType<typeof createDeliveryRatesRepo>;
export type RateBandRow = typeof deliveryRateBands.$inferSelect;
