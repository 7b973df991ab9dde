// `npm run seed:scale -- --count 100000`: adds that many products (and 50 sellers) to the database of the
// current configuration, for benchmarks. Set-based INSERT … SELECT over generate_series in batches, so the
// rows never travel through Node: a million take a few minutes on PostgreSQL.
//
// The data is shaped like a real catalog so that the planner faces realistic choices: product names are
// "<adjective> <material> <noun> <size>" with nouns that belong to their category and are skewed (the
// commonest noun is in ~3% of products, the rarest in ~0.3%), model codes that match a handful of rows,
// brands shared by ~2.5% of products, descriptions full of words every product has, log-spread prices
// (10 to 200,000 taka, many ties), ratings skewed to 4–5 (whole stars standing in for review means: the scale
// catalog has no review rows, only the sort key they would give), ~4% of listings not approved, and creation dates
// spread over three years in insertion order. Values come from hashes of the row number, so the same
// --count always gives the same catalog (except ids and the date it ends at).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { CATEGORIES } from '@bulkbazar/contract';
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { users } from '../db/schema.js';
import {
  ADJECTIVES,
  BRAND_SUFFIXES,
  BRANDS,
  CITIES,
  MATERIALS,
  NOUNS,
  SIZES,
} from './scale-catalog-words.js';

const SELLERS = 50;
const YEARS = 3;

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
/** A number in [0, 1) from a hash of the row number and a salt: reproducible, and uncorrelated across salts. */
const unit = (salt: number) => `((hashint8(g::bigint * 16 + ${salt}) & 2147483647)::float8 / 2147483648)`;
const r = (salt: number) => sql.raw(unit(salt));
/** 1-based index into an array of n, skewed toward the start by `power` (1 = uniform). */
const pick = (n: number, salt: number, power = 1) =>
  sql.raw(`(1 + floor(${n} * power(${unit(salt)}, ${power}))::int)`);

function batchInsert(from: number, to: number, count: number, sellerIds: string[], prefix: string): SQL {
  const nouns = sql.raw(
    `array[${NOUNS.map((list) => `array[${list.map((n) => `'${n}'`).join(',')}]`).join(',')}]::text[][]`,
  );
  const category = pick(CATEGORIES.length, 1, 1.3);
  const status = r(6);
  return sql`
    insert into products (sku, seller_id, product_name, image, extra_images, brand, category, price_poisha,
      rating, description, content, min_quantity, stock, status, rejection_reason, created_at, updated_at)
    select 'SC-' || ${prefix} || '-' || g, (${textArray(sellerIds)})[1 + g % ${sellerIds.length}],
      initcap((${textArray(ADJECTIVES)})[${pick(ADJECTIVES.length, 3)}]) || ' ' || material || ' ' || noun || ' '
        || (${textArray(SIZES)})[${pick(SIZES.length, 4)}],
      '/uploads/seed/' || slug || '-' || (g % 7) || '.webp', '{}',
      (${textArray(BRANDS)})[${pick(BRANDS.length, 5)}] || ' ' || (${textArray(BRAND_SUFFIXES)})[${pick(BRAND_SUFFIXES.length, 7, 1.5)}],
      slug,
      (floor(exp(ln(10) + ${r(8)} * (ln(200000) - ln(10)))) * 100 + case when ${r(9)} < 0.2 then 50 else 0 end)::bigint,
      ${pick(5, 10, 0.35)},
      'Wholesale ' || noun || ' made of ' || material || ', model ' || chr(97 + g % 26) || chr(97 + (g / 26) % 26)
        || (1000 + (g::bigint * 7919) % 9000) || '. Packed in cartons of ' || (array[6, 12, 24, 48, 100])[${pick(5, 11)}]
        || ', ships from ' || (${textArray(CITIES)})[${pick(CITIES.length, 12)}] || '.',
      '', (array[1, 5, 10, 12, 20, 24, 50, 100])[${pick(8, 13)}], 100 + floor(${r(14)} * 10000)::int,
      case when ${status} < 0.96 then 'approved' when ${status} < 0.985 then 'pending'
        when ${status} < 0.995 then 'rejected' else 'blocked' end,
      case when ${status} >= 0.985 and ${status} < 0.995 then 'Photos do not show the product' end,
      at, at
    from (
      select g, slug, material, noun,
        date_trunc('second', now() - ((${count}::int - g) * (interval '${sql.raw(String(YEARS))} years' / ${count}::int))
          - ${r(15)} * interval '1 hour') as at
      from (
        select g, (${textArray(CATEGORIES.map((c) => c.slug))})[c] as slug,
          (${textArray(MATERIALS)})[${pick(MATERIALS.length, 16, 1.5)}] as material,
          (${nouns})[c][${pick(24, 2, 2)}] as noun
        from (select g, ${category} as c from generate_series(${from}::int, ${to}::int) g) numbered
      ) words
    ) rows`;
}

