import { FULFILMENT_PATH, type OrderStatus } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import { demoOrderInput } from './order-input.js';
import type { SeedRepo } from './seed.repo.js';
import type { Listed } from './seed-products.js';
import type { SeedServices } from './seed-services.js';

const HOUR = 3_600_000;
const STATUSES: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'delivered', 'cancelled'];

/**
 * Confirms mobile banking payments, as an administrator does from the dashboard. Confirming records no
 * actor, and the demo shop may have no administrator yet (the first one is made at the first start).
 */
const PAYMENTS_DESK: Viewer = {
  id: '00000000-0000-0000-0000-000000000000',
  name: 'Demo payments desk',
  email: 'payments@bulkbazar.local',
  image: null,
  role: 'admin',
};

/** An order the seed placed: which product, and when (the demo views are made to fit). */
export type Placed = { productId: string; placedAt: Date };

/**
 * A dozen demo orders, placed by the buyers through the orders service (its stock update and product
 * snapshot), then taken along their way: mobile banking payments confirmed, the seller moving each one
 * step at a time, two cancelled by their buyer. Dated over the past week, an hour between steps.
 */
export async function placeDemoOrders(
  { orders }: SeedServices,
  repo: SeedRepo,
  listed: Listed[],
  people: { sellers: Viewer[]; buyers: Viewer[] },
  now: Date,
): Promise<Placed[]> {
  const sellerOf = (id: string) => people.sellers.find((s) => s.id === id)!;
  const placed: Placed[] = [];
  for (let i = 0; i < 12; i++) {
    const product = listed[(i * 5) % listed.length]!;
    const buyer = people.buyers[i % people.buyers.length]!;
    const status = STATUSES[i % STATUSES.length]!;
    const input = demoOrderInput(i, product);
    const { order } = await orders.place(buyer, input);
    if (input.paymentMethod !== 'cod' && status !== 'pending')
      await orders.markPaid(PAYMENTS_DESK, order._id);

    // Its seller takes it one step at a time up to its status; a cancelled one its buyer cancels.
    const steps = FULFILMENT_PATH.slice(1, FULFILMENT_PATH.indexOf(status) + 1);
    for (const step of steps) await orders.move(sellerOf(product.sellerId), order._id, step);
    if (status === 'cancelled') await orders.cancelAsBuyer(buyer, order._id);
    const placedAt = new Date(now.getTime() - (i * 17 + 3) * HOUR);
    await repo.backdateOrder(order._id, placedAt, [
      'pending',
      ...(status === 'cancelled' ? ['cancelled'] : steps),
    ]);
    placed.push({ productId: product.id, placedAt });
  }
  return placed;
}
