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
});
