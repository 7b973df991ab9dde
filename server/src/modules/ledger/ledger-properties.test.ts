import { randomUUID } from 'node:crypto';
import { dhakaDay, type Courier } from '@bulkbazar/contract';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { createProduct } from '../../../test/factories.js';
import { orderRefunds, orders, payouts } from '../../db/schema.js';
import { BANK_ACCOUNT, BKASH_WALLET, setMethod } from '../finance/payouts-test-kit.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import { bookCourier, books, courierReports, DAY_MS, moveOrder } from './postings-test-kit.js';

// Issue 29's first "done when": random sequences of checkouts (several sellers; cash on delivery — above ৳3,000
// with an advance paid online —, bKash, SSLCommerz, Nagad by transaction id), deliveries (the seller's steps, an
// administrator's skip, a courier stand-in collecting all or part of the cash), cancels, couriers' returns,
// money recorded by hand, an operator's partial refunds (through the bKash and SSLCommerz stand-ins, or by hand
// with a reference), couriers' COD remittances (with fees, sometimes short) and payout runs whose payouts are
// marked sent or failed, all through the shop's API. After each sequence the books must hold: every entry
// balances, the trial balance is zero, each seller's balance equals a recomputation from their orders, refunds
// and payouts (the model below, kept from what the API answered and checked against the orders, order_refunds
// and payouts rows — never read from the ledger), nothing is available before the return window ends, and no
// money is created or lost.
//
// The return window: a 7-day window (the default) is what makes "nothing available early" a real check, but
// then nothing is ever available to pay out within a test (the ledger is append-only: its lines' available_at
// cannot be moved back). So there are two shops, one with RETURN_WINDOW_DAYS=7 and one with
// RETURN_WINDOW_DAYS=0 (delivered earnings available at once, so payout runs pay and payouts settle); each
// sequence runs on one of them, chosen at random. On the 7-day shop a payout run must pay nobody.
//
// The actions are a table (ACTIONS): a later feature adds its row — an arbitrary of its parameters and what
// running it does to the shop and to the model — and the checks below extend with the model's new fields.
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set.

const WINDOWS = [7, 0] as const;
// A cancel after an operator's refund gives back through the gateway only what is left of the order's share
// (payments/payment-holds.ts refundOrder). It once sent the whole share again — found here: money lost with
// several orders on one payment, money stuck (the stand-in refusing more than the payment) with one.
const CANCEL_AFTER_REFUND = true;
// 30 sequences of 3–19 steps take 10–25 s on PGlite or PostgreSQL (a loaded machine: up to twice that);
// LEDGER_PROPERTY_RUNS explores further (200 runs found nothing beyond the notes in this file).
const NUM_RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 30);

type Stage = 'pending' | 'processing' | 'shipped';
type ModelRefund = { id: string; amount: number; afterDelivery: boolean };
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
  /** The cash the shop's courier reported collecting at the door (null: it collected none for us). */
  collectedPoisha: number | null;
  remitted: boolean;
  /** A cancel sent its online money back through the gateway (the order's payment is then 'refunded'). */
  autoRefunded: boolean;
  /** An operator's refunds, done, in order; after delivery they take back from the seller's part. */
  refunds: ModelRefund[];
};
type ModelPayout = {
  id: string;
  seller: number;
  amountPoisha: number;
  status: 'pending' | 'sent' | 'failed';
};

/** What the run did to money, as the shop's API told it (the books are checked against this). */
type Money = {
  /** Into the shop's gateways, wallets and couriers' hands. */
  online: number;
  byHandToShop: number;
  codCollected: number;
  /** Into the sellers' hands (cash recorded by hand on cash on delivery). */
  keptBySellers: number;
  /** Back to buyers: a cancel's automatic gateway refunds, and an operator's refunds (gateway or bank). */
  gatewayRefunds: number;
  operatorRefunds: number;
  /** Couriers' remittances: cash into the bank, the fees they kept, and both by courier (out of its receivable). */
  remitted: number;
  courierFees: number;
  settledBy: Partial<Record<Courier, number>>;
  payoutsSent: number;
};

