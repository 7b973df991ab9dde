import type { Courier } from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { createProduct } from '../../../test/factories.js';
import { orders } from '../../db/schema.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import { bookCourier, books, courierReports, DAY_MS, moveOrder } from './postings-test-kit.js';

// Issue 29's first "done when": random sequences of checkouts (several sellers; cash on delivery — above ৳3,000
// with an advance paid online —, bKash, SSLCommerz, Nagad by transaction id), deliveries (the seller's steps, an
// administrator's skip, a courier stand-in collecting all or part of the cash), cancels, couriers' returns and
// money recorded by hand, all through the shop's API on one test app. After each sequence the books must hold:
// every entry balances, the trial balance is zero, each seller's balance equals a recomputation from their
// orders (kept here as the actions succeed, from what the API answered), nothing is available before the
// return window ends, and no money is created or lost.
//
// The actions are a table (ACTIONS): a later feature (operator refunds, remittances, payouts) adds its row — an
// arbitrary of its parameters and what running it does to the shop and to the model — and the checks below
// extend with the model's new fields. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.

const WINDOW_DAYS = 7;
const NUM_RUNS = 10;

type Stage = 'pending' | 'processing' | 'shipped';
type ModelOrder = {
  id: string;
  checkoutId: string;
  seller: number;
  method: string;
  totalPoisha: number;
  commissionPoisha: number;
  commissionVatPoisha: number;
  deliveryChargePoisha: number;
  status: 'live' | 'delivered' | 'cancelled' | 'returned';
  stage: Stage;
  /** The shop's courier booked for it (its delivery charge is then the shop's). */
  courier: Courier | null;
  consignmentId: string | null;
  /** Paid so far, however (the order's paidPoisha): an online share, by hand, by the courier. */
  paidPoisha: number;
  /** Of which online (a full payment or a COD advance's share): what a cancel gives back through the gateway. */
  onlinePoisha: number;
  /** Of which cash on delivery recorded by hand: the seller holds it. */
  keptPoisha: number;
};

/** What the run did to money, as the shop's API told it (the books are checked against this). */
type Money = {
  /** Into the shop's gateways, wallets and couriers' hands. */
  online: number;
  byHandToShop: number;
  codCollected: number;
  /** Into the sellers' hands (cash recorded by hand on cash on delivery). */
  keptBySellers: number;
  gatewayRefunds: number;
};

type Run = {
  sellers: Session[];
  products: string[];
  buyer: Session;
  orders: ModelOrder[];
  money: Money;
};

let shop: PaymentsShop;
let admin: Session;
let ledger: ReturnType<typeof books>;

beforeAll(async () => {
  shop = await startPaymentsShop({ COURIERS_FAKE: 'true', RETURN_WINDOW_DAYS: String(WINDOW_DAYS) });
  ledger = books(shop.db);
  admin = await shop.signUpAdmin();
  const rates = await shop.call(admin, 'PUT', '/api/admin/delivery-rates', {
    bands: [{ upToKg: null, charges: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 } }],
  });
  expect(rates.status, rates.text).toBe(200);
  const content = (await shop.call(null, 'GET', '/api/content')).body;
  const advance = await shop.call(admin, 'PUT', '/api/admin/content', {
    ...content,
    codAdvance: { percent: 10, above: 3000 },
  });
  expect(advance.status, advance.text).toBe(200);
});
afterAll(() => shop?.close());

const dhanmondi = { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' };
const STEPS: (Stage | 'delivered')[] = ['pending', 'processing', 'shipped', 'delivered'];

const pick = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);
const due = (o: ModelOrder) => o.totalPoisha - o.paidPoisha;
const expectOk = (res: { status: number; text: string }, what: string) =>
  expect(res.status, `${what}: ${res.text}`).toBe(200);

async function walk(run: Run, o: ModelOrder, to: Stage | 'delivered') {
  let at: Stage | 'delivered' = o.stage;
  while (at !== to) {
    const next: Stage | 'delivered' = STEPS[STEPS.indexOf(at) + 1]!;
    await moveOrder(shop, run.sellers[o.seller]!, o.id, at, next);
    at = next;
  }
  if (at === 'delivered') o.status = 'delivered';
  else o.stage = at;
}

