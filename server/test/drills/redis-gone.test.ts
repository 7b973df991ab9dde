import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { freePort } from '../server-process.js';

// Drill: the shared rate-limit store (Redis) is gone. Decision 0028: the limits keep working, counted in the
// process (not fail-open: no limits at all; not fail-closed: the shop down with its cache), and nothing is a 5xx.
// The newsletter sign-up's own limit per caller and minute (newsletter.routes.ts).
const LIMIT = 20;

describe('drill: Redis gone while rate limits are shared through it', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: the connection is refused from the start, on every retry.
    t = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  }, 30_000);
  afterAll(() => t?.close());

  it('still limits writes, in this process, and answers no 5xx', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `redis-gone-${i}@example.com` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    console.log(
      `drill redis-gone: ${statuses.length} writes with Redis refusing, limit ${LIMIT} → ${statuses.join(' ')}`,
    );
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual(Array(5).fill(429));
  });
});
