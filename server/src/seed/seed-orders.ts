import { FULFILMENT_PATH, MOBILE_BANKING, type Order, type OrderStatus } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import { DEMO_CHECKOUTS, type DemoSellerOrder } from './demo-checkouts.js';
import type { SavedAddresses } from './demo-buyers.js';
import { demoCheckoutInput } from './order-input.js';
import type { SeedRepo } from './seed.repo.js';
import type { Listed } from './seed-products.js';
import type { SeedServices } from './seed-services.js';

const HOUR = 3_600_000;
const DECLINE_REASON =
  'Sorry, this lot sold out at our warehouse before we could pack it. We expect new stock next month.';

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

/** An order line the seed placed: which product, and when (the demo views are made to fit). */
export type Placed = { productId: string; placedAt: Date };
export type PlacedDemo = { lines: Placed[]; checkouts: number; orders: number };

type People = { sellers: Viewer[]; buyers: Viewer[] };

/**
 * The demo checkouts (demo-checkouts.ts), placed by the buyers through the orders service's checkout (its
 * engine prices, stock guard, seller minimums, one order per seller), then each order taken its way: mobile
 * banking payments confirmed, the seller moving it one step at a time, cancelled by its buyer or declined by
 * its seller, cash recorded on delivery. Dated over the past week, an hour between steps.
 */
export async function placeDemoOrders(
  services: SeedServices,
  repo: SeedRepo,
  listed: Listed[],
  people: People,
  addresses: SavedAddresses,
  now: Date,
): Promise<PlacedDemo> {
  const product = (name: string) => {
    const found = listed.find((l) => l.productName === name);
    if (!found) throw new Error(`Demo checkout: no approved product named ${name}`);
    return found;
  };
  const lines: Placed[] = [];
  let orders = 0;
  for (const [k, plan] of DEMO_CHECKOUTS.entries()) {
    const buyer = people.buyers[plan.buyer]!;
    const items = plan.orders.flatMap((o) =>
      o.lines.map(([name, quantity]) => ({ productId: product(name).id, quantity })),
    );
    const addressId = plan.address ? addresses[plan.buyer]!.get(plan.address) : undefined;
    const placed = await services.orders.checkout(buyer, demoCheckoutInput(k, plan, items, addressId));
    if (placed.payment) {
      // The payer at the gateway: the payments service confirms (or cancels) it as for a real return.
      const invoice = services.demoGateways[placed.payment.gateway].lastInvoice()!;
      await services.payments.handle(placed.payment.gateway, { invoice, outcome: plan.atGateway ?? '' });
    }
    if (placed.orders.length !== plan.orders.length)
      throw new Error(`Demo checkout ${k}: ${placed.orders.length} orders, planned ${plan.orders.length}`);
    const placedAt = new Date(now.getTime() - (k * 17 + 3) * HOUR);
    for (const part of plan.orders) {
      const first = product(part.lines[0]![0]);
      const order = placed.orders.find((o) => o.items.some((i) => i.productId === first.id))!;
      if (order.items.length !== part.lines.length)
        throw new Error(`Demo checkout ${k}: ${first.productName}'s order is not one seller's`);
      const seller = people.sellers.find((s) => s.id === first.sellerId)!;
      const path = placed.payment
        ? plan.atGateway === 'completed'
          ? ['awaiting_payment', ...(await takeItsWay(services, order, part, buyer, seller))]
          : ['awaiting_payment', 'cancelled']
        : await takeItsWay(services, order, part, buyer, seller);
      await repo.backdateOrder(order._id, placedAt, path);
      orders++;
    }
    if (placed.payment) await repo.backdatePaymentEvents(placed.checkoutId, placedAt);
    lines.push(...items.map((i) => ({ productId: i.productId, placedAt })));
  }
  return { lines, checkouts: DEMO_CHECKOUTS.length, orders };
}

/** Moves a placed order to its planned outcome; returns the statuses it went through, in order. */
async function takeItsWay(
  { orders }: SeedServices,
  order: Order,
  part: DemoSellerOrder,
  buyer: Viewer,
  seller: Viewer,
): Promise<OrderStatus[]> {
  if (part.outcome === 'declined') {
    await orders.decline(seller, order._id, DECLINE_REASON);
    return ['pending', 'cancelled'];
  }
  if (part.outcome === 'cancelled') {
    await orders.cancelAsBuyer(buyer, order._id);
    return ['pending', 'cancelled'];
  }
  const steps = FULFILMENT_PATH.slice(1, FULFILMENT_PATH.indexOf(part.outcome) + 1);
  // Money sent by mobile banking is confirmed before the seller starts on the order.
  if (MOBILE_BANKING.includes(order.paymentMethod) && steps.length > 0)
    await orders.markPaid(PAYMENTS_DESK, order._id);
  for (const step of steps) await orders.move(seller, order._id, step);
  if (part.cashReceived) await orders.cashReceived(seller, order._id);
  return ['pending', ...steps];
}