/** Books the order with `courier` (moving it to processing first): shipped, the parcel at the stand-in. */
async function ship(run: Run, o: ModelOrder, courier: Courier) {
  if (o.stage === 'pending') await walk(run, o, 'processing');
  o.consignmentId = await bookCourier(shop, run.sellers[o.seller]!, o.id, courier);
  o.courier = courier;
  o.stage = 'shipped';
}

/**
 * The orders a checkout made, as the model keeps them, with what was fixed when they were placed. An order
 * placed with no commission (the rules not in force) gets 5 % of its goods and 15 % VAT on it here, as a rule
 * would have fixed, so every sequence divides money three ways.
 */
async function remember(run: Run, checkoutId: string, method: string) {
  for (const row of await shop.ordersOf(checkoutId)) {
    if (row.commissionPoisha === 0) {
      const commission = Math.floor(((row.totalPoisha - row.deliveryChargePoisha) * 5 + 50) / 100);
      row.commissionPoisha = commission;
      row.commissionVatPoisha = Math.floor((commission * 15 + 50) / 100);
      await shop.db
        .update(orders)
        .set({ commissionPoisha: row.commissionPoisha, commissionVatPoisha: row.commissionVatPoisha })
        .where(eq(orders.id, row.id));
    }
    run.orders.push({
      id: row.id,
      checkoutId,
      seller: run.sellers.findIndex((s) => s.id === row.sellerId),
      method,
      totalPoisha: row.totalPoisha,
      commissionPoisha: row.commissionPoisha,
      commissionVatPoisha: row.commissionVatPoisha,
      deliveryChargePoisha: row.deliveryChargePoisha,
      status: 'live',
      stage: 'pending',
      courier: null,
      consignmentId: null,
      paidPoisha: row.paidPoisha,
      onlinePoisha: row.paidPoisha,
      keptPoisha: 0,
    });
  }
}

type Action<P> = { arb: fc.Arbitrary<P>; run: (run: Run, p: P) => Promise<void> };
/** A row of the table: its name, how often a sequence picks it, its parameters, what it does. */
const action = <K extends string, P extends object>(
  kind: K,
  weight: number,
  params: fc.Arbitrary<P>,
  run: Action<P>['run'],
) => ({
  weight,
  arb: params.map((p) => ({ kind, ...p })),
  run,
});

