import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/client.js';
import { SEED_BUYERS } from './catalog.js';
import { seedDemoData } from './seed.js';

// The demo's company (issue 31 items 1 and 7): three of the demo buyers, one owner, a buyer limited to ৳50,000,
// an approver.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { info: () => {} });
}, 300_000);
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo company', () => {
  it('is owned by the first demo buyer, with a buyer limited to ৳50,000 and an approver', async () => {
    const companies = await rows<{ name: string; bin: string; tin: string; area: string }>(
      sql`select name, bin, tin, area from companies`,
    );
    expect(companies).toEqual([
      { name: 'Akter Traders', bin: '0012345670101', tin: '123456789012', area: 'Bangshal' },
    ]);
    const members = await rows<{ name: string; role: string; limit: string | null }>(sql`
      select u.name, m.role, m.order_limit_poisha::text as limit
      from company_members m join "user" u on u.id = m.user_id order by u.name`);
    expect(members).toEqual(
      [
        { name: SEED_BUYERS[0]!.name, role: 'owner', limit: null },
        { name: SEED_BUYERS[1]!.name, role: 'buyer', limit: '5000000' },
        { name: SEED_BUYERS[2]!.name, role: 'approver', limit: null },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('shares two delivery addresses among its members: its Chattogram shop and a Dhaka warehouse', async () => {
    const addresses = await rows<{ label: string; district: string; area: string; phone: string }>(sql`
      select a.label, a.district, a.area, a.phone_number as phone
      from company_addresses a join companies c on c.id = a.company_id
      where c.name = 'Akter Traders' order by a.created_at, a.label`);
    expect(addresses).toEqual([
      { label: 'Chattogram shop', district: 'Chattogram', area: 'Kotwali', phone: '+8801811223344' },
      {
        label: 'Dhaka warehouse',
        district: 'Dhaka',
        area: 'Tejgaon Industrial Area',
        phone: '+8801711223344',
      },
    ]);
  });

  it("has its buyer's two checkouts over his limit with PO numbers: one approved (pending), one waiting", async () => {
    const placed = await rows<{
      product: string;
      quantity: number;
      status: string;
      po: string;
      buyer: string;
      company: string;
      hold: boolean;
      total: string;
    }>(sql`
      select i.product_name as product, i.quantity, o.order_status as status, o.po_number as po,
        u.name as buyer, c.name as company, o.hold_expires_at is not null as hold, o.total_poisha::text as total
      from orders o join order_items i on i.order_id = o.id join "user" u on u.id = o.buyer_id
        join companies c on c.id = o.company_id
      where o.payment_method <> 'invoice'
      order by o.po_number`);
    expect(placed).toEqual([
      {
        product: 'Non-Stick Fry Pan 26cm',
        quantity: 96,
        status: 'pending',
        po: 'AT/PO/2026-117',
        buyer: SEED_BUYERS[1]!.name,
        company: 'Akter Traders',
        hold: false,
        total: expect.any(String),
      },
      {
        product: 'Rice Cooker 2.8L',
        quantity: 30,
        status: 'awaiting_approval',
        po: 'AT/PO/2026-118',
        buyer: SEED_BUYERS[1]!.name,
        company: 'Akter Traders',
        hold: true,
        total: expect.any(String),
      },
    ]);
    // Both are over the ৳50,000 limit: that is why each needed an approver.
    for (const order of placed) expect(Number(order.total)).toBeGreaterThan(5_000_000);
    // The approval is in the history, by the company's approver.
    const approvedBy = await rows<{ name: string }>(sql`
      select u.name from order_events e join orders o on o.id = e.order_id join "user" u on u.id = e.actor_id
      where o.po_number = 'AT/PO/2026-117' and e.status = 'pending' and e.actor_id is not null`);
    expect(approvedBy.map((r) => r.name)).toEqual([SEED_BUYERS[2]!.name]);
  });

  it('is verified, on ৳3,00,000 of credit, with an open invoice (Net 30) and an overdue one (Net 15)', async () => {
    const [credit] = await rows<{ limit: string; used: string; terms: number; verified: boolean }>(sql`
      select cc.limit_poisha::text as limit, cc.used_poisha::text as used, cc.terms_days as terms,
        c.verified_at is not null as verified
      from company_credit cc join companies c on c.id = cc.company_id`);
    const invoices = await rows<{
      po: string;
      amount: string;
      status: string;
      overdue: boolean;
      days: number;
      pay: string;
    }>(sql`
      select o.po_number as po, i.amount_poisha::text as amount, i.status, i.due_at < now() as overdue,
        round(extract(epoch from (i.due_at - i.issued_at)) / 86400)::int as days, o.payment_status as pay
      from credit_invoices i join orders o on o.checkout_id = i.checkout_id order by o.po_number`);
    expect(credit).toEqual({ limit: '30000000', used: expect.any(String), terms: 30, verified: true });
    expect(invoices.map(({ amount: _, ...i }) => i)).toEqual([
      { po: 'AT/PO/2026-104', status: 'open', overdue: true, days: 15, pay: 'paid' },
      { po: 'AT/PO/2026-121', status: 'open', overdue: false, days: 30, pay: 'paid' },
    ]);
    // What the company drew is the two invoices, and what the ledger says it owes.
    const owed = invoices.reduce((sum, i) => sum + Number(i.amount), 0);
    expect(Number(credit!.used)).toBe(owed);
    const [receivable] = await rows<{ sum: string }>(sql`
      select sum(amount_poisha)::text as sum from ledger_lines where account like 'credit_receivable:%'`);
    expect(Number(receivable!.sum)).toBe(owed);
  });
});
