import { checkoutInputSchema, takaToPoisha, type Courier, type Order } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import type { DemoMoneyRepo } from './demo-money.repo.js';
import type { Placed } from './seed-orders.js';
import type { SeedRepo } from './seed.repo.js';
import type { Listed } from './seed-products.js';
import type { SeedServices } from './seed-services.js';

const DAY = 86_400_000;

/** What the demo's money does with an order after it is delivered (demo-money.ts). */
export type MoneyRole = 'refunded' | 'remitted' | 'remitted-short' | 'unremitted';

/** A checkout of one seller's goods, paid and carried by one of the shop's couriers, delivered days ago. */
type MoneyOrder = {
  /** Indexes into SEED_SELLERS and SEED_BUYERS. */
  seller: number;
  buyer: number;
  payment: 'bkash_online' | 'sslcommerz' | 'cod';
  courier: Courier;
  lines: [productName: string, quantity: number][];
  /** When the courier delivered it: the return window (7 days) has passed for those delivered 8 or more days ago. */
  deliveredDaysAgo: number;
  /** Delivered after the first payout run was made: its money reaches the books after it. */
  afterFirstRun?: true;
  role?: MoneyRole;
};

/**
 * The money demo's orders (issue 29 item 10): paid online through the demo gateways or in cash at the door by
 * Steadfast, each seller with earnings past the return window (a payout run can pay them), Karim Traders' and
 * Dhaka Wholesale Hub's last delivered in the last days (pending); one SSLCommerz order to refund in part; three
 * cash parcels for the remittance (one remitted short, one remitted in full, one not remitted and overdue).
 * Karim's last three reach the books after the first payout run paid Karim, so Karim has money again.
 */
export const MONEY_ORDERS: MoneyOrder[] = [
  {
    seller: 0,
    buyer: 1,
    payment: 'bkash_online',
    courier: 'pathao',
    lines: [
      ['Atta (Whole Wheat Flour) 2kg', 200],
      ['Iodised Salt 1kg', 300],
    ],
    deliveredDaysAgo: 13,
  },
  {
    seller: 1,
    buyer: 2,
    payment: 'sslcommerz',
    courier: 'redx',
    lines: [
      ['Pressure Cooker 5L', 20],
      ['Red Lentils (Masoor Dal) 25kg', 8],
    ],
    deliveredDaysAgo: 12,
    role: 'refunded',
  },
  {
    seller: 2,
    buyer: 0,
    payment: 'cod',
    courier: 'steadfast',
    lines: [['Melamine Dinner Set 32 pcs', 20]],
    deliveredDaysAgo: 11,
    role: 'remitted-short',
  },
  {
    seller: 3,
    buyer: 1,
    payment: 'cod',
    courier: 'steadfast',
    lines: [['Rice Cooker 2.8L', 12]],
    deliveredDaysAgo: 10,
    role: 'unremitted',
  },
  {
    seller: 2,
    buyer: 2,
    payment: 'sslcommerz',
    courier: 'pathao',
    lines: [
      ['Refined Sugar 50kg', 16],
      ['Whiteboard 3x2 ft', 20],
    ],
    deliveredDaysAgo: 10,
  },
  {
    seller: 0,
    buyer: 2,
    payment: 'cod',
    courier: 'steadfast',
    lines: [['Angle Grinder 850W', 6]],
    deliveredDaysAgo: 9,
    role: 'remitted',
  },
  {
    seller: 3,
    buyer: 0,
    payment: 'bkash_online',
    courier: 'redx',
    lines: [
      ['Office Chair Mesh Back', 6],
      ['Hand Tool Kit 108 pcs', 4],
    ],
    deliveredDaysAgo: 9,
  },
  {
    seller: 0,
    buyer: 0,
    payment: 'sslcommerz',
    courier: 'pathao',
    lines: [['Ladies Three-Piece (Lawn)', 30]],
    deliveredDaysAgo: 8,
    afterFirstRun: true,
  },
  {
    seller: 0,
    buyer: 1,
    payment: 'bkash_online',
    courier: 'redx',
    lines: [['Calculator 12 Digit', 40]],
    deliveredDaysAgo: 2,
    afterFirstRun: true,
  },
  {
    seller: 1,
    buyer: 0,
    payment: 'bkash_online',
    courier: 'steadfast',
    lines: [['Motorcycle Helmet (Full Face)', 12]],
    deliveredDaysAgo: 1,
    afterFirstRun: true,
  },
];

