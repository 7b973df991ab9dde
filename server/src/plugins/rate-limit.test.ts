import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Redis(REDIS_URL, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
})
  .connect()
  .then(
    () => true,
    () => false,
  );

describe('write rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.close());

  it('limits every write route per caller, with Retry-After, and reads stay open', async () => {
    const s = await signUp(t.app);
    const patch = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: asCookie(s),
        payload: { name: 'Busy Trader' },
      });
    for (let i = 0; i < 3; i++) expect((await patch()).statusCode).toBe(200);
    const limited = await patch();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: asCookie(s) })).statusCode).toBe(
      200,
    );
    // Another caller has their own allowance.
    const other = await signUp(t.app);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/me',
          headers: asCookie(other),
          payload: { name: 'Calm' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe.skipIf(!redisUp)('rate limits shared through Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  // Redis is shared with other suites (and earlier runs): this run counts under an address of its own
  // instead of wiping keys another suite may be counting with.
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  beforeAll(async () => {
    a = await buildTestApp({ REDIS_URL });
    b = await buildTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts one address across two app processes', async () => {
    const subscribe = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: address,
        payload: { email: `reader${i}@example.com` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await subscribe(i % 2 ? a : b, i)).statusCode);
    // The newsletter allows 20 a minute per address: shared, the 21st is refused whichever process answers.
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });
});
