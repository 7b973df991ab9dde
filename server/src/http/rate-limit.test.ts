import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asCookie, ORIGIN, signUp } from '../../test/auth-helpers.js';
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

describe('who a write is counted against', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.close());

  const patchMe = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers,
      remoteAddress,
      payload: { name: 'Busy Trader' },
    });
  const random = () => randomBytes(12).toString('base64url');

  it('counts a signed-in caller by account: an extra Authorization header gets no fresh count', async () => {
    const s = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await patchMe({ ...asCookie(s), authorization: `Basic ${random()}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // The same account by bearer token, from another address, is the same caller.
    expect((await patchMe(asBearer(s), '10.9.8.7')).statusCode).toBe(429);
  });

  it('counts a credential that resolves to no one by address', async () => {
    const signOut = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        remoteAddress: '10.20.30.40',
        headers: { authorization, cookie: `better-auth.session_token=${random()}` },
        payload: {},
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signOut(`Bearer ${random()}`)).statusCode);
    expect(statuses.slice(3)).toEqual([429, 429]);
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

  it('shares the sign-up count across processes and between both ways to register', async () => {
    const c = await buildTestApp({ REDIS_URL, AUTH_RATE_LIMIT_MAX: '3' });
    const d = await buildTestApp({ REDIS_URL, AUTH_RATE_LIMIT_MAX: '3' });
    const from = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    try {
      const register = (t: TestApp, i: number) =>
        t.app.inject({
          method: 'POST',
          url: i % 2 ? '/api/adduser' : '/api/auth/sign-up/email',
          remoteAddress: from,
          headers: { origin: ORIGIN },
          payload: {
            name: 'Shared Count',
            email: `shared-${from}-${i}@example.com`,
            password: 'long enough pass',
          },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await register(i % 3 ? c : d, i)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await c.close();
      await d.close();
    }
  });
});
