import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilReady, type ServerProcess } from './server-process.js';

// Three app processes on one PostgreSQL, sharing nothing but the database: sessions, stock and catalog
// changes must hold across them. Runs when TEST_DATABASE_URL is set (CI).
const url = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'scale-admin@example.com', password: 'scale admin password' };
const json = { 'content-type': 'application/json' };
// Rate limits are shared through Redis (REDIS_URL); the machine's Redis when it answers.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
const redisUp = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();
// Per caller and minute: enough for 40 orders per buyer below, few enough to see the shared count.
const WRITE_LIMIT = 45;

describe.skipIf(!url)('three processes on one PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  const bases: string[] = [];
  const dbName = `bb_scale_${Date.now().toString(36)}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${dbName}`;
    // All three start together: migrations and first-start work must not trip over each other.
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    for (const port of ports) {
      servers.push(
        startServer({
          PORT: String(port),
          DATABASE_URL: dbUrl.toString(),
          DATA_DIR: `/tmp/bb-scale-${port}`,
          SEED_DEMO_DATA: 'false',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          AUTH_RATE_LIMIT_MAX: '10000',
          WRITE_RATE_LIMIT_MAX: String(WRITE_LIMIT),
          ...(redisUp ? { REDIS_URL } : {}),
        }),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(ports.map((port, i) => waitUntilReady(port, servers[i])));
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  const signIn = async (base: string, email: string, password: string, signUp = false) => {
    const res = await fetch(`${base}/api/auth/${signUp ? 'sign-up' : 'sign-in'}/email`, {
      method: 'POST',
      headers: { ...json, origin: base },
      body: JSON.stringify({ name: 'Scale', email, password }),
    });
    expect(res.status).toBe(200);
    return {
      token: res.headers.get('set-auth-token')!,
      cookie: res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  };

  it('a session made on one process works on the others', async () => {
    const s = await signIn(bases[0]!, 'traveller@example.com', 'traveller password', true);
    for (const base of bases) {
      expect((await fetch(`${base}/api/me`, { headers: { cookie: s.cookie } })).status).toBe(200);
      expect(
        (await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${s.token}` } })).status,
      ).toBe(200);
    }
  });

  it('a blocked user, a signed-out session and a role change reach every process within a second', async () => {
    const admin = await signIn(bases[0]!, ADMIN.email, ADMIN.password);
    const me = (base: string, s: { token: string }) =>
      fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${s.token}` } });
    // Every process answers with the session from memory within a second, within 1 s of any change.
    const statusesEverywhere = (s: { token: string }) =>
      Promise.all(bases.map(async (b) => (await me(b, s)).status));
    const within = async (
      what: string,
      s: { token: string },
      change: () => Promise<Response>,
      want: number[],
    ) => {
      expect(await statusesEverywhere(s)).toEqual([200, 200, 200]); // cached everywhere now
      expect(await statusesEverywhere(s)).toEqual([200, 200, 200]);
      const changed = Date.now();
      expect((await change()).status).toBe(200);
      await expect.poll(() => statusesEverywhere(s), { timeout: 1_000, interval: 25 }).toEqual(want);
      console.log(`scale-out: ${what} refused on all three after ${Date.now() - changed} ms`);
    };

    const blocked = await signIn(bases[0]!, 'blocked-later@example.com', 'blocked password 1', true);
    const blockedId = ((await (await me(bases[0]!, blocked)).json()) as { user: { _id: string } }).user._id;
    await within(
      'a blocked user',
      blocked,
      () =>
        fetch(`${bases[1]}/api/admin/users/${blockedId}/block`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${admin.token}` },
          body: '{}',
        }),
      [401, 401, 401],
    );

    const leaving = await signIn(bases[0]!, 'leaving@example.com', 'leaving password 1', true);
    await within(
      'a signed-out session',
      leaving,
      () =>
        fetch(`${bases[2]}/api/auth/sign-out`, {
          method: 'POST',
          headers: { ...json, origin: bases[2]!, authorization: `Bearer ${leaving.token}` },
          body: '{}',
        }),
      [401, 401, 401],
    );

    // A new admin's powers, and their withdrawal, show on every process too.
    const helper = await signIn(bases[0]!, 'helper@example.com', 'helper password 1', true);
    const helperId = ((await (await me(bases[0]!, helper)).json()) as { user: { _id: string } }).user._id;
    const users = (base: string) =>
      fetch(`${base}/api/users`, { headers: { authorization: `Bearer ${helper.token}` } }).then(
        (r) => r.status,
      );
    expect(await Promise.all(bases.map(users))).toEqual([403, 403, 403]);
    const setRole = (role: string) =>
      fetch(`${bases[0]}/api/admin/users/${helperId}/role`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ role }),
      });
    expect((await setRole('admin')).status).toBe(200);
    await expect
      .poll(() => Promise.all(bases.map(users)), { timeout: 1_000, interval: 25 })
      .toEqual([200, 200, 200]);
    expect((await setRole('user')).status).toBe(200);
    await expect
      .poll(() => Promise.all(bases.map(users)), { timeout: 1_000, interval: 25 })
      .toEqual([403, 403, 403]);
  });

  it('200 concurrent orders spread over three processes never oversell; catalog changes show everywhere', async () => {
    const admin = await signIn(bases[0]!, ADMIN.email, ADMIN.password);
    const auth = (t: string) => ({ ...json, authorization: `Bearer ${t}` });
    const added = await (
      await fetch(`${bases[0]}/api/addproduct`, {
        method: 'POST',
        headers: auth(admin.token),
        body: JSON.stringify({
          productName: 'Scarce Lantern',
          image: '/uploads/seed/electronics-gadgets-3.webp',
          brand: 'B',
          category: 'electronics-gadgets',
          description: 'Only fifty',
          price: 500,
          maxQuantity: 50,
          minQuantity: 1,
        }),
      })
    ).json();
    const id = (added as { insertedId: string }).insertedId;
    // Warm every process's catalog cache, then approve through process 1: all must show it.
    for (const base of bases) await fetch(`${base}/api/products?q=lantern`);
    const approvedAt = Date.now();
    await fetch(`${bases[1]}/api/admin/products/${id}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    await expect
      .poll(
        async () =>
          Promise.all(
            bases.map(
              async (b) =>
                ((await (await fetch(`${b}/api/products?q=lantern`)).json()) as { products: unknown[] })
                  .products.length,
            ),
          ),
        // LISTEN/NOTIFY carries the change: the other processes must show it within a second.
        { timeout: 1_000, interval: 50 },
      )
      .toEqual([1, 1, 1]);

    console.log(
      `scale-out: approval through process 2 visible on all three after ${Date.now() - approvedAt} ms`,
    );

    const buyers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        signIn(bases[i % 3]!, `buyer${i}@scale.example.com`, 'buyer password 1', true),
      ),
    );
    const body = JSON.stringify({
      productId: id,
      quantity: 1,
      shippingAddress: 'House 5, Road 5, Gulshan, Dhaka',
      phoneNumber: '01812345678',
    });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${bases[i % 3]}/api/addorder`, {
          method: 'POST',
          headers: auth(buyers[i % 5]!.token),
          body,
        }).then((r) => r.status),
      ),
    );
    const ok = results.filter((s) => s === 200).length;
    console.log(
      `scale-out: 200 orders over 3 processes → ${ok} placed, ${results.length - ok} refused (${[...new Set(results)].join(', ')})`,
    );
    expect(ok).toBe(50);
    expect(results.every((s) => s === 200 || s === 409)).toBe(true);

    // Stock 0 everywhere, and an edit through process 2 shows on all three.
    await fetch(`${bases[2]}/api/update/${id}`, {
      method: 'PATCH',
      headers: auth(admin.token),
      body: JSON.stringify({ maxQuantity: 12 }),
    });
    await expect
      .poll(
        async () =>
          Promise.all(
            bases.map(
              async (b) =>
                (
                  (await (await fetch(`${b}/api/products?q=lantern`)).json()) as {
                    products: { maxQuantity: number }[];
                  }
                ).products[0]?.maxQuantity,
            ),
          ),
        // LISTEN/NOTIFY carries the change: the other processes must show it within a second.
        { timeout: 1_000, interval: 50 },
      )
      .toEqual([12, 12, 12]);
  }, 120_000);

  it.skipIf(!redisUp)('rate limits count across the processes (shared through Redis)', async () => {
    const caller = await signIn(bases[0]!, `busy-${Date.now()}@scale.example.com`, 'busy password 1', true);
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMIT + 15; i++) {
      const res = await fetch(`${bases[i % 3]}/api/me`, {
        method: 'PATCH',
        headers: { ...json, authorization: `Bearer ${caller.token}` },
        body: JSON.stringify({ name: `Busy ${i}` }),
      });
      statuses.push(res.status);
    }
    const ok = statuses.filter((s) => s === 200).length;
    console.log(
      `scale-out: ${statuses.length} writes over 3 processes, limit ${WRITE_LIMIT} → ${ok} accepted`,
    );
    // Counted per process, each would have let all 60 through.
    expect(ok).toBe(WRITE_LIMIT);
    expect(statuses.slice(WRITE_LIMIT).every((s) => s === 429)).toBe(true);
  });
});
