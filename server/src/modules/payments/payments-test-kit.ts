import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { CheckoutPayment, Order } from '@bulkbazar/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { sessionCookie, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';
import { FAKE_GATEWAY_PATHS, loadConfig } from '../../config.js';
import { orderItems, orders, paymentEvents, payments, products, users } from '../../db/schema.js';
import { withStandInSecrets } from '../../stand-in-secrets.js';
import { createPostings } from '../ledger/postings.js';
import { createBkashClient } from './gateways/bkash-client.js';
import { createSslcommerzClient } from './gateways/sslcommerz-client.js';
import { decideBkash, decideSsl, followBkash, postForm } from './payer-test-kit.js';
import { createPaymentsRepo } from './payments.repo.js';
import { createPaymentsService } from './payments.service.js';

// The shop with PAYMENTS_FAKE=true, listening on a real loopback port that PUBLIC_URL names (the clients
// reach the stand-ins over HTTP at that address), driven with real fetch as a browser would: sign-up
// cookies, checkout, the stand-ins' payer pages, the gateways' returns (303s read, never followed).

/** A free loopback port: bound on 0, read, released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Parsed JSON as loose as inject's `res.json()` gives the other tests (they read what they assert). */
type Json = ReturnType<typeof JSON.parse>;
export type Reply<T = Json> = { status: number; body: T; location: string | null; text: string };
type Line = { productId: string; quantity: number };

/** Silent, but a test can see what the service logged. */
const quietLog = () => {
  const lines: string[] = [];
  const keep = (_o: object, msg: string) => void lines.push(msg);
  return { lines, info: keep, warn: keep, error: keep };
};

