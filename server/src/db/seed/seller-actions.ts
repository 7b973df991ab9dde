import { and, asc, eq } from 'drizzle-orm';
import { createOrdersRepo } from '../../modules/orders/orders.repo.js';
import { createOrdersService } from '../../modules/orders/orders.service.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { Db } from '../client.js';
import { orders } from '../schema.js';
import { SEED_SELLERS } from './catalog.js';

/**
 * The sellers' own steps in the demo shop (issue 11), taken through the orders service so they follow its
 * rules: a pending cash-on-delivery order declined with a reason (its stock goes back), and the cash
 * recorded for a delivered cash-on-delivery order.
 */
export async function sellerActions(tx: Db, sellers: { id: string }[]): Promise<void> {
  const service = createOrdersService(createOrdersRepo(tx));
  const sellerOf = (id: string | null): Viewer => {
    const seed = SEED_SELLERS[sellers.findIndex((s) => s.id === id)]!;
    return { id: id!, name: seed.name, email: seed.email, image: null, role: 'user' };
  };
  const first = async (orderStatus: string) =>
    (
      await tx
        .select({ id: orders.id, sellerId: orders.sellerId })
        .from(orders)
        .where(and(eq(orders.orderStatus, orderStatus), eq(orders.paymentMethod, 'cod')))
        .orderBy(asc(orders.createdAt))
        .limit(1)
    )[0];

  const pending = await first('pending');
  if (pending)
    await service.decline(
      sellerOf(pending.sellerId),
      pending.id,
      'Sorry, this lot sold out at our warehouse before we could pack it. We expect new stock next month.',
    );
  const delivered = await first('delivered');
  if (delivered) await service.cashReceived(sellerOf(delivered.sellerId), delivered.id);
}
