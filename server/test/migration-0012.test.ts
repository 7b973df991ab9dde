import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { asCookie, signUpAdmin } from './auth-helpers.js';
import { emptyDatabase, migrateTo } from './migration-helpers.js';

// Migration 0012 on the shop as it was: the demo shop of commit dcdd517 (fixtures/demo-shop-0011.sql, dumped
// from that commit's seed on PostgreSQL) loaded into a database migrated up to 0011, then upgraded the way a
// running shop is — drizzle's migrator applying what its journal has beyond the last applied migration.

const FIXTURE = new URL('./fixtures/demo-shop-0011.sql', import.meta.url);

type OrderBefore = {
  id: string;
  buyer_id: string;
  product_id: string | null;
  product_name: string;
  product_image: string;
  product_sku: string;
  quantity: number;
  product_price_poisha: string;
  total_poisha: string;
  order_status: string;
  created_at: string;
};

let database: Database;
let url: string | undefined;
let drop: () => Promise<void>;
let rows: <T>(query: SQL) => Promise<T[]>;
let ordersBefore: OrderBefore[];
let stockBefore: { id: string; stock: number }[];
let dataDir: string;

beforeAll(async () => {
  ({ database, url, drop } = await emptyDatabase());
  rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  await migrateTo(database, url, 11);
  const fixture = await readFile(FIXTURE, 'utf8');
  for (const statement of fixture.split('--> statement-breakpoint'))
    await database.db.execute(sql.raw(statement));
  // Compared as text, so both drivers' numbers and dates read the same.
  const orderColumns =
    sql.raw(`id::text, buyer_id, product_id::text, product_name, product_image, product_sku,
    quantity, product_price_poisha::text, total_poisha::text, order_status, created_at::text`);
  ordersBefore = await rows<OrderBefore>(sql`select ${orderColumns} from orders order by id`);
  stockBefore = await rows(sql`select id::text, stock from products order by id`);
  await migrateTo(database, url, 12);
  dataDir = await mkdtemp(join(tmpdir(), 'bb-m12-'));
});

afterAll(async () => {
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('migration 0012 on the demo shop of the previous round', () => {
  it('starts from a real shop: a dozen single-product orders in every status', () => {
    expect(ordersBefore).toHaveLength(12);
    expect(new Set(ordersBefore.map((o) => o.order_status))).toEqual(
      new Set(['pending', 'processing', 'shipped', 'delivered', 'cancelled']),
    );
  });

  it('gives every order a checkout of its own with the same buyer, total and time', async () => {
    const joined = await rows<{
      id: string;
      checkout_id: string | null;
      buyer_matches: boolean;
      total_matches: boolean;
      time_matches: boolean;
    }>(sql`
      select o.id::text, c.id::text as checkout_id, c.buyer_id = o.buyer_id as buyer_matches,
             c.total_poisha = o.total_poisha as total_matches, c.created_at = o.created_at as time_matches
      from orders o left join checkouts c on c.id = o.checkout_id order by o.id`);
    expect(joined).toHaveLength(ordersBefore.length);
    for (const o of joined)
      expect(o).toMatchObject({ buyer_matches: true, total_matches: true, time_matches: true });
    expect(new Set(joined.map((o) => o.checkout_id)).size).toBe(ordersBefore.length);
    const [checkouts] = await rows<{ n: number }>(sql`select count(*)::int as n from checkouts`);
    expect(checkouts!.n).toBe(ordersBefore.length);
  });

  it('turns each order into exactly one line carrying its flat product fields', async () => {
    const items = await rows<{
      order_id: string;
      position: number;
      product_id: string | null;
      product_name: string;
      product_image: string;
      product_sku: string;
      quantity: number;
      unit_price_poisha: string;
      line_total_poisha: string;
    }>(sql`
      select order_id::text, position, product_id::text, product_name, product_image, product_sku, quantity,
             unit_price_poisha::text, line_total_poisha::text
      from order_items order by order_id`);
    expect(items).toHaveLength(ordersBefore.length);
    for (const [i, o] of ordersBefore.entries()) {
      expect(items[i]).toEqual({
        order_id: o.id,
        position: 0,
        product_id: o.product_id,
        product_name: o.product_name,
        product_image: o.product_image,
        product_sku: o.product_sku,
        quantity: o.quantity,
        unit_price_poisha: o.product_price_poisha,
        line_total_poisha: o.total_poisha,
      });
    }
  });

  it('leaves the orders, their totals and the stock as they were', async () => {
    const after = await rows<OrderBefore>(sql`
      select id::text, buyer_id, product_id::text, product_name, product_image, product_sku, quantity,
             product_price_poisha::text, total_poisha::text, order_status, created_at::text
      from orders order by id`);
    expect(after).toEqual(ordersBefore);
    expect(await rows(sql`select id::text, stock from products order by id`)).toEqual(stockBefore);
  });

  it('gives the old products and sellers the neutral new rules: packs of 1, no cap, no tiers, no minimum', async () => {
    const [products] = await rows<{ n: number; neutral: number }>(sql`
      select count(*)::int as n,
             count(*) filter (where order_increment = 1 and max_order_quantity is null
                              and price_tiers = '[]'::jsonb)::int as neutral
      from products`);
    expect(products).toEqual({ n: stockBefore.length, neutral: stockBefore.length });
    const [minimums] = await rows<{ n: number }>(
      sql`select count(*)::int as n from "user" where min_order_amount_poisha <> 0`,
    );
    expect(minimums!.n).toBe(0);
  });

  it('answers the old orders through the API with their one item, and cancels one with its stock back', async () => {
    // Whatever migrations came after 0012, so the app's schema is complete; then the app on this database.
    await runMigrations(database, url);
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), { database });
    try {
      await app.ready();
      const admin = asCookie(await signUpAdmin(app, database.db));
      for (const o of ordersBefore) {
        const res = await app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: admin });
        expect(res.statusCode).toBe(200);
        const { order } = res.json();
        expect(order).toMatchObject({ checkoutId: o.id, totalPrice: Number(o.total_poisha) / 100 });
        expect(order.items).toEqual([
          {
            productId: o.product_id,
            productName: o.product_name,
            productImage: o.product_image,
            productSku: o.product_sku,
            quantity: o.quantity,
            unitPrice: Number(o.product_price_poisha) / 100,
            lineTotal: Number(o.total_poisha) / 100,
            // Lines from before variants (migration 0034) are of no variant.
            variantId: null,
            variantOptions: null,
          },
        ]);
      }

      const pending = ordersBefore.find((o) => o.order_status === 'pending' && o.product_id)!;
      const stock = async () =>
        (await rows<{ stock: number }>(sql`select stock from products where id = ${pending.product_id}`))[0]!
          .stock;
      const before = await stock();
      const cancelled = await app.inject({
        method: 'POST',
        url: `/api/orders/${pending.id}/cancel`,
        headers: admin,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await stock()).toBe(before + pending.quantity);
    } finally {
      await app.close();
    }
  });
});
