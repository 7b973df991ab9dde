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
});
