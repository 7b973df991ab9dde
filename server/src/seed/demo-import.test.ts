import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/client.js';
import { SEED_SELLERS } from './catalog.js';
import { seedDemoData } from './seed.js';

// The demo's bulk import (issue 30 item 8): one finished file in the first seller's history, with a row error.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { info: () => {} });
}, 300_000);
afterAll(() => database.close());

describe('demo bulk import', () => {
  it("keeps a finished import with one row's error by column in both languages for the first seller", async () => {
    type Row = { name: string; status: string; report: { row: number; errors: { messageBn: string }[] }[] };
    const answer = await database.db.execute(sql`
      select u.name, i.status, i.report from listing_imports i join "user" u on u.id = i.seller_id`);
    const rows = (answer as unknown as { rows: Row[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: SEED_SELLERS[0]!.name, status: 'done' });
    expect(rows[0]!.report).toEqual([
      { row: 7, handle: 'polo-navy', errors: [expect.objectContaining({ column: 'price' })] },
    ]);
    expect(rows[0]!.report[0]!.errors[0]!.messageBn).toMatch(/[\u0980-\u09FF]/);
  });
});
