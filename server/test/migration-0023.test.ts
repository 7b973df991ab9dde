import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { findLocation } from '../src/kernel/bd-locations/bd-locations.js';
import { emptyDatabase, migrateTo } from './migration-helpers.js';

// Migration 0023 (issue 28, item 22): the lists now spell Cumilla, Bogura, Barishal and Jashore; places saved
// under the old spellings must still be found in them after the upgrade.

let database: Database;
let url: string | undefined;
let drop: () => Promise<void>;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ({ database, url, drop } = await emptyDatabase());
  await migrateTo(database, url, 22);
  await database.db
    .execute(sql`insert into "user" (id, name, email, pickup_division, pickup_district, pickup_area)
    values ('seller-1', 'Seller', 's@example.com', 'Barisal', 'Barisal', 'Barisal Sadar'),
           ('buyer-1', 'Buyer', 'b@example.com', 'Dhaka', 'Dhaka', 'Dhanmondi')`);
  await database.db
    .execute(sql`insert into addresses (user_id, label, shipping_address, phone_number, division, district, area)
    values ('buyer-1', 'Depot', 'Kandirpar Road 4', '+8801712345678', 'Chattogram', 'Comilla', 'Comilla Sadar South'),
           ('buyer-1', 'Shop', 'Satmatha 2', '+8801712345678', 'Rajshahi', 'Bogra', 'Sherpur'),
           ('buyer-1', 'Home', 'Road 27', '+8801712345678', 'Dhaka', 'Dhaka', 'Dhanmondi')`);
  await runMigrations(database, url);
}, 120_000);

afterAll(async () => drop());

describe('migration 0023: official place names', () => {
  it('renames saved addresses and pickup places, which the lists then find', async () => {
    const saved = await rows<{ label: string; division: string; district: string; area: string }>(
      sql`select label, division, district, area from addresses order by label`,
    );
    expect(saved).toEqual([
      { label: 'Depot', division: 'Chattogram', district: 'Cumilla', area: 'Cumilla Sadar South' },
      { label: 'Home', division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
      { label: 'Shop', division: 'Rajshahi', district: 'Bogura', area: 'Sherpur' },
    ]);
    for (const place of saved) expect(findLocation(place), place.label).toBeDefined();
    const [pickup] = await rows<{ division: string; district: string; area: string }>(
      sql`select pickup_division as division, pickup_district as district, pickup_area as area from "user" where id = 'seller-1'`,
    );
    expect(pickup).toEqual({ division: 'Barishal', district: 'Barishal', area: 'Barishal Sadar' });
    expect(findLocation(pickup!)).toBeDefined();
  });
});