type Shop = { shop: PaymentsShop; admin: Session; ledger: ReturnType<typeof books>; windowDays: number };

type Run = {
  at: Shop;
  sellers: Session[];
  /** Whom payouts can reach: sellers 0 and 1 have a method (bKash, bank), seller 2 none (a run skips them). */
  withMethod: boolean[];
  products: string[];
  buyer: Session;
  orders: ModelOrder[];
  payouts: ModelPayout[];
  money: Money;
  n: number;
};

const shops: Shop[] = [];

async function openShop(windowDays: number): Promise<Shop> {
  const shop = await startPaymentsShop({ COURIERS_FAKE: 'true', RETURN_WINDOW_DAYS: String(windowDays) });
  const admin = await shop.signUpAdmin();
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
  return { shop, admin, ledger: books(shop.db), windowDays };
}

beforeAll(async () => {
  shops.push(...(await Promise.all(WINDOWS.map(openShop))));
}, 60_000);
afterAll(() => Promise.all(shops.map((s) => s.shop.close())));

const dhanmondi = { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' };
const STEPS: (Stage | 'delivered')[] = ['pending', 'processing', 'shipped', 'delivered'];

const pick = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);
const due = (o: ModelOrder) => o.totalPoisha - o.paidPoisha;
const refunded = (o: ModelOrder) => o.refunds.reduce((a, r) => a + r.amount, 0);
const taka = (poisha: number) => Number((poisha / 100).toFixed(2));
const poisha = (taka: number) => Math.round(taka * 100);
const expectOk = (res: { status: number; text: string }, what: string) =>
  expect(res.status, `${what}: ${res.text}`).toBe(200);

async function walk(run: Run, o: ModelOrder, to: Stage | 'delivered') {
  let at: Stage | 'delivered' = o.stage;
  while (at !== to) {
    const next: Stage | 'delivered' = STEPS[STEPS.indexOf(at) + 1]!;
    await moveOrder(run.at.shop, run.sellers[o.seller]!, o.id, at, next);
    at = next;
  }
  if (at === 'delivered') o.status = 'delivered';
  else o.stage = at;
}

/** Books the order with `courier` (moving it to processing first): shipped, the parcel at the stand-in. */
async function ship(run: Run, o: ModelOrder, courier: Courier) {
  if (o.stage === 'pending') await walk(run, o, 'processing');
  o.consignmentId = await bookCourier(run.at.shop, run.sellers[o.seller]!, o.id, courier);
  o.courier = courier;
  o.stage = 'shipped';
}

/**
 * The orders a checkout made, as the model keeps them, with what was fixed when they were placed. An order
 * placed with no commission (the rules not in force) gets 5 % of its goods and 15 % VAT on it here, as a rule
 * would have fixed, so every sequence divides money three ways.
 */
async function remember(run: Run, checkoutId: string, method: string) {
  const { shop } = run.at;
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
      collectedPoisha: null,
      remitted: false,
      autoRefunded: false,
      refunds: [],
    });
  }
}

// ---- how money divides (decision 0026), recomputed here from the orders, not taken from the ledger code ----

type Parts = { seller: number; commission: number; vat: number; delivery: number };

/**
 * `amount` poisha of an order divided as its whole divides (goods to the seller; commission, its VAT and the
 * delivery charge when the shop's courier carried it to the platform): each platform part in proportion,
 * rounded half up, the seller the rest.
 */
function partsOf(o: ModelOrder, amount: number): Parts {
  const share = (part: number) => Math.floor((2 * part * amount + o.totalPoisha) / (2 * o.totalPoisha));
  const commission = share(o.commissionPoisha);
  const vat = share(o.commissionVatPoisha);
  const delivery = share(o.courier ? o.deliveryChargePoisha : 0);
  return { seller: amount - commission - vat - delivery, commission, vat, delivery };
}

/** What a delivered order posted out of buyer_funds: its total less what was refunded before delivery. */
const postedOnDelivery = (o: ModelOrder) =>
  o.totalPoisha - o.refunds.filter((r) => !r.afterDelivery).reduce((a, r) => a + r.amount, 0);
