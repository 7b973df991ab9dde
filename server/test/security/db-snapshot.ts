import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

type Rows<T> = { rows: T[] };

/** Every table of the app's schema (tables added later are covered without editing this file). */
async function tables(db: Db): Promise<string[]> {
  const res = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  return res.rows.map((r) => r.name);
}

/** A fingerprint of every table (row count + md5 of the rows), to prove a refused write changed nothing. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const names = await tables(db);
  if (names.length === 0) throw new Error('snapshot: no tables found');
  const parts = names.map(
    (name) =>
      `select '${name.replaceAll("'", "''")}' as name, count(*)::text || ':' ||
         coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from "${name.replaceAll('"', '""')}" t`,
  );
  const res = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as Rows<{
    name: string;
    f: string;
  }>;
  return Object.fromEntries(res.rows.map((r) => [r.name, r.f]));
}
