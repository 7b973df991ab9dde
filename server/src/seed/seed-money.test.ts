import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUpAdmin, type Session } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { seedDemoData } from './seed.js';

// The marketplace's money in the demo shop (issue 29 item 10), read through the operator's API on a shop whose
// first administrator exists before the demo (as on a first start): commission rules, delivered orders past
// their return window, payout methods and runs, a courier's remittance with a mismatch, a partial refund — and
// books that balance and agree with the orders.

let t: TestApp;
let admin: Session;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
  await seedDemoData(t.database.db, { info: () => {} });
}, 120_000);
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: asCookie(admin) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (url.endsWith('.csv') ? res.body : res.json()) as T;
}

const sellerId = async (name: string) =>
  (await rows<{ id: string }>(sql`select id from "user" where name = ${name}`))[0]!.id;

describe('the demo’s books', () => {
  it('balance: every entry sums to zero, and the trial balance the Finance overview shows is 0', async () => {
    const unbalanced = await rows(
      sql`select entry_id from ledger_lines group by entry_id having sum(amount_poisha) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    const summary = await get<{
      trialBalance: number;
      commission: number;
      paidOut: number;
      refunds: number;
      codOutstanding: { total: number };
    }>('/api/admin/finance/summary');
    expect(summary.trialBalance).toBe(0);
    expect(summary.commission).toBeGreaterThan(0);
    expect(summary.paidOut).toBeGreaterThan(0);
    expect(summary.refunds).toBeGreaterThan(0);
    expect(summary.codOutstanding.total).toBeGreaterThan(0);
  });

  it('agree with the orders: what each gateway, the buyers and each courier hold is what the orders say', async () => {
    const balance = async (account: string) =>
      Number(
        (
          await rows<{ n: string }>(
            sql`select coalesce(sum(amount_poisha), 0)::text as n from ledger_lines where account = ${account}`,
          )
        )[0]!.n,
      );
    const sum = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: string }>(query))[0]!.n);
    // Paid to a gateway (or the shop's merchant number) less what went back through it.
    for (const [gateway, methods] of [
      ['bkash', ['bkash', 'bkash_online']],
      ['sslcommerz', ['sslcommerz']],
      ['nagad', ['nagad']],
      ['rocket', ['rocket']],
    ] as const) {
      const paid = await sum(sql`select coalesce(sum(paid_poisha), 0)::text as n from orders
        where payment_method in (${sql.join(
          methods.map((m) => sql`${m}`),
          sql`, `,
        )})`);
      const refunded = await sum(sql`select coalesce(sum(amount_poisha), 0)::text as n from order_refunds
        where channel = ${gateway} and status = 'done'`);
      expect(await balance(`gateway_clearing:${gateway}`), gateway).toBe(paid - refunded);
    }
    // The buyers' money: paid for orders not delivered yet, less what delivered orders were still owed.
    const held = await sum(sql`select (coalesce(sum(paid_poisha), 0)
      - coalesce(sum(total_poisha) filter (where order_status = 'delivered'), 0))::text as n from orders`);
    expect(await balance('buyer_funds')).toBe(-held);
    // Steadfast collected cash at the door, remitted part of it and kept its fees.
    const collected = await sum(sql`select coalesce(sum(cod_collected_poisha), 0)::text as n from orders
      where courier = 'steadfast'`);
    const remitted = await sum(sql`select coalesce(sum(amount_poisha + fees_poisha), 0)::text as n
      from courier_remittances where courier = 'steadfast'`);
    expect(collected).toBeGreaterThan(0);
    expect(await balance('cod_receivable:steadfast')).toBe(collected - remitted);
  });
});

describe('the demo’s commission', () => {
  it('has a default with a fixed fee, food and electronics rates, and a seller override ending in a month', async () => {
    const rules = await get<{
      defaultPercent: number;
      fixedFee: number;
      categories: Record<string, number | null>;
      sellers: { sellerName: string; percent: number; endsAt: string; expired: boolean }[];
    }>('/api/admin/finance/commission');
    expect(rules).toMatchObject({ defaultPercent: 5, fixedFee: 10 });
    expect(rules.categories).toMatchObject({ 'food-groceries': 3, 'electronics-gadgets': 7 });
    expect(rules.sellers).toEqual([
      expect.objectContaining({ sellerName: 'Dhaka Wholesale Hub', percent: 4, expired: false }),
    ]);
    const endsIn = new Date(rules.sellers[0]!.endsAt).getTime() - Date.now();
    expect(endsIn).toBeGreaterThan(29 * DAY);
    expect(endsIn).toBeLessThan(32 * DAY);
  });

  it('was copied onto every order: its lines at their rate, the fixed fee per order, VAT at 15 %', async () => {
    const rates = await rows<{ who: string; category: string; bps: number }>(sql`
      select distinct case when u.name = 'Dhaka Wholesale Hub' then 'hub' else 'others' end as who,
        p.category, i.commission_bps as bps
      from order_items i join orders o on o.id = i.order_id join "user" u on u.id = o.seller_id
      join products p on p.id = i.product_id`);
    for (const r of rates) {
      const expected =
        r.who === 'hub'
          ? 400
          : r.category === 'food-groceries'
            ? 300
            : r.category === 'electronics-gadgets'
              ? 700
              : 500;
      expect(r.bps, `${r.who} ${r.category}`).toBe(expected);
    }
    expect(new Set(rates.map((r) => r.bps))).toEqual(new Set([300, 400, 500, 700]));
    const wrong = await rows(sql`
      select o.id from orders o join order_items i on i.order_id = o.id group by o.id
      having o.commission_poisha <> least(sum(i.commission_poisha) + 1000, sum(i.line_total_poisha))
        or o.commission_vat_poisha <> round(o.commission_poisha * 0.15)
        or bool_or(i.commission_poisha <> round(i.line_total_poisha * i.commission_bps / 10000.0))`);
    expect(wrong).toEqual([]);
  });
});

describe('the demo’s deliveries', () => {
  it('each posted once, available a return window after the day the order was delivered, the courier’s charge to the shop', async () => {
    const wrong = await rows(sql`
      select o.id from orders o
      left join ledger_entries e on e.key = 'delivered:' || o.id
      left join ledger_lines s on s.entry_id = e.id and s.account like 'seller_payable:%'
      left join ledger_lines d on d.entry_id = e.id and d.account = 'delivery_income'
      where o.order_status = 'delivered'
        and (s.id is null
          or s.available_at <> o.delivered_at + interval '7 days'
          or -s.amount_poisha <> o.total_poisha - o.commission_poisha - o.commission_vat_poisha
               - case when o.courier is null then 0 else o.delivery_charge_poisha end
          or coalesce(-d.amount_poisha, 0) <> case when o.courier is null then 0 else o.delivery_charge_poisha end)`);
    expect(wrong).toEqual([]);
    const byWindow = await rows<{ name: string; past: number; within: number }>(sql`
      select u.name, count(*) filter (where o.delivered_at < now() - interval '7 days')::int as past,
        count(*) filter (where o.delivered_at >= now() - interval '7 days')::int as within
      from orders o join "user" u on u.id = o.seller_id where o.order_status = 'delivered' group by u.name`);
    expect(byWindow).toHaveLength(4);
    for (const s of byWindow) expect(s.past, s.name).toBeGreaterThan(0);
    expect(byWindow.find((s) => s.name === 'Karim Traders')!.within).toBeGreaterThan(0);
  });
});

describe('the demo’s payouts', () => {
  it('every seller has a payout method whose hold is over: a bKash wallet, a bank account with a 9-digit routing number', async () => {
    const methods = await rows<{ name: string; method: string; routing: string | null; held: boolean }>(sql`
      select u.name, f.method, f.routing_number as routing, f.payouts_held_until > now() as held
      from seller_finance f join "user" u on u.id = f.user_id order by u.name`);
    expect(methods.map((m) => [m.name, m.method])).toEqual([
      ['Chattogram Supply Co.', 'bank'],
      ['Dhaka Wholesale Hub', 'bank'],
      ['Karim Traders', 'bkash'],
      ['Sylhet Fashion House', 'nagad'],
    ]);
    for (const m of methods) {
      expect(m.held, m.name).toBe(false);
      if (m.method === 'bank') expect(m.routing).toMatch(/^\d{9}$/);
    }
  });

  it('one run sent with its reference, one waiting with its bank file; three sellers left to pay', async () => {
    const { runs } = await get<{ runs: { id: string; sent: number; pending: number; count: number }[] }>(
      '/api/admin/payout-runs',
    );
    // Newest first.
    expect(runs.map((r) => [r.count, r.sent, r.pending])).toEqual([
      [1, 0, 1],
      [1, 1, 0],
    ]);
    const [waiting, sent] = runs;
    const sentRun = await get<{ payouts: { sellerName: string; method: string; reference: string }[] }>(
      `/api/admin/payout-runs/${sent!.id}`,
    );
    expect(sentRun.payouts).toEqual([
      expect.objectContaining({
        sellerName: 'Karim Traders',
        method: 'bkash',
        reference: expect.stringMatching(/TrxID/),
      }),
    ]);
    const bankFile = await get<string>(`/api/admin/payout-runs/${waiting!.id}/bank.csv`);
    expect(bankFile).toContain('Dhaka Wholesale Hub');
    expect(bankFile).toContain('090261725');
    expect(bankFile).toContain('1071100045821');

    // Karim Traders: paid out, then money available again and an order still in its return window.
    const karim = await sellerId('Karim Traders');
    const [k] = await rows<{ available: string; pending: string }>(sql`
      select -sum(amount_poisha) filter (where available_at <= now()) as available,
        -sum(amount_poisha) filter (where available_at > now()) as pending
      from ledger_lines where seller_id = ${karim}`);
    expect(Number(k!.available)).toBeGreaterThanOrEqual(50_000);
    expect(Number(k!.pending)).toBeGreaterThan(0);
    // The next run pays them: a bKash wallet, a bank account and a Nagad wallet (the browser test pays them).
    const eligible = await get<{ sellers: { name: string; method: string; skip: string | null }[] }>(
      '/api/admin/payouts/eligible',
    );
    expect(eligible.sellers.map((s) => [s.name, s.method, s.skip]).sort()).toEqual([
      ['Chattogram Supply Co.', 'bank', null],
      ['Karim Traders', 'bkash', null],
      ['Sylhet Fashion House', 'nagad', null],
    ]);
  });
});

describe('the demo’s cash on delivery and refunds', () => {
  it('has a Steadfast remittance that remitted a parcel short, and a parcel overdue for remittance', async () => {
    const report = await get<{
      overdue: { courier: string }[];
      mismatches: { courier: string; parcels: { amount: number; collected: number | null }[] }[];
    }>('/api/admin/finance/cod');
    expect(report.mismatches).toHaveLength(1);
    expect(report.mismatches[0]!.courier).toBe('steadfast');
    expect(report.mismatches[0]!.parcels).toHaveLength(1);
    const [short] = report.mismatches[0]!.parcels;
    expect(short!.collected! - short!.amount).toBe(200);
    expect(report.overdue.map((p) => p.courier)).toEqual(['steadfast']);
  });

  it('refunded part of an SSLCommerz order through the gateway, shown with the order', async () => {
    const refunded = await rows<{ id: string; paid: number; refunded: number }>(sql`
      select id, paid_poisha::int as paid, refunded_poisha::int as refunded from orders where refunded_poisha > 0`);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.refunded).toBeLessThan(refunded[0]!.paid);
    const { refunds, refundedAmount } = await get<{
      refunds: { channel: string; status: string; amount: number }[];
      refundedAmount: number;
    }>(`/api/admin/orders/${refunded[0]!.id}/refunds`);
    expect(refunds).toEqual([expect.objectContaining({ channel: 'sslcommerz', status: 'done' })]);
    expect(refundedAmount * 100).toBe(refunded[0]!.refunded);
  });
});
