import pg from 'pg';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { placeOrder } from '../../../test/place-order.js';
import { checkouts, orders, products } from '../../db/schema.js';
import { checkoutWriterFor } from './checkout-batch.repo.js';

// Checkouts that arrive while one is being written go together in the next batch (checkout-batch.repo.ts).
describe('checkouts that arrive together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000' });
  });
  afterAll(() => t?.close());

  it('are written in batches on either database, each placed once', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    const product = await createProduct(t.database.db, { minQuantity: 1, stock: 100 });
    const dialect = new PgDialect();
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => placeOrder(t.app, buyers[i % 5]!, product.id, 1)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      // Each call of the checkout writer's function, alone or a batch: on PGlite too, twenty buyers at once
      // are not twenty writes (a queue of one placement in front of the batcher once made every batch one).
      const writes = execute.mock.calls
        .map(([query]) => dialect.sqlToQuery(query as SQL).sql)
        .filter((text) => /bulkbazar_write_checkouts?\(/.test(text));
      console.log(`20 checkouts at once: ${writes.length} write calls`);
      expect(writes.length).toBeGreaterThan(0);
      expect(writes.length).toBeLessThanOrEqual(5);
    } finally {
      execute.mockRestore();
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(80);
    expect(await t.database.db.select().from(orders).where(eq(orders.productId, product.id))).toHaveLength(
      20,
    );
  });
});

// PostgreSQL only: the test holds the product's row from a second connection so that the first checkout's
// write waits in the database while the others queue behind it — PGlite has one connection.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('checkouts written in one batch', () => {
  let t: TestApp;
  let buyers: Session[];
  beforeAll(async () => {
    t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000' });
    buyers = await Promise.all(Array.from({ length: 7 }, () => signUp(t.app)));
  });
  afterAll(() => t?.close());

  const place = (s: Session, productId: string, key?: string) => placeOrder(t.app, s, productId, 1, key);

  it('writes each checkout of a batch on its own: refused ones and a retried key leave the others placed', async () => {
    const hot = await createProduct(t.database.db, { minQuantity: 1, stock: 3 });
    const other = await createProduct(t.database.db, { minQuantity: 1, stock: 100 });
    const writer = checkoutWriterFor(t.database.db);

    // Another session holds the hot product's row: the first checkout's write waits for it in the database.
    const testDatabaseUrl = (t.database as { url?: string }).url;
    expect(testDatabaseUrl).toBeDefined();
    const holder = new pg.Client({ connectionString: testDatabaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from products where id = $1 for update', [hot.id]);
      const first = place(buyers[0]!, hot.id);
      await vi.waitFor(
        async () => {
          // Some session of this database waits for a lock: the first checkout's, on the held row.
          const { rows } = await holder.query(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
          );
          expect(rows[0].n).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      // Five more for the hot product (two can be had), and one buyer's checkout sent twice with one key.
      const rest = [1, 2, 3, 4, 5].map((i) => place(buyers[i]!, hot.id));
      const twice = [place(buyers[6]!, other.id, 'batch-key-1'), place(buyers[6]!, other.id, 'batch-key-1')];
      await vi.waitFor(() => expect(writer.queued()).toBe(7), { timeout: 10_000, interval: 10 });
      await holder.query('commit');

      const answers = await Promise.all([first, ...rest]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409))
        expect(refused.json().fields).toHaveProperty('quantity');
      const [a, b] = (await Promise.all(twice)) as [Awaited<(typeof twice)[0]>, Awaited<(typeof twice)[1]>];
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      expect(b.json()._id).toBe(a.json()._id);
    } finally {
      await holder.end();
    }

    const stock = async (id: string) =>
      (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.stock;
    expect(await stock(hot.id)).toBe(0);
    expect(await stock(other.id)).toBe(99);
    expect(await t.database.db.select().from(orders).where(eq(orders.productId, hot.id))).toHaveLength(3);
    expect(
      await t.database.db.select().from(checkouts).where(eq(checkouts.buyerId, buyers[6]!.id)),
    ).toHaveLength(1);
  });
});
