import type { Viewer } from '../kernel/viewer.js';
import type { SeedRepo } from './seed.repo.js';
import type { SeedServices } from './seed-services.js';

/**
 * The sellers' own steps in the demo shop (issue 11), taken through the orders service so they follow its
 * rules: a pending cash-on-delivery order declined with a reason (its stock goes back), and the cash
 * recorded for a delivered cash-on-delivery order.
 */
export async function sellerActions(
  { orders }: SeedServices,
  repo: SeedRepo,
  sellers: Viewer[],
): Promise<void> {
  const sellerOf = (id: string | null) => sellers.find((s) => s.id === id)!;
  const pending = await repo.firstCashOrder('pending');
  if (pending)
    await orders.decline(
      sellerOf(pending.sellerId),
      pending.id,
      'Sorry, this lot sold out at our warehouse before we could pack it. We expect new stock next month.',
    );
  const delivered = await repo.firstCashOrder('delivered');
  if (delivered) await orders.cashReceived(sellerOf(delivered.sellerId), delivered.id);
}
