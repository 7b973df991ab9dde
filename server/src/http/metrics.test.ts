import parsePrometheusTextFormat, { type PromFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Session } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProduct } from '../../test/factories.js';
import { placeOrder } from '../../test/place-order.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let buyer: Session;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    buyer = await signUp(t.app);
  });
  afterAll(() => t?.close());

  let lastText = '';
  const scrape = async (): Promise<PromFamily[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    lastText = res.body;
    return parsePrometheusTextFormat(res.body);
  };
  const family = (all: PromFamily[], name: string) => all.find((f) => f.name === name);
  /** The value of `name`'s sample whose labels include `labels` (0 when there is none yet). */
  const valueOf = (all: PromFamily[], name: string, labels: Record<string, string> = {}) => {
    const sample = family(all, name)?.metrics.find((m) =>
      Object.entries(labels).every(([k, v]) => m.labels?.[k] === v),
    );
    return Number(sample?.value ?? sample?.count ?? 0);
  };

  it('refuses a missing or wrong token with 401 in the shared error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('bulkbazar_');
    }
  });

  it('counts orders placed, checkouts refused by reason, and requests by route pattern and status', async () => {
    const product = await createProduct(t.database.db, { minQuantity: 1, stock: 10 });
    const before = await scrape();
    const firstText = lastText;
    const placed = await placeOrder(t.app, buyer, product.id, 3);
    expect(placed.statusCode, placed.body).toBe(200);
    const refused = await placeOrder(t.app, buyer, product.id, 50);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OUT_OF_STOCK');
    const detail = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    expect(detail.statusCode).toBe(200);

    const after = await scrape();
    const moved = (name: string, labels?: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('bulkbazar_orders_placed_total')).toBe(1);
    expect(moved('bulkbazar_checkouts_refused_total', { reason: 'OUT_OF_STOCK' })).toBe(1);
    const addOrder = { method: 'POST', route: '/api/addorder' };
    expect(moved('http_requests_total', { ...addOrder, status: '200' })).toBe(1);
    expect(moved('http_requests_total', { ...addOrder, status: '409' })).toBe(1);
    // The route's pattern, never the asked URL (one series per route, whatever ids are asked for).
    const routes = family(after, 'http_requests_total')!.metrics.map((m) => m.labels?.route);
    expect(routes).toContain('/api/product/:id');
    expect(routes.some((r) => r?.includes(product.id))).toBe(false);
    // The latency histogram: the parser reads its type but flattens labelled histograms (it keeps prom2json's
    // shape for unlabelled ones only), so the series' count is read from its own _count line.
    expect(family(after, 'http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const countOf = (text: string, status: string) =>
      Number(
        new RegExp(
          `^http_request_duration_seconds_count\\{method="POST",route="/api/addorder",status="${status}"\\} (\\d+)$`,
          'm',
        ).exec(text)?.[1] ?? 0,
      );
    expect(countOf(lastText, '200') - countOf(firstText, '200')).toBe(1);
    expect(countOf(lastText, '409') - countOf(firstText, '409')).toBe(1);
  });

  it("shows the outbox's backlog and oldest age, read at the scrape, and the event loop's lag", async () => {
    const product = await createProduct(t.database.db, { minQuantity: 1, stock: 10 });
    // The order tells its seller (an e-mail in the outbox; the mail worker is idle in tests).
    const placed = await placeOrder(t.app, buyer, product.id, 1);
    expect(placed.statusCode, placed.body).toBe(200);
    const all = await scrape();
    expect(valueOf(all, 'bulkbazar_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(valueOf(all, 'bulkbazar_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(family(all, 'nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE');
    const pool = family(all, 'bulkbazar_db_pool_connections');
    if (t.database.kind === 'postgres') {
      expect(valueOf(all, 'bulkbazar_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(pool?.metrics ?? []).toHaveLength(0);
    }
  });

  it('is not in the API document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).not.toContain('/metrics');
  });
});
