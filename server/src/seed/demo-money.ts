import {
  commissionRulesInputSchema,
  dhakaDay,
  payoutMethodBodySchema,
  poishaToTaka,
  takaToPoisha,
  type PayoutMethodInput,
} from '@bulkbazar/contract';
import type { Db } from '../db/client.js';
import type { Viewer } from '../kernel/viewer.js';
import { deliverMoneyOrders, type DeliveredMoneyOrder } from './demo-money-orders.js';
import { createDemoMoneyRepo, type DemoMoneyRepo } from './demo-money.repo.js';
import type { Placed } from './seed-orders.js';
import type { SeedRepo } from './seed.repo.js';
import type { Listed } from './seed-products.js';
import type { SeedServices } from './seed-services.js';

const DAY = 86_400_000;

type People = { sellers: Viewer[]; buyers: Viewer[] };

/**
 * The demo's commission rules, saved through the operator's service before any demo order is placed (each
 * order copies the rule in force): 5 % and ৳10 per order by default, food at 3 %, electronics at 7 %, and
 * Dhaka Wholesale Hub at 4 % until a month from now.
 */
export async function setDemoCommission(services: SeedServices, operator: Viewer, people: People, now: Date) {
  await services.money.commission.put(
    operator,
    commissionRulesInputSchema.parse({
      defaultPercent: 5,
      fixedFee: 10,
      categories: { 'food-groceries': 3, 'electronics-gadgets': 7 },
      sellers: [
        {
          sellerId: people.sellers[1]!.id,
          percent: 4,
          fixedFee: 10,
          endsOn: dhakaDay(new Date(now.getTime() + 30 * DAY)),
        },
      ],
    }),
  );
}

/**
 * Where each demo seller is paid (SEED_SELLERS order): Karim Traders to a bKash wallet, Dhaka Wholesale Hub
 * (VAT-registered: its BIN is on its invoices) and Chattogram Supply Co. to bank accounts (a branch's 9-digit
 * BEFTN routing number), Sylhet Fashion House to a Nagad wallet. Made-up numbers.
 */
const PAYOUT_METHODS: Omit<PayoutMethodInput, 'currentPassword'>[] = [
  { method: 'bkash', walletNumber: '01700000101' },
  {
    method: 'bank',
    bankName: 'Dutch-Bangla Bank',
    routingNumber: '090261725',
    accountName: 'Dhaka Wholesale Hub',
    accountNumber: '1071100045821',
    bin: '0012345670101',
  },
  {
    method: 'bank',
    bankName: 'The City Bank',
    routingNumber: '225150432',
    accountName: 'Chattogram Supply Co.',
    accountNumber: '1502143589001',
  },
  { method: 'nagad', walletNumber: '01800000303' },
];

export type DemoMoney = { lines: Placed[]; orders: number };

/**
 * The marketplace's money in the demo (issue 29 item 10), after the demo orders are delivered and dated:
 * payout methods saved a month ago (their hold long over); orders paid online or in cash to Steadfast and
 * delivered 8–13 days ago, past the return window; the books written (demo-books.ts); a first payout run that
 * paid Karim Traders by bKash (sent, with bKash's reference); later deliveries — Karim's last two (one still in
 * its window) and one of the Hub's yesterday; a partial SSLCommerz refund; a second run paying Dhaka Wholesale
 * Hub by bank, waiting to be sent; and Steadfast's remittance of two cash parcels, one short (a mismatch), while
 * a third parcel delivered ten days ago is not remitted (overdue). Karim Traders (again), Chattogram Supply Co.
 * (bank) and Sylhet Fashion House (Nagad) are left with money available for the next run.
 */