const ACTIONS = {
  /** A checkout of one to three sellers' listings, paid as chosen (online at once; COD's advance too). */
  place: action(
    'place',
    3,
    fc.record({
      sellers: fc.subarray([0, 1, 2], { minLength: 1 }),
      method: fc.constantFrom('cod', 'cod', 'bkash_online', 'sslcommerz', 'nagad'),
      units: fc.integer({ min: 10, max: 25 }),
    }),
    async (run, p) => {
      const items = p.sellers.map((s) => ({ productId: run.products[s]!, quantity: p.units + s }));
      const extra = {
        location: dhanmondi,
        ...(p.method === 'cod' ? { advanceMethod: 'bkash_online' } : {}),
        ...(p.method === 'nagad' ? { transactionId: 'NG12345678' } : {}),
      };
      const res = await shop.checkout(run.buyer, items, p.method, extra);
      expectOk(res, 'checkout');
      const payment = res.body.payment as
        { gateway: string; amount: number; redirectUrl: string } | undefined;
      if (payment?.gateway === 'bkash')
        await shop.followBkash(await shop.decideBkash(payment.redirectUrl, 'approve'));
      if (payment?.gateway === 'sslcommerz') await shop.decideSsl(payment.redirectUrl, 'approve');
      if (payment) run.money.online += Math.round(payment.amount * 100);
      await remember(run, res.body.checkoutId as string, p.method);
    },
  ),

  /** A live order delivered: by its seller step by step, an administrator's skip, or a courier. */
  deliver: action(
    'deliver',
    4,
    fc.record({
      pick: fc.nat(),
      how: fc.constantFrom('seller', 'admin', 'steadfast', 'pathao', 'redx'),
      half: fc.boolean(),
    }),
    async (run, p) => {
      const o = pick(
        run.orders.filter((x) => x.status === 'live'),
        p.pick,
      );
      if (!o) return;
      if (p.how === 'seller') return walk(run, o, 'delivered');
      if (p.how === 'admin') {
        await moveOrder(shop, admin, o.id, o.stage, 'delivered');
        o.status = 'delivered';
        return;
      }
      const courier = o.courier ?? (p.how as Courier);
      if (!o.courier) await ship(run, o, courier);
      // Steadfast and Pathao report what they collected (here all, or half in whole taka); RedX does not.
      const cashDue = o.method === 'cod' ? due(o) : 0;
      const half = p.half && courier !== 'redx' && cashDue > 0 ? Math.floor(cashDue / 200) : undefined;
      await courierReports(shop, admin, courier, o.consignmentId!, 'delivered', half);
      const collected = half === undefined ? cashDue : Math.min(half * 100, cashDue);
      o.paidPoisha += collected;
      run.money.codCollected += collected;
      o.status = 'delivered';
    },
  ),

  /** The buyer cancels a pending or processing order; what it paid online goes back through the gateway. */
  cancel: action('cancel', 1, fc.record({ pick: fc.nat() }), async (run, p) => {
    const o = pick(
      run.orders.filter((x) => x.status === 'live' && x.stage !== 'shipped'),
      p.pick,
    );
    if (!o) return;
    expectOk(await shop.call(run.buyer, 'POST', `/api/orders/${o.id}/cancel`), 'cancel');
    o.status = 'cancelled';
    run.money.gatewayRefunds += o.onlinePoisha;
  }),

  /** The courier brings a shipped parcel back: no money moves. */
  return: action('return', 1, fc.record({ pick: fc.nat() }), async (run, p) => {
    const o = pick(
      run.orders.filter((x) => x.status === 'live'),
      p.pick,
    );
    if (!o) return;
    if (!o.courier) await ship(run, o, 'steadfast');
    await courierReports(shop, admin, o.courier!, o.consignmentId!, 'returned');
    o.status = 'returned';
  }),

  /** The seller records the cash still due on a delivered cash-on-delivery order: they hold it. */
  cash: action('cash', 1, fc.record({ pick: fc.nat() }), async (run, p) => {
    const o = pick(
      run.orders.filter((x) => x.status === 'delivered' && x.method === 'cod' && due(x) > 0),
      p.pick,
    );
    if (!o) return;
    expectOk(await shop.call(run.sellers[o.seller]!, 'POST', `/api/orders/${o.id}/cash-received`), 'cash');
    run.money.keptBySellers += due(o);
    o.keptPoisha += due(o);
    o.paidPoisha = o.totalPoisha;
  }),

  /** An administrator marks an order paid: a Nagad transfer to the shop, or cash the seller took early. */
  markPaid: action('markPaid', 1, fc.record({ pick: fc.nat() }), async (run, p) => {
    const o = pick(
      run.orders.filter((x) => (x.status === 'live' || x.status === 'delivered') && due(x) > 0),
      p.pick,
    );
    if (!o) return;
    expectOk(await shop.call(admin, 'POST', `/api/orders/${o.id}/paid`), 'mark paid');
    if (o.method === 'nagad') run.money.byHandToShop += due(o);
    else {
      run.money.keptBySellers += due(o);
      o.keptPoisha += due(o);
    }
    o.paidPoisha = o.totalPoisha;
  }),
};

type Step = {
  [K in keyof typeof ACTIONS]: { kind: K } & Parameters<(typeof ACTIONS)[K]['run']>[1];
}[keyof typeof ACTIONS];
const stepArb = fc.oneof(
  ...Object.values(ACTIONS).map((a) => ({ weight: a.weight, arbitrary: a.arb as fc.Arbitrary<Step> })),
) as fc.Arbitrary<Step>;
const runStep = (run: Run, step: Step) =>
  (ACTIONS[step.kind].run as (r: Run, p: Step) => Promise<void>)(run, step);

