import { afterAll, describe, expect, it } from 'vitest';
import { backendEnv, processBackends } from './process-backend.js';
import { freePort, startServer, waitUntilReady, type ServerProcess } from './server-process.js';

// Kill the real server mid-load (SIGKILL, and separately SIGTERM), start it again on the same data, and check
// that every order a client saw acknowledged is there and that the stock books balance:
// initial stock = stock now + units in orders that are not cancelled.
const ADMIN = { email: 'crash-admin@example.com', password: 'crash admin password' };
const STOCK = 100_000;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function start(env: Record<string, string>): Promise<{ server: ServerProcess; base: string }> {
  const port = await freePort();
  const server = startServer({ ...env, PORT: String(port) });
  await waitUntilReady(port, server);
  return { server, base: `http://127.0.0.1:${port}` };
}

const json = { 'content-type': 'application/json' };
async function token(base: string, email: string, password: string, signUp: boolean): Promise<string> {
  const res = await fetch(`${base}/api/auth/${signUp ? 'sign-up' : 'sign-in'}/email`, {
    method: 'POST',
    headers: { ...json, origin: base },
    body: JSON.stringify({ name: email.split('@')[0], email, password }),
  });
  if (!res.ok) throw new Error(`${email}: ${res.status}`);
  return res.headers.get('set-auth-token')!;
}

/** Orders as fast as 8 buyers can until the server goes away; returns the ids it saw acknowledged. */
async function orderUntilDown(base: string, buyers: string[], productId: string): Promise<string[]> {
  const acknowledged: string[] = [];
  const body = JSON.stringify({
    productId,
    quantity: 3,
    shippingAddress: 'House 9, Road 9, Uttara, Dhaka',
    phoneNumber: '01712345678',
  });
  await Promise.all(
    buyers.map(async (t) => {
      for (;;) {
        try {
          const res = await fetch(`${base}/api/addorder`, {
            method: 'POST',
            headers: { ...json, authorization: `Bearer ${t}` },
            body,
          });
          const answer = (await res.json()) as { insertedId?: string };
          if (res.status === 200 && answer.insertedId) acknowledged.push(answer.insertedId);
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  return acknowledged;
}

async function audit(base: string, adminToken: string, productId: string, acknowledged: string[]) {
  const auth = { authorization: `Bearer ${adminToken}` };
  const ids = new Set<string>();
  let units = 0;
  for (let page = 1; ; page++) {
    const res = (await (
      await fetch(`${base}/api/admin/orders?limit=100&page=${page}`, { headers: auth })
    ).json()) as {
      orders: { _id: string; quantity: number; orderStatus: string }[];
      hasMore: boolean;
    };
    for (const o of res.orders) {
      ids.add(o._id);
      if (o.orderStatus !== 'cancelled') units += o.quantity;
    }
    if (!res.hasMore) break;
  }
  const product = (await (await fetch(`${base}/api/product/${productId}`)).json()) as { maxQuantity: number };
  return {
    missing: acknowledged.filter((id) => !ids.has(id)),
    stock: product.maxQuantity,
    units,
    orders: ids.size,
  };
}

describe.each(processBackends)('crash safety on %s', (kind) => {
  it.each(['SIGKILL', 'SIGTERM'] as const)(
    '%s mid-load loses no acknowledged order and keeps the stock books balanced',
    async (signal) => {
      const env = await backendEnv(kind, cleanups, {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      let { server, base } = await start(env);
      const adminToken = await token(base, ADMIN.email, ADMIN.password, false);
      const added = (await (
        await fetch(`${base}/api/addproduct`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({
            productName: 'Crash test rice',
            image: '/uploads/seed/home-kitchen-appliances-1.webp',
            brand: 'B',
            category: 'home-kitchen-appliances',
            description: 'Bags of rice',
            price: 55.5,
            maxQuantity: STOCK,
            minQuantity: 1,
          }),
        })
      ).json()) as { insertedId: string };
      await fetch(`${base}/api/admin/products/${added.insertedId}/approve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const buyers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          token(base, `buyer${i}.${signal}@example.com`, 'buyer password 1', true),
        ),
      );

      const load = orderUntilDown(base, buyers, added.insertedId);
      await new Promise((r) => setTimeout(r, 1500));
      server.child.kill(signal);
      const acknowledged = await load;
      const exit = await server.exited;
      if (signal === 'SIGTERM') expect(exit).toBe(0);

      ({ server, base } = await start(env));
      const adminAgain = await token(base, ADMIN.email, ADMIN.password, false);
      const result = await audit(base, adminAgain, added.insertedId, acknowledged);
      console.log(
        `${kind} ${signal}: ${acknowledged.length} acknowledged, ${result.orders} stored, ${result.missing.length} missing; ${STOCK} = ${result.stock} + ${result.units}`,
      );
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(result.missing).toEqual([]);
      expect(result.stock + result.units).toBe(STOCK);
      server.child.kill('SIGTERM');
      await server.exited;
    },
    180_000,
  );
});
