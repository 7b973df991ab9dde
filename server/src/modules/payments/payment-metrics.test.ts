import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from './payments-test-kit.js';

// GET /metrics counts the gateways' answers by gateway and result (issue 33): an approved and a cancelled
// SSLCommerz payment through the stand-in's payer page, read back with a Prometheus text-format parser.
const TOKEN = 'metrics-token-for-payments-0123';
let shop: PaymentsShop;
let buyer: Session;
beforeAll(async () => {
  shop = await startPaymentsShop({ METRICS_TOKEN: TOKEN });
  buyer = await shop.signUp('Metrics Buyer');
});
afterAll(() => shop.close());

const paymentsCounted = async () => {
  const res = await fetch(`${shop.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  const family = parsePrometheusTextFormat(await res.text()).find(
    (f) => f.name === 'bulkbazar_payments_total',
  );
  const count = (result: string) =>
    Number(
      family?.metrics.find((m) => m.labels?.gateway === 'sslcommerz' && m.labels?.result === result)?.value ??
        0,
    );
  return { completed: count('completed'), cancelled: count('cancelled') };
};

describe('payments in GET /metrics', () => {
  it('counts a completed and a cancelled SSLCommerz payment', async () => {
    const before = await paymentsCounted();
    for (const decision of ['approve', 'cancel'] as const) {
      const product = await shop.product({ price: 100, stock: 10 });
      const { payment } = await shop.placeOnline(
        buyer,
        [{ productId: product.id, quantity: 10 }],
        'sslcommerz',
      );
      await shop.decideSsl(payment.redirectUrl, decision);
    }
    const after = await paymentsCounted();
    // The IPN and the browser's return both answer for each payment: each payment is counted once.
    expect(after.completed - before.completed).toBe(1);
    expect(after.cancelled - before.cancelled).toBe(1);
  });
});
