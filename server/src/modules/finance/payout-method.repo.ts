import type { NotificationData } from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addNotifications } from '../../db/notification-outbox.js';
import { sellerFinance } from '../../db/schema.js';

export type SellerFinanceRow = typeof sellerFinance.$inferSelect;

/** Where a seller's payouts go: a change of any of these is a change of payout method. */
export type PayoutDestinationFields = Pick<
  SellerFinanceRow,
  'method' | 'walletNumber' | 'bankName' | 'routingNumber' | 'accountName' | 'accountNumber'
>;
const DESTINATION: (keyof PayoutDestinationFields)[] = [
  'method',
  'walletNumber',
  'bankName',
  'routingNumber',
  'accountName',
  'accountNumber',
];

export type SavePayoutMethod = {
  destination: PayoutDestinationFields;
  /** undefined: keep the BIN; null: clear it. */
  bin: string | null | undefined;
  /** Applied only when the destination changed: payouts wait until then, and the seller is told. */
  hold: { until: Date; notice: NotificationData };
};

export function createPayoutMethodRepo(db: Db) {
  return {
    find: async (userId: string): Promise<SellerFinanceRow | undefined> =>
      (await db.select().from(sellerFinance).where(eq(sellerFinance.userId, userId)))[0],

    /**
     * Saves the method and BIN under the row's lock (a payout run reads the method under the same lock), so
     * "changed" is decided against what is stored, not what a concurrent save replaced. A changed destination
     * holds payouts and writes the seller's notice in the same transaction.
     */
    save: (userId: string, input: SavePayoutMethod) =>
      db.transaction(async (tx) => {
        await tx.insert(sellerFinance).values({ userId }).onConflictDoNothing();
        const [before] = await tx
          .select()
          .from(sellerFinance)
          .where(eq(sellerFinance.userId, userId))
          .for('update');
        const changed = DESTINATION.some((k) => before![k] !== input.destination[k]);
        const [row] = await tx
          .update(sellerFinance)
          .set({
            ...input.destination,
            ...(input.bin !== undefined ? { bin: input.bin } : {}),
            ...(changed ? { payoutsHeldUntil: input.hold.until } : {}),
            updatedAt: new Date(),
          })
          .where(eq(sellerFinance.userId, userId))
          .returning();
        if (changed) {
          await addNotifications(tx, [{ userId, kind: 'payout_method_changed', data: input.hold.notice }]);
        }
        return { row: row!, changed };
      }),
  };
}

export type PayoutMethodRepo = ReturnType<typeof createPayoutMethodRepo>;