export async function seedDemoMoney(
  tx: Db,
  services: SeedServices,
  seedRepo: SeedRepo,
  listed: Listed[],
  people: People,
  operator: Viewer,
  now: Date,
): Promise<DemoMoney> {
  const { money, books } = services;
  const moneyRepo = createDemoMoneyRepo(tx);
  const setAt = new Date(now.getTime() - 30 * DAY);
  for (const [i, method] of PAYOUT_METHODS.entries())
    await money
      .payoutMethods(setAt)
      .update(
        people.sellers[i]!,
        new Headers(),
        payoutMethodBodySchema.parse({ ...method, currentPassword: 'set by the demo seed' }),
        'en',
      );
  await moneyRepo.datePayoutMethodNotices(
    people.sellers.map((s) => s.id),
    setAt,
  );

  const deliver = (afterFirstRun: boolean) =>
    deliverMoneyOrders(services, seedRepo, moneyRepo, listed, people, afterFirstRun, now);
  const first = await deliver(false);
  await books.post(tx, moneyRepo.deliveredMoney);
  const [sent] = await payOut(services, moneyRepo, operator, [people.sellers[0]!], 'demo-payout-run-1');
  await money.payouts.markSent(operator, sent!.id, 'bKash TrxID 9KT4N2QX7L');

  const later = await deliver(true);
  await books.post(tx, moneyRepo.deliveredMoney);
  const delivered = [...first.delivered, ...later.delivered];
  await refundInPart(services, operator, delivered);
  await payOut(services, moneyRepo, operator, [people.sellers[1]!], 'demo-payout-run-2');
  await remitCash(services, operator, delivered, now);
  return { lines: [...first.lines, ...later.lines], orders: delivered.length };
}

/** A payout run for these sellers (each one's whole available balance), made as the operator makes one. */
async function payOut(
  services: SeedServices,
  moneyRepo: DemoMoneyRepo,
  operator: Viewer,
  sellers: Viewer[],
  key: string,
) {
  const { run, payouts } = await services.money.payouts.createRun(
    operator,
    { sellerIds: sellers.map((s) => s.id) },
    key,
  );
  if (payouts.length !== sellers.length)
    throw new Error(`Demo payout run ${key} paid ${payouts.length} of its ${sellers.length} sellers`);
  await moneyRepo.stampRun(run.id);
  return payouts;
}

/** Two dented pressure cookers of the Hub's SSLCommerz order, refunded through the (demo) gateway. */
async function refundInPart(services: SeedServices, operator: Viewer, delivered: DeliveredMoneyOrder[]) {
  const { order } = delivered.find((d) => d.plan.role === 'refunded')!;
  const cooker = order.items.find((i) => i.productName === 'Pressure Cooker 5L')!;
  await services.money.refunds.issue(
    operator,
    order._id,
    {
      amount: poishaToTaka(2 * takaToPoisha(cooker.unitPrice)),
      reason: 'Two pressure cookers arrived with dented lids',
    },
    'demo-refund-1',
  );
}

/**
 * Steadfast's payment of two cash parcels four days ago, less its 1 % COD charge: it remitted ৳200 less than it
 * collected for one of them (a mismatch to follow up); the third Steadfast parcel is not in it (overdue).
 */
async function remitCash(
  services: SeedServices,
  operator: Viewer,
  delivered: DeliveredMoneyOrder[],
  now: Date,
) {
  const collected = (role: string) => {
    const { order } = delivered.find((d) => d.plan.role === role)!;
    return { orderId: order._id, poisha: takaToPoisha(order.totalPrice) };
  };
  const parcels = [
    { ...collected('remitted-short'), poisha: collected('remitted-short').poisha - 20_000 },
    collected('remitted'),
  ];
  const total = parcels.reduce((a, p) => a + p.poisha, 0);
  const fees = Math.round(total / 100);
  await services.money.remittances.record(operator, 'steadfast', {
    amount: poishaToTaka(total - fees),
    fees: poishaToTaka(fees),
    receivedOn: dhakaDay(new Date(now.getTime() - 4 * DAY)),
    reference: 'SF-PAY-48213',
    parcels: parcels.map((p) => ({ orderId: p.orderId, amount: poishaToTaka(p.poisha) })),
  });
}
