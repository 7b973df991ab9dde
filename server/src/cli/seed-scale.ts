// `npm run seed:scale -- --count 100000`: adds that many approved products (and a seller) to the database
// of the current configuration, for benchmarks. Set-based inserts in batches, so a million take minutes.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { CATEGORIES } from '@bulkbazar/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { users } from '../db/schema.js';

const WORDS = [
  'steel',
  'cotton',
  'charger',
  'kettle',
  'panjabi',
  'helmet',
  'paper',
  'soap',
  'drill',
  'fan',
  'lantern',
  'saree',
  'cable',
  'battery',
  'notebook',
];
const BATCH = 50_000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000)
    throw new Error('--count must be a whole number from 1 to 5,000,000');
  const database = await openDatabase(loadConfig());
  try {
    const sellerId = randomUUID();
    await database.db
      .insert(users)
      .values({ id: sellerId, name: 'Scale Seller', email: `scale-${sellerId.slice(0, 8)}@example.com` });
    const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
    const cats = sql.raw(`array[${CATEGORIES.map((c) => `'${c.slug}'`).join(',')}]`);
    const started = Date.now();
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await database.db.execute(sql`
        insert into products (sku, seller_id, product_name, image, extra_images, brand, category, price_poisha, description, min_quantity, stock, status, created_at, updated_at)
        select 'SC-' || ${sellerId.slice(0, 8)} || '-' || g, ${sellerId},
          initcap((${words})[1 + g % ${WORDS.length}]) || ' ' || (${words})[1 + (g / 7) % ${WORDS.length}] || ' ' || g,
          '/uploads/seed/' || (${cats})[1 + g % 7] || '-' || (g % 7) || '.webp', '{}',
          'Brand ' || (g % 300), (${cats})[1 + g % 7], 1000 + (g * 7919) % 5000000,
          'Wholesale ' || (${words})[1 + (g / 3) % ${WORDS.length}] || ' in cartons, lot ' || g, 1 + g % 50, 100 + g % 10000, 'approved',
          now() - (g || ' seconds')::interval, now()
        from generate_series(${from}::int, ${to}::int) g`);
      process.stdout.write(`\r${to.toLocaleString('en')} / ${count.toLocaleString('en')} products`);
    }
    await database.db.execute(sql`analyze products`);
    console.log(
      `\nadded ${count.toLocaleString('en')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.release();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
