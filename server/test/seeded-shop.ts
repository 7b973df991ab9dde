import type { SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { seedDemoData } from '../src/seed/seed.js';
import { createTestDatabase } from './test-database.js';

export type SeededShop = {
  database: Database;
  /** Runs raw SQL; both drivers answer it with `{ rows }`. */
  rows: <T>(query: SQL) => Promise<T[]>;
};

/** A fresh test database with the demo shop seeded into it, for tests that read what the seed made. */
export async function createSeededShop(): Promise<SeededShop> {
  const database = await createTestDatabase();
  await seedDemoData(database.db, { info: () => {} });
  const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  return { database, rows };
}