export type DeliveredMoneyOrder = { order: Order; plan: MoneyOrder; seller: Viewer; placedAt: Date };

/**
 * Places each planned order through the checkout (paid at the demo gateway when online), lets its seller accept
 * it, books it with the courier and applies the courier's callbacks (in transit, delivered with the cash it
 * collected) through the shipments' own write path — the delivery's entry held for the seed to post once dated
 * (demo-books.ts) — then dates it: placed two days before the delivery.
 */
export async function deliverMoneyOrders(
  services: SeedServices,
  seedRepo: SeedRepo,
  moneyRepo: DemoMoneyRepo,
  listed: Listed[],
  people: { sellers: Viewer[]; buyers: Viewer[] },
  afterFirstRun: boolean,
  now: Date,
): Promise<{ delivered: DeliveredMoneyOrder[]; lines: Placed[] }> {
  const { shipments, postings } = services.money;
  const delivered: DeliveredMoneyOrder[] = [];
  const lines: Placed[] = [];
  for (const plan of MONEY_ORDERS.filter((o) => (o.afterFirstRun ?? false) === afterFirstRun)) {
    const seller = people.sellers[plan.seller]!;
    const buyer = people.buyers[plan.buyer]!;
    const items = plan.lines.map(([name, quantity]) => {
      const found = listed.find((l) => l.productName === name && l.sellerId === seller.id);
      if (!found) throw new Error(`Money demo: ${seller.name} lists no approved ${name}`);
      return { productId: found.id, quantity };
    });
    const k = MONEY_ORDERS.indexOf(plan);
    const placed = await services.orders.checkout(
      buyer,
      checkoutInputSchema.parse({
        items,
        shippingAddress: `Flat ${3 + k}B, House ${40 + k}, Road 11, Banani, Dhaka 1213`,
        phoneNumber: `+8801712${String(345_600 + k * 1_013).slice(0, 6)}`,
        paymentMethod: plan.payment,
      }),
    );
    if (placed.payment) {
      const invoice = services.demoGateways[placed.payment.gateway].lastInvoice()!;
      await services.payments.handle(placed.payment.gateway, { invoice, outcome: 'completed' });
    }
    const order = placed.orders[0]!;
    if (placed.orders.length !== 1)
      throw new Error(`Money demo: ${seller.name}'s checkout made several orders`);
    await services.orders.move(seller, order._id, 'processing');
    const code = `${plan.courier.slice(0, 2).toUpperCase()}${order._id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    if (!(await shipments.claimBooking(order._id, plan.courier, new Date(0))))
      throw new Error(`Money demo: order ${order._id} could not be booked`);
    await shipments.recordBooking(
      order._id,
      buyer.id,
      plan.courier,
      { consignmentId: code, trackingCode: code },
      seller.id,
    );
    const callback = (status: 'in_transit' | 'delivered', message: string, cash: number | null) =>
      shipments.applyUpdate(
        plan.courier,
        { consignmentId: code, status, message, codCollectedPoisha: cash },
        postings,
      );
    await callback('in_transit', 'Picked up from the seller; on its way to the delivery hub', null);
    const cash = plan.payment === 'cod' ? takaToPoisha(order.totalPrice) : null;
    const { result } = await callback('delivered', 'Delivered to the customer', cash);
    if (result !== 'delivered')
      throw new Error(`Money demo: order ${order._id} was not delivered (${result})`);
    const deliveredAt = new Date(now.getTime() - plan.deliveredDaysAgo * DAY);
    const placedAt = new Date(deliveredAt.getTime() - 2 * DAY);
    const path = [...(placed.payment ? ['awaiting_payment'] : []), 'pending', 'processing', 'shipped'];
    await moneyRepo.dateDelivery(order._id, { placedAt, deliveredAt, path });
    await seedRepo.backdatePaymentEvents(placed.checkoutId, placedAt);
    delivered.push({ order, plan, seller, placedAt });
    lines.push(...items.map((i) => ({ productId: i.productId, placedAt })));
  }
  return { delivered, lines };
}
