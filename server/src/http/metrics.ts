import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../kernel/app-error.js';
import { shopRegistry, startProcessMetrics } from '../kernel/shop-metrics.js';

/** What is read at scrape time (app.ts passes the database's readers in: http/ knows no database). */
export type MetricsSources = {
  /** E-mails waiting in the notification outbox, and how long the oldest has waited. */
  outbox(): Promise<{ backlog: number; oldestAgeSeconds: number }>;
  /** The PostgreSQL pool's connections (PGlite has one connection and no pool: undefined). */
  pool(): { total: number; idle: number; waiting: number } | undefined;
};

// Seconds; a checkout on a loaded machine takes tens of milliseconds, a PDF or an export up to seconds.
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares in constant time (hashes first, so the lengths never differ and leak nothing either). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * GET /metrics in Prometheus' text format, behind `Authorization: Bearer <METRICS_TOKEN>`. Without a token
 * nothing is registered at all: no route (404) and no per-request measuring.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined, sources: MetricsSources) {
  if (!token) return;
  startProcessMetrics();
  const own = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern (unmatched: no route) and status',
    labelNames,
    registers: [own],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status',
    labelNames,
    buckets: BUCKETS,
    registers: [own],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (/api/products/:id), never the raw URL: one series per route, whatever is asked.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const outboxBacklog = new Gauge({
    name: 'bulkbazar_outbox_backlog',
    help: 'E-mails waiting in the notification outbox',
    registers: [own],
  });
  const outboxAge = new Gauge({
    name: 'bulkbazar_outbox_oldest_age_seconds',
    help: 'How long the oldest e-mail waiting in the outbox has waited (0: none waiting)',
    registers: [own],
  });
  const pool = new Gauge({
    name: 'bulkbazar_db_pool_connections',
    help: "The PostgreSQL pool's connections: total open, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [own],
  });
  // Read once per scrape, not on a timer: an idle scraper costs the database nothing.
  const readAtScrape = async () => {
    const outbox = await sources.outbox();
    outboxBacklog.set(outbox.backlog);
    outboxAge.set(outbox.oldestAgeSeconds);
    const p = sources.pool();
    if (p) for (const state of ['total', 'idle', 'waiting'] as const) pool.set({ state }, p[state]);
  };

  app.get(
    '/metrics',
    // The token is this route's guard (a scraper has no session); not part of the shop's API document.
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!bearerMatches(request, token))
        throw new AppError('UNAUTHORIZED', 'A valid metrics token is required');
      await readAtScrape();
      const all = Registry.merge([shopRegistry, own]);
      return reply.type(all.contentType).send(await all.metrics());
    },
  );
}
