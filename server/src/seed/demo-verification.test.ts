import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/client.js';
import { SEED_SELLERS } from './catalog.js';
import { seedDemoData } from './seed.js';

// The demo's verified businesses (issue 31 item 5): two sellers verified, one waiting in the queue.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { info: () => {} });
}, 300_000);
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo verified businesses', () => {
  it('verifies the first two sellers and leaves the last one waiting, with their documents', async () => {
    const verified = await rows<{ name: string }>(
      sql`select name from "user" where business_verified_at is not null order by name`,
    );
    expect(verified.map((r) => r.name)).toEqual([SEED_SELLERS[0]!.name, SEED_SELLERS[1]!.name].sort());
    const applications = await rows<{ name: string; status: string; documents: number }>(sql`
      select u.name, v.status, (select count(*)::int from verification_documents d where d.verification_id = v.id)
        as documents
      from business_verifications v join "user" u on u.id = v.applicant_id where v.company_id is null
      order by v.status, u.name`);
    expect(applications).toEqual([
      ...[SEED_SELLERS[0]!.name, SEED_SELLERS[1]!.name]
        .sort()
        .map((name) => ({ name, status: 'approved', documents: 2 })),
      { name: SEED_SELLERS[SEED_SELLERS.length - 1]!.name, status: 'pending', documents: 2 },
    ]);
    const audit = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'verification.approve' and target_type = 'user'`,
    );
    expect(audit[0]!.n).toBe(2);
    // The demo company was verified too (demo-credit.ts): its trade credit needs it.
    const company = await rows<{ status: string; documents: number }>(sql`
      select v.status, (select count(*)::int from verification_documents d where d.verification_id = v.id)
        as documents
      from business_verifications v where v.company_id is not null`);
    expect(company).toEqual([{ status: 'approved', documents: 1 }]);
  });
});