/** …and how it divided. */
const deliveredParts = (o: ModelOrder) => partsOf(o, postedOnDelivery(o));
const sumParts = (list: Parts[], k: keyof Parts) => list.reduce((a, p) => a + p[k], 0);

/** A seller's balance from their orders, refunds and payouts: earned (pending in the window) and the rest. */
function sellerBalance(run: Run, seller: number) {
  const theirs = run.orders.filter((o) => o.seller === seller);
  const earned = sumParts(theirs.filter((o) => o.status === 'delivered').map(deliveredParts), 'seller');
  const takenBack = sumParts(
    theirs.flatMap((o) => o.refunds.filter((r) => r.afterDelivery).map((r) => partsOf(o, r.amount))),
    'seller',
  );
  const kept = theirs.reduce((a, o) => a + o.keptPoisha, 0);
  const paidOut = run.payouts
    .filter((p) => p.seller === seller && p.status !== 'failed')
    .reduce((a, p) => a + p.amountPoisha, 0);
  /** Counted at once: refunds, cash they hold, payouts. */
  const atOnce = 0 - takenBack - kept - paidOut;
  return run.at.windowDays === 0
    ? { now: { available: earned + atOnce, pending: 0 }, later: { available: earned + atOnce, pending: 0 } }
    : { now: { available: atOnce, pending: earned }, later: { available: earned + atOnce, pending: 0 } };
}

/** How an operator's refund goes back: through the gateway of an online payment, else by hand from the bank. */
const channelOf = (o: ModelOrder) =>
  o.method === 'bkash_online' ? 'bkash' : o.method === 'sslcommerz' ? 'sslcommerz' : 'manual';

/**
 * The order's payment reads 'refunded': a cancel sent it back, or an operator refunded all that was paid. No
 * payment may then be recorded on it (order-rules' paymentRefusal) — even a cash-on-delivery order whose
 * advance alone was refunded and whose cash is still due.
 */
const paymentRefunded = (o: ModelOrder) =>
  o.autoRefunded || (o.refunds.length > 0 && refunded(o) >= o.paidPoisha);

