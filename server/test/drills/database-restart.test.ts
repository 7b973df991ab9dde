import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilReady, type ServerProcess } from '../server-process.js';
import {
  privatePostgresUnavailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from './private-postgres.js';

// Drill: the database restarts while buyers keep ordering. The server must say 503 + Retry-After (never 500)
// while it cannot reach PostgreSQL, readiness must turn 503 and back to 200, no acknowledged order may be
// lost and the stock book must balance. PostgreSQL only: it runs once, on the PostgreSQL pass of the suite.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const unavailable = onPostgres ? await privatePostgresUnavailable() : 'a PostgreSQL drill (PGlite pass)';
if (unavailable) console.log(`drill database-restart skipped: ${unavailable}`);

const ADMIN = { email: 'drill-admin@example.com', password: 'drill admin password' };
const json = { 'content-type': 'application/json' };
const INITIAL_STOCK = 100_000;

describe.skipIf(Boolean(unavailable))('drill: PostgreSQL restarted under order load', () => {
  let db: PrivatePostgres;
  let server: ServerProcess;
  let base = '';
  let dataDir = '';

  beforeAll(async () => {
    db = await startPrivatePostgres();
    const port = await freePort();
    dataDir = await mkdtemp(join(tmpdir(), 'bb-drill-data-'));
    server = startServer({
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_MAX: '10000',
      WRITE_RATE_LIMIT_MAX: '100000',
      REDIS_URL: '',
    });
    base = `http://127.0.0.1:${port}`;
    await waitUntilReady(port, server);
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await db?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const signIn = async (email: string, password: string, signUp = false) => {
    const res = await fetch(`${base}/api/auth/${signUp ? 'sign-up' : 'sign-in'}/email`, {
      method: 'POST',
      headers: { ...json, origin: base },
      body: JSON.stringify({ name: 'Drill', email, password }),
    });
    expect(res.status).toBe(200);
    return res.headers.get('set-auth-token')!;
  };

  it('answers 503 with Retry-After while the database is down, loses no acknowledged order', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const auth = (t: string) => ({ ...json, authorization: `Bearer ${t}` });
    const added = await fetch(`${base}/api/addproduct`, {
      method: 'POST',
      headers: auth(admin),
      body: JSON.stringify({
        productName: 'Drill Lantern',
        image: '/uploads/seed/electronics-gadgets-3.webp',
        brand: 'B',
        category: 'electronics-gadgets',
        description: 'Ordered while the database restarts',
        price: 500,
        maxQuantity: INITIAL_STOCK,
        minQuantity: 1,
      }),
    });
    const productId = ((await added.json()) as { insertedId: string }).insertedId;
    const approved = await fetch(`${base}/api/admin/products/${productId}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(approved.status).toBe(200);
    const buyers = await Promise.all(
      [0, 1, 2, 3].map((i) => signIn(`drill-buyer${i}@example.com`, 'drill buyer password', true)),
    );

    const acknowledged: string[] = [];
    const statuses = new Map<string, number>();
    const missingRetryAfter: number[] = [];
    let running = true;
    const client = async (token: string) => {
      while (running) {
        let key: string;
        try {
          const res = await fetch(`${base}/api/addorder`, {
            method: 'POST',
            headers: auth(token),
            body: JSON.stringify({
              productId,
              quantity: 1,
              shippingAddress: 'House 5, Road 5, Gulshan, Dhaka',
              phoneNumber: '01812345678',
            }),
          });
          key = String(res.status);
          const body = (await res.json()) as { insertedId?: string };
          if (res.ok) acknowledged.push(body.insertedId!);
          if (res.status === 503 && !res.headers.get('retry-after')) missingRetryAfter.push(res.status);
          // A real client honours Retry-After; the drill only pauses briefly so it sees the database return.
          if (res.status === 503) await new Promise((r) => setTimeout(r, 100));
        } catch {
          key = 'no answer';
        }
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    };
    const readiness: number[] = [];
    const ready = async () => {
      // No answer at all means the server process is gone: say how it ended and what it printed last, so a
      // failure here names its cause (it happened once in CI on a loaded machine, and could not be read).
      const res = await fetch(`${base}/readyz`).catch((err: unknown) => {
        throw new Error(
          `the server did not answer /readyz (exit code ${server.child.exitCode}, signal ${server.child.signalCode}); its last output:\n${server.output().slice(-3000)}`,
          { cause: err },
        );
      });
      if (readiness.at(-1) !== res.status) readiness.push(res.status);
      return res.status;
    };

    const load = buyers.map(client);
    await expect.poll(() => acknowledged.length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(20);
    const beforeStop = acknowledged.length;
    expect(await ready()).toBe(200);
    await db.stop();
    const stoppedAt = Date.now();
    await expect.poll(ready, { timeout: 10_000, interval: 50 }).toBe(503);
    // Orders arrive against the stopped database for a moment: they must be refused as 503.
    await expect.poll(() => statuses.get('503') ?? 0, { timeout: 10_000, interval: 20 }).toBeGreaterThan(3);
    await db.start();
    await expect.poll(ready, { timeout: 20_000, interval: 50 }).toBe(200);
    const downFor = Date.now() - stoppedAt;
    const afterRestart = acknowledged.length;
    await expect
      .poll(() => acknowledged.length, { timeout: 20_000, interval: 20 })
      .toBeGreaterThan(afterRestart + 20);
    running = false;
    await Promise.all(load);

    console.log(
      `drill database-restart: down ${downFor} ms; answers ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `${acknowledged.length} acknowledged (${beforeStop} before the stop); readiness ${readiness.join(' → ')}`,
    );
    expect(readiness).toEqual([200, 503, 200]);
    expect([...statuses.keys()].sort()).toEqual(['200', '503']);
    expect(missingRetryAfter).toEqual([]);

    // Every acknowledged order is in the database, and stock + units ordered = the initial stock.
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    try {
      const found = await check.query<{ n: number }>(
        'select count(*)::int as n from orders where id = any($1::uuid[])',
        [acknowledged],
      );
      expect(found.rows[0]!.n).toBe(acknowledged.length);
      const book = await check.query<{ stock: number; sold: number }>(
        `select p.stock, coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
           where i.product_id = p.id and o.order_status <> 'cancelled'), 0)::int as sold
         from products p where p.id = $1`,
        [productId],
      );
      const { stock, sold } = book.rows[0]!;
      console.log(
        `drill database-restart: stock ${stock} + sold ${sold} = ${stock + sold} (initial ${INITIAL_STOCK})`,
      );
      expect(stock + sold).toBe(INITIAL_STOCK);
      expect(sold).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await check.end();
    }
  }, 90_000);
});
