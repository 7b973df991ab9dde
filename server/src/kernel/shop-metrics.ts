import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * The shop's business counters, one set per process (a process serves one shop): the services count here,
 * GET /metrics (http/metrics.ts) shows them with the app's own request and database measures.
 */
export const shopRegistry = new Registry();

export const ordersPlaced = new Counter({
  name: 'bulkbazar_orders_placed_total',
  help: 'Orders placed (one checkout makes one order per seller); replays of an Idempotency-Key not counted',
  registers: [shopRegistry],
});

export const checkoutsRefused = new Counter({
  name: 'bulkbazar_checkouts_refused_total',
  help: 'Checkouts refused, by the error code of the answer (OUT_OF_STOCK, BELOW_MOQ, CART_EMPTY ...)',
  labelNames: ['reason'] as const,
  registers: [shopRegistry],
});

export const paymentVerdicts = new Counter({
  name: 'bulkbazar_payments_total',
  help: "Gateways' answers applied to payments, by gateway and the payment's result (rejected: not believed)",
  labelNames: ['gateway', 'result'] as const,
  registers: [shopRegistry],
});

let processMetricsStarted = false;

/** Node's own measures (event-loop lag, heap, GC, handles), started once per process and only when scraped. */
export function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: shopRegistry });
}