export async function startPaymentsShop(env: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fullEnv = {
    PAYMENTS_FAKE: 'true',
    PORT: String(port),
    PUBLIC_URL: base,
    AUTH_RATE_LIMIT_MAX: '10000',
    WRITE_RATE_LIMIT_MAX: '100000',
    // No sweep on a timer: a test that expires holds or retries refunds does it itself (ownService), so the
    // shop's own sweep never acts between two of its steps (it once retried a refund a test was checking).
    PAYMENT_SWEEP_MS: '0',
    ...env,
  };
  const t: TestApp = await buildTestApp(fullEnv);
  await t.app.listen({ host: '127.0.0.1', port });
  const db = t.database.db;
  // As the app runs: the stand-ins' credentials are the ones made for this database (stand-in-secrets.ts).
  const config = withStandInSecrets(
    loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir, ...fullEnv }),
    t.app.standInSecrets!,
  );

  /** One request as the shop's own page would send it (the session cookie, our Origin). */
  async function call<T = Json>(
    session: Session | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const res = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: base,
        ...(session ? { cookie: session.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HTML or CSV: kept as text.
    }
    return { status: res.status, body: parsed as T, location: res.headers.get('location'), text };
  }

  /** A new account through the real sign-up endpoint (its cookie is the session). */
  async function signUp(name = 'Test Trader'): Promise<Session> {
    const email = `payer-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'correct horse battery';
    const res = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ name, email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const json = (await res.json()) as { user: { id: string } };
    return {
      id: json.user.id,
      email,
      password,
      cookie: sessionCookie(res.headers.getSetCookie()),
      token: String(res.headers.get('set-auth-token')),
    };
  }

  async function signUpAdmin(): Promise<Session> {
    const s = await signUp('Admin');
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, s.id));
    return s;
  }

  /** A listing of a seller (a new one unless given): ৳`price` a unit, MOQ 10, stock 1,000 by default. */
  async function product(
    o: { price?: number; stock?: number; sellerId?: string; minQuantity?: number } = {},
  ) {
    const sellerId = o.sellerId ?? (await createUser(db)).id;
    return createProduct(db, {
      sellerId,
      price: o.price ?? 100,
      stock: o.stock ?? 1000,
      minQuantity: o.minQuantity ?? 10,
    });
  }

  const address = { shippingAddress: 'House 12, Road 5, Dhanmondi, Dhaka 1205', phoneNumber: '01712345678' };

  /** POST /api/checkout of `items` (a Buy now of those lines) with the payment method given. */
  const checkout = (buyer: Session, items: Line[], paymentMethod: string, extra: object = {}) =>
    call(buyer, 'POST', '/api/checkout', { ...address, items, paymentMethod, ...extra });

  /** A checkout that must be placed and start an online payment; answers its ids and the payer page. */
  async function placeOnline(buyer: Session, items: Line[], paymentMethod: string, extra: object = {}) {
    const res = await checkout(buyer, items, paymentMethod, extra);
    if (res.status !== 200 || !res.body.payment) {
      throw new Error(`checkout did not start a payment: ${res.status} ${res.text}`);
    }
    return {
      checkoutId: res.body.checkoutId as string,
      orderIds: (res.body.orders as { _id: string }[]).map((o) => o._id),
      orders: res.body.orders as Order[],
      payment: res.body.payment as CheckoutPayment,
    };
  }

  // ---- the stand-ins, as a payer's browser and a test's hand on their knobs meet them ----

  // The knobs answer administrators only (issue 28): one is made the first time a test turns them.
  let controller: Promise<Session> | undefined;
  const asController = () => (controller ??= signUpAdmin());
  const control = async (gateway: 'bkash' | 'sslcommerz', knobs: object) =>
    call(await asController(), 'POST', `${FAKE_GATEWAY_PATHS[gateway]}/control`, knobs);
  const counts = async (gateway: 'bkash' | 'sslcommerz') =>
    (await call(await asController(), 'GET', `${FAKE_GATEWAY_PATHS[gateway]}/control`)).body.counts as Record<
      string,
      number
    >;

  const ipnUrl = `${base}/api/payments/sslcommerz/ipn`;

  // ---- the books ----

  const stockOf = async (productId: string) =>
    (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;

  /** Units of a product in orders that stand (not cancelled). */
  const unitsSold = async (productId: string) =>
    (
      await db
        .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.productId, productId), sql`${orders.orderStatus} <> 'cancelled'`))
    )[0]!.n;

  const ordersOf = (checkoutId: string) =>
    db
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, checkoutId))
      .orderBy(asc(orders.createdAt), asc(orders.id));

  const paymentsOf = (checkoutId: string) =>
    db.select().from(payments).where(eq(payments.checkoutId, checkoutId));

  /** The ledger of a checkout, oldest first. */
  const eventsOf = (checkoutId: string) =>
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.checkoutId, checkoutId))
      .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));

  const typesOf = async (checkoutId: string) => (await eventsOf(checkoutId)).map((e) => e.type).sort();

  /** Moves a checkout's hold into the past, as the clock would. */
  const expireHold = async (checkoutId: string) => {
    const past = new Date(Date.now() - 60_000);
    await db
      .update(orders)
      .set({ holdExpiresAt: past })
      .where(and(eq(orders.checkoutId, checkoutId), inArray(orders.orderStatus, ['awaiting_payment'])));
  };

  /**
   * A second payments service over the same database and stand-ins, built the way composition.ts builds
   * the app's, but with clients of a short deadline (the execute-timeout path) and a log the test reads.
   */
  function ownService(o: { timeoutMs?: number } = {}) {
    const log = quietLog();
    const cfg = config.payments;
    const service = createPaymentsService({
      repo: createPaymentsRepo(db),
      gateways: {
        bkash: createBkashClient(cfg.bkash!, { timeoutMs: o.timeoutMs }),
        sslcommerz: createSslcommerzClient(cfg.sslcommerz!, { timeoutMs: o.timeoutMs }),
      },
      holdMinutes: cfg.holdMinutes,
      baseUrl: base,
      codAdvance: async () => ({ percent: 0, above: 0 }),
      catalog: { changed: () => {} },
      log,
      postings: createPostings(config.money),
    });
    return { service, log: log.lines };
  }

  return {
    t,
    db,
    base,
    config,
    call,
    signUp,
    signUpAdmin,
    product,
    checkout,
    placeOnline,
    control,
    counts,
    decideBkash,
    followBkash,
    decideSsl,
    postForm,
    ipnUrl,
    stockOf,
    unitsSold,
    ordersOf,
    paymentsOf,
    eventsOf,
    typesOf,
    expireHold,
    ownService,
    close: () => t.close(),
  };
}

export type PaymentsShop = Awaited<ReturnType<typeof startPaymentsShop>>;
