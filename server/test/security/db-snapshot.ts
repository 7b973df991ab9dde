import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

const TABLES = [
  'user',
  'session',
  'account',
  'products',
  'orders',
  'order_events',
  'newsletter_subscribers',
  'site_content',
  'product_views',
];

/** A fingerprint of every business table (row count + md5 of the rows), to prove a refused write changed nothing. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const res = (await db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from "${table}" t`,
      ),
    )) as unknown as { rows: { f: string }[] };
    out[table] = res.rows[0]!.f;
  }
  return out;
}