/** What may still be refunded: what was paid, less refunded (all of it once a cancel sent it back). */
const refundableOf = (o: ModelOrder) => (o.autoRefunded ? 0 : o.paidPoisha - refunded(o));

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
      const { shop } = run.at;
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
      if (payment) run.money.online += poisha(payment.amount);
      await remember(run, res.body.checkoutId as string, p.method);
    },
  ),

  /** A live order delivered: by its seller step by step, an administrator's skip, or a courier. */
  deliver: action(
    'deliver',
    5,
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
        await moveOrder(run.at.shop, run.at.admin, o.id, o.stage, 'delivered');
        o.status = 'delivered';
        return;
      }
      const courier = o.courier ?? (p.how as Courier);
      if (!o.courier) await ship(run, o, courier);
      // Steadfast and Pathao report what they collected (here all, or half in whole taka); RedX does not.
      const cashDue = o.method === 'cod' ? due(o) : 0;
      const half = p.half && courier !== 'redx' && cashDue > 0 ? Math.floor(cashDue / 200) : undefined;
      await courierReports(run.at.shop, run.at.admin, courier, o.consignmentId!, 'delivered', half);
      // Pathao's booking takes whole taka (amount_to_collect): it collects the due rounded, never more than due.
      const asked = courier === 'pathao' ? Math.round(cashDue / 100) * 100 : cashDue;
      const collected = Math.min(half === undefined ? asked : half * 100, cashDue);
      if (cashDue > 0) o.collectedPoisha = collected;
      o.paidPoisha += collected;
      run.money.codCollected += collected;
      o.status = 'delivered';
    },
  ),

  /**
   * The buyer cancels a pending or processing order; what it paid online goes back through the gateway — what
   * is left of it after an operator's refunds.
   */
  cancel: action('cancel', 1, fc.record({ pick: fc.nat() }), async (run, p) => {
    const o = pick(
      run.orders.filter(
        (x) =>
          x.status === 'live' && x.stage !== 'shipped' && (CANCEL_AFTER_REFUND || x.refunds.length === 0),
      ),
      p.pick,
    );
    if (!o) return;
    expectOk(await run.at.shop.call(run.buyer, 'POST', `/api/orders/${o.id}/cancel`), 'cancel');
    o.status = 'cancelled';
    const back = Math.max(0, Math.min(o.onlinePoisha, o.paidPoisha - refunded(o)));
    if (o.onlinePoisha > 0 && back > 0) o.autoRefunded = true;
    run.money.gatewayRefunds += back;
  }),

  /** The courier brings a shipped parcel back: no money moves. */
  return: action('return', 1, fc.record({ pick: fc.nat() }), async (run, p) => {
    const o = pick(
      run.orders.filter((x) => x.status === 'live'),
      p.pick,
    );
    if (!o) return;
    if (!o.courier) await ship(run, o, 'steadfast');
    await courierReports(run.at.shop, run.at.admin, o.courier!, o.consignmentId!, 'returned');
    o.status = 'returned';
  }),

  /** The seller records the cash still due on a delivered cash-on-delivery order: they hold it. */
  cash: action('cash', 1, fc.record({ pick: fc.nat() }), async (run, p) => {
    const o = pick(
      run.orders.filter(
        (x) => x.status === 'delivered' && x.method === 'cod' && due(x) > 0 && !paymentRefunded(x),
      ),
      p.pick,
    );
    if (!o) return;
    expectOk(
      await run.at.shop.call(run.sellers[o.seller]!, 'POST', `/api/orders/${o.id}/cash-received`),
      'cash',
    );
    run.money.keptBySellers += due(o);
    o.keptPoisha += due(o);
    o.paidPoisha = o.totalPoisha;
  }),

  /** An administrator marks an order paid: a Nagad transfer to the shop, or cash the seller took early. */
  markPaid: action('markPaid', 1, fc.record({ pick: fc.nat() }), async (run, p) => {
    const o = pick(
      run.orders.filter(
        (x) => (x.status === 'live' || x.status === 'delivered') && due(x) > 0 && !paymentRefunded(x),
      ),
      p.pick,
    );
    if (!o) return;
    expectOk(await run.at.shop.call(run.at.admin, 'POST', `/api/orders/${o.id}/paid`), 'mark paid');
    if (o.method === 'nagad') run.money.byHandToShop += due(o);
    else {
      run.money.keptBySellers += due(o);
      o.keptPoisha += due(o);
    }
    o.paidPoisha = o.totalPoisha;
  }),

  /**
   * An operator refunds part (or all) of what an order paid: through its gateway's stand-in when paid online,
   * else by hand with the reference of the money sent. What the shop says may be refunded, and how, must be
   * what the model says; a cancelled order's online payment, or nothing left, is refused.
   */
  refund: action(
    'refund',
    2,
    fc.record({ pick: fc.nat(), percent: fc.integer({ min: 1, max: 100 }) }),
    async (run, p) => {
      const o = pick(
        run.orders.filter((x) => x.paidPoisha > 0),
        p.pick,
      );
      if (!o) return;
      const { shop, admin } = run.at;
      const path = `/api/admin/orders/${o.id}/refunds`;
      const listed = await shop.call(admin, 'GET', path);
      expectOk(listed, 'refunds of the order');
      expect(
        { refundable: poisha(listed.body.refundable), channel: listed.body.channel },
        `refundable on ${o.method} order ${o.status}`,
      ).toEqual({ refundable: refundableOf(o), channel: channelOf(o) });
      const most = refundableOf(o);
      const refused = most === 0 || (o.status === 'cancelled' && channelOf(o) !== 'manual');
      const amount = Math.max(1, Math.floor((Math.max(most, 1) * p.percent) / 100));
      const res = await shop.call(admin, 'POST', path, {
        amount: taka(amount),
        reason: `Property refund ${p.percent} %`,
        ...(channelOf(o) === 'manual' ? { reference: `BANK-${run.n}-${randomUUID().slice(0, 8)}` } : {}),
      });
      if (refused) {
        expect(res.status, res.text).toBe(409);
        return;
      }
      expectOk(res, 'refund');
      expect(res.body.refund).toMatchObject({ status: 'done', channel: channelOf(o) });
      o.refunds.push({ id: res.body.refund._id, amount, afterDelivery: o.status === 'delivered' });
      run.money.operatorRefunds += amount;
      expect(poisha(res.body.refundedAmount)).toBe(refunded(o));
    },
  ),

  /**
   * A courier remits the cash of some of its delivered parcels: less its fees, and sometimes a few taka short
   * (the courier's word is recorded as given; the rest stays in its receivable).
   */
  remit: action(
    'remit',
    3,
    fc.record({
      pick: fc.nat(),
      others: fc.nat(),
      fees: fc.integer({ min: 0, max: 60 }),
      short: fc.constantFrom(0, 0, 5),
    }),
    async (run, p) => {
      const open = run.orders.filter((x) => x.collectedPoisha !== null && !x.remitted);
      const first = pick(open, p.pick);
      if (!first) return;
      const courier = first.courier!;
      const parcels = [
        first,
        ...open.filter((x, i) => x !== first && x.courier === courier && (p.others >> i) % 2 === 1),
      ];
      const collected = parcels.reduce((a, x) => a + x.collectedPoisha!, 0);
      const fees = Math.min(p.fees * 100, collected);
      const amount = Math.max(0, collected - fees - p.short * 100);
      const res = await run.at.shop.call(run.at.admin, 'POST', `/api/admin/couriers/${courier}/remittances`, {
        amount: taka(amount),
        fees: taka(fees),
        receivedOn: dhakaDay(new Date()),
        reference: `REMIT-${run.n}-${randomUUID().slice(0, 8)}`,
        parcels: parcels.map((x) => ({ orderId: x.id, amount: taka(x.collectedPoisha!) })),
      });
      expectOk(res, 'remittance');
      for (const x of parcels) x.remitted = true;
      run.money.remitted += amount;
      run.money.courierFees += fees;
      run.money.settledBy[courier] = (run.money.settledBy[courier] ?? 0) + amount + fees;
    },
  ),

  /**
   * An administrator runs payouts for some sellers at a minimum: exactly those with a method whose available
   * balance (the model's) reaches it are paid, all of it. On the 7-day shop nobody has anything available.
   */
  payout: action(
    'payout',
    4,
    fc.record({
      sellers: fc.subarray([0, 1, 2], { minLength: 1 }),
      minimum: fc.constantFrom(1, 100, 500),
    }),
    async (run, p) => {
      const expected: Record<string, number> = {};
      for (const s of p.sellers) {
        const { available } = sellerBalance(run, s).now;
        if (run.withMethod[s] && available > 0 && available >= p.minimum * 100)
          expected[run.sellers[s]!.id] = available;
      }
      const res = await run.at.shop.call(
        run.at.admin,
        'POST',
        '/api/admin/payout-runs',
        { minimum: p.minimum, sellerIds: p.sellers.map((s) => run.sellers[s]!.id) },
        { 'idempotency-key': randomUUID() },
      );
      expectOk(res, 'payout run');
      const made = res.body.payouts as { id: string; sellerId: string; amount: number; status: string }[];
      expect(Object.fromEntries(made.map((x) => [x.sellerId, poisha(x.amount)])), 'payouts').toEqual(
        expected,
      );
      for (const x of made)
        run.payouts.push({
          id: x.id,
          seller: run.sellers.findIndex((s) => s.id === x.sellerId),
          amountPoisha: poisha(x.amount),
          status: 'pending',
        });
    },
  ),

  /** A pending payout marked sent (with the bank's reference) or failed (its money back to the balance). */
  settle: action('settle', 4, fc.record({ pick: fc.nat(), sent: fc.boolean() }), async (run, p) => {
    const x = pick(
      run.payouts.filter((y) => y.status === 'pending'),
      p.pick,
    );
    if (!x) return;
    const res = await run.at.shop.call(
      run.at.admin,
      'POST',
      `/api/admin/payouts/${x.id}/${p.sent ? 'sent' : 'failed'}`,
      p.sent ? { reference: `BEFTN-${run.n}-${x.id.slice(0, 8)}` } : { reason: 'Wallet not registered' },
    );
    expectOk(res, 'settle payout');
    x.status = p.sent ? 'sent' : 'failed';
    if (p.sent) run.money.payoutsSent += x.amountPoisha;
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

const sumOf = (m: Map<string, number>, prefix: string) =>
  [...m].filter(([k]) => k.startsWith(prefix)).reduce((a, [, v]) => a + v, 0);

/** The model is what the shop's rows say: each order's money, its refunds, the sellers' payouts. */
async function checkRows(run: Run) {
  const { db } = run.at.shop;
  const ids = run.orders.map((o) => o.id);
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  const refundRows = await db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids));
  for (const o of run.orders) {
    const row = rows.find((r) => r.id === o.id)!;
    expect(
      {
        status: row.orderStatus,
        paid: row.paidPoisha,
        refunded: row.refundedPoisha,
        collected: row.codCollectedPoisha,
        refunds: refundRows
          .filter((r) => r.orderId === o.id)
          .map((r) => ({ id: r.id, amount: r.amountPoisha, status: r.status }))
          .sort((a, b) => a.id.localeCompare(b.id)),
      },
      `order ${o.id}`,
    ).toEqual({
      status: o.status === 'live' ? o.stage : o.status,
      paid: o.paidPoisha,
      refunded: refunded(o),
      collected: o.collectedPoisha,
      refunds: o.refunds
        .map((r) => ({ id: r.id, amount: r.amount, status: 'done' }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    });
  }
  const payoutRows = await db
    .select()
    .from(payouts)
    .where(
      inArray(
        payouts.sellerId,
        run.sellers.map((s) => s.id),
      ),
    );
  expect(
    payoutRows
      .map((r) => ({ id: r.id, amount: r.amountPoisha, status: r.status }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  ).toEqual(
    run.payouts
      .map((x) => ({ id: x.id, amount: x.amountPoisha, status: x.status }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  );
}

async function checkBooks(run: Run, before: Map<string, number>) {
  const { ledger } = run.at;
  expect(await ledger.unbalanced(), 'every entry balances').toEqual([]);
  expect(await ledger.trialBalance()).toBe(0);
  await checkRows(run);

  const after = await ledger.balances();
  const delta = (prefix: string) => sumOf(after, prefix) - sumOf(before, prefix);
  const delivered = run.orders.filter((o) => o.status === 'delivered');
  const m = run.money;
  const refundsAll = run.orders.flatMap((o) => o.refunds.map((r) => ({ o, r })));
  const refundedBeforeDelivery = refundsAll
    .filter(({ r }) => !r.afterDelivery)
    .reduce((a, { r }) => a + r.amount, 0);
  const afterParts = refundsAll.filter(({ r }) => r.afterDelivery).map(({ o, r }) => partsOf(o, r.amount));
  const deliveredAll = delivered.map(deliveredParts);

  // No money created or lost: what the shop holds (gateways, couriers' hands, the bank) is what buyers paid
  // to it, less what went back to them, the payouts sent and the couriers' fees.
  expect(delta('gateway_clearing:') + delta('cod_receivable:') + delta('bank'), 'the shop holds').toBe(
    m.online +
      m.byHandToShop +
      m.codCollected -
      m.gatewayRefunds -
      m.operatorRefunds -
      m.payoutsSent -
      m.courierFees,
  );
  expect(delta('bank'), 'the bank').toBe(
    m.remitted -
      m.payoutsSent -
      refundsAll.filter(({ o }) => channelOf(o) === 'manual').reduce((a, { r }) => a + r.amount, 0),
  );
  // Each courier owes what it collected less what it remitted and kept as fees.
  for (const courier of ['steadfast', 'pathao', 'redx'] as const) {
    const collected = run.orders
      .filter((o) => o.courier === courier)
      .reduce((a, o) => a + (o.collectedPoisha ?? 0), 0);
    expect(delta(`cod_receivable:${courier}`), courier).toBe(collected - (m.settledBy[courier] ?? 0));
  }
  expect(delta('courier_fees')).toBe(m.courierFees);
  // What a buyer is owed (or owes) follows every payment, refund and delivery.
  expect(delta('buyer_funds')).toBe(
    0 -
      (m.online + m.byHandToShop + m.codCollected + m.keptBySellers) +
      m.gatewayRefunds +
      refundedBeforeDelivery +
      delivered.reduce((a, o) => a + postedOnDelivery(o), 0),
  );
  for (const [account, part] of [
    ['commission_income', 'commission'],
    ['vat_payable', 'vat'],
    ['delivery_income', 'delivery'],
  ] as const)
    expect(delta(account), account).toBe(sumParts(afterParts, part) - sumParts(deliveredAll, part));
  expect(delta('payouts_in_transit')).toBe(
    0 - run.payouts.filter((x) => x.status === 'pending').reduce((a, x) => a + x.amountPoisha, 0),
  );

  // Each seller's balance, recomputed from their orders, refunds and payouts: delivered earnings (pending
  // for the return window), less refunds' seller parts, the cash they hold and payouts not failed (at once).
  // Nothing delivered becomes available before the window ends.
  const now = new Date();
  const later = new Date(now.getTime() + run.at.windowDays * DAY_MS + 60_000);
  for (const [i, seller] of run.sellers.entries()) {
    const expected = sellerBalance(run, i);
    expect(await ledger.sellerBalance(seller.id, now), `seller ${i} now`).toEqual(expected.now);
    expect(await ledger.sellerBalance(seller.id, later), `seller ${i} after the window`).toEqual(
      expected.later,
    );
  }
}

describe('the ledger over random sequences of the shop’s money events', () => {
  it(
    'every entry balances, the trial balance is zero, sellers’ balances match their orders, nothing is available early, no money is created or lost',
    async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(
          // Which shop: the 0-day one twice as often (only there do payouts and their settling happen).
          fc.constantFrom(0, 1, 1),
          ACTIONS.place.arb,
          fc.array(stepArb, { minLength: 2, maxLength: 18, size: 'max' }),
          async (which, first, rest) => {
            n++;
            const at = shops[which]!;
            const before = await at.ledger.balances();
            // Three sellers and a buyer of this sequence alone (their balances start at zero).
            const [buyer, ...sellers] = await Promise.all(
              ['buyer', 'seller 0', 'seller 1', 'seller 2'].map((who) => at.shop.signUp(`Run ${n} ${who}`)),
            );
            // Sellers 0 and 1 have a payout method (no hold), seller 2 none: a run skips them.
            const withMethod = [true, true, false];
            await setMethod(at.shop.db, sellers[0]!.id, BKASH_WALLET);
            await setMethod(at.shop.db, sellers[1]!.id, BANK_ACCOUNT);
            const products = await Promise.all(
              sellers.map(
                async (seller, s) =>
                  (
                    await createProduct(at.shop.db, {
                      sellerId: seller.id,
                      price: 100 + 37 * s,
                      stock: 10_000,
                    })
                  ).id,
              ),
            );
            const run: Run = {
              at,
              sellers,
              withMethod,
              products,
              buyer: buyer!,
              orders: [],
              payouts: [],
              money: {
                online: 0,
                byHandToShop: 0,
                codCollected: 0,
                keptBySellers: 0,
                gatewayRefunds: 0,
                operatorRefunds: 0,
                remitted: 0,
                courierFees: 0,
                settledBy: {},
                payoutsSent: 0,
              },
              n,
            };
            for (const step of [first as Step, ...rest]) await runStep(run, step);
            await checkBooks(run, before);
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
    // Room for fast-check to shrink a failure to its smallest sequence.
    60_000 + NUM_RUNS * 5_000,
  );
});