async function main(): Promise<void> {
  if (NOUNS.length !== CATEGORIES.length || NOUNS.some((list) => list.length !== 24))
    throw new Error('NOUNS needs 24 nouns for each category');
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      batch: { type: 'string', default: '50000' },
    },
  });
  const count = Number(values.count);
  const batch = Number(values.batch);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000)
    throw new Error('--count must be a whole number from 1 to 5,000,000');
  if (!Number.isInteger(batch) || batch < 1) throw new Error('--batch must be a positive whole number');
  const database = await openDatabase(loadConfig());
  try {
    const run = randomUUID().slice(0, 8);
    const sellers = Array.from({ length: SELLERS }, (_, i) => ({
      id: randomUUID(),
      name: `Scale Seller ${i + 1}`,
      email: `scale-${run}-${i + 1}@example.com`,
    }));
    await database.db.insert(users).values(sellers);
    const started = Date.now();
    const sellerIds = sellers.map((s) => s.id);
    const probe = (await database.db.execute(sql`select 1 from products limit 1`)) as unknown as {
      rows: unknown[];
    };
    const empty = probe.rows.length === 0 && count >= 100_000;
    let indexSeconds = 0;
    // Into an empty table, a bulk load is faster without the secondary indexes, built once at the end
    // (the GIN text index above all: ~1.5× faster in all at 1M on PostgreSQL). One transaction, so a
    // failure leaves the indexes as they were. A table that has products keeps its indexes throughout.
    await database.db.transaction(async (tx) => {
      const indexes = empty
        ? (
            (await tx.execute(sql`
              select i.indexname as name, i.indexdef as definition from pg_indexes i
              where i.schemaname = current_schema() and i.tablename = 'products'
                and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)) as unknown as {
              rows: { name: string; definition: string }[];
            }
          ).rows
        : [];
      for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
      for (let from = 1; from <= count; from += batch) {
        const to = Math.min(count, from + batch - 1);
        await tx.execute(batchInsert(from, to, count, sellerIds, run));
        process.stdout.write(`\r${to.toLocaleString('en')} / ${count.toLocaleString('en')} products`);
      }
      const built = Date.now();
      if (indexes.length) process.stdout.write(`, building ${indexes.length} indexes`);
      // More sort memory for the builds on a server; PGlite's WebAssembly heap is better left at its default.
      if (indexes.length && database.kind === 'postgres')
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const { definition } of indexes) await tx.execute(sql.raw(definition));
      indexSeconds = (Date.now() - built) / 1000;
    });
    const inserted = Date.now();
    // What autovacuum would do a little later: statistics for the planner, the visibility map (so index-only
    // scans skip the table) and the GIN index's pending list merged, i.e. the catalog's steady state.
    await database.db.execute(sql`vacuum (analyze) products`);
    await database.db.execute(sql`analyze "user"`);
    console.log(
      `\nadded ${count.toLocaleString('en')} products in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        ` (insert ${((inserted - started) / 1000 - indexSeconds).toFixed(1)} s, indexes ${indexSeconds.toFixed(1)} s,` +
        ` vacuum + analyze ${((Date.now() - inserted) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await database.release();
  }
}

main().catch((err: unknown) => {
  // Drizzle wraps the database's error (with the whole statement) as the cause: show that first.
  const cause = err instanceof Error && err.cause instanceof Error ? `${err.cause.message}\n` : '';
  console.error(`${cause}${err instanceof Error ? err.message.slice(0, 2000) : String(err)}`);
  process.exit(1);
});