// ---- what the books must say ----

/** The seller's part of a delivered order: its total less the platform's commission, VAT and delivery earned. */
const sellerPart = (o: ModelOrder) =>
  o.totalPoisha - o.commissionPoisha - o.commissionVatPoisha - (o.courier ? o.deliveryChargePoisha : 0);

const sumOf = (m: Map<string, number>, prefix: string) =>
  [...m].filter(([k]) => k.startsWith(prefix)).reduce((a, [, v]) => a + v, 0);

async function checkBooks(run: Run, before: Map<string, number>) {
  expect(await ledger.unbalanced(), 'every entry balances').toEqual([]);
  expect(await ledger.trialBalance()).toBe(0);

  const after = await ledger.balances();
  const delta = (prefix: string) => sumOf(after, prefix) - sumOf(before, prefix);
  const delivered = run.orders.filter((o) => o.status === 'delivered');
  const m = run.money;

  // No money created or lost: what reached the shop's gateways, wallets and couriers is what buyers paid to
  // it, less what went back; what a buyer is owed (or owes) follows every payment, refund and delivery.
  expect(delta('gateway_clearing:') + delta('cod_receivable:') + delta('bank')).toBe(
    m.online + m.byHandToShop + m.codCollected - m.gatewayRefunds,
  );
  expect(delta('buyer_funds')).toBe(
    0 -
      (m.online + m.byHandToShop + m.codCollected + m.keptBySellers) +
      m.gatewayRefunds +
      delivered.reduce((a, o) => a + o.totalPoisha, 0),
  );
  expect(delta('commission_income')).toBe(0 - delivered.reduce((a, o) => a + o.commissionPoisha, 0));
  expect(delta('vat_payable')).toBe(0 - delivered.reduce((a, o) => a + o.commissionVatPoisha, 0));
  expect(delta('delivery_income')).toBe(
    0 - delivered.filter((o) => o.courier).reduce((a, o) => a + o.deliveryChargePoisha, 0),
  );

  // Each seller's balance, recomputed from their orders: delivered earnings (pending for the return window),
  // less the cash they hold (at once). Nothing delivered becomes available before the window ends.
  const now = new Date();
  const later = new Date(now.getTime() + WINDOW_DAYS * DAY_MS + 60_000);
  for (const [i, seller] of run.sellers.entries()) {
    const theirs = run.orders.filter((o) => o.seller === i);
    const earned = theirs.filter((o) => o.status === 'delivered').reduce((a, o) => a + sellerPart(o), 0);
    const kept = theirs.reduce((a, o) => a + o.keptPoisha, 0);
    expect(await ledger.sellerBalance(seller.id, now), `seller ${i} now`).toEqual({
      available: 0 - kept,
      pending: earned,
    });
    expect(await ledger.sellerBalance(seller.id, later), `seller ${i} after the window`).toEqual({
      available: earned - kept,
      pending: 0,
    });
  }
}

describe('the ledger over random sequences of the shop’s money events', () => {
  it('every entry balances, the trial balance is zero, sellers’ balances match their orders, nothing is available early, no money is created or lost', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        ACTIONS.place.arb,
        fc.array(stepArb, { minLength: 2, maxLength: 6 }),
        async (first, rest) => {
          n++;
          const before = await ledger.balances();
          const sellers = [];
          for (let s = 0; s < 3; s++) sellers.push(await shop.signUp(`Run ${n} seller ${s}`));
          const products = [];
          for (const [s, seller] of sellers.entries())
            products.push(
              (await createProduct(shop.db, { sellerId: seller.id, price: 100 + 37 * s, stock: 10_000 })).id,
            );
          const run: Run = {
            sellers,
            products,
            buyer: await shop.signUp(`Run ${n} buyer`),
            orders: [],
            money: { online: 0, byHandToShop: 0, codCollected: 0, keptBySellers: 0, gatewayRefunds: 0 },
          };
          for (const step of [first as Step, ...rest]) await runStep(run, step);
          await checkBooks(run, before);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  }, 120_000);
});
