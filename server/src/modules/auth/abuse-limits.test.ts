import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asBearer, asCookie, ORIGIN, signUp } from '../../../test/auth-helpers.js';
import { accounts } from '../../db/schema.js';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => (log += chunk));
  t = await buildTestApp({ LOG_LEVEL: 'trace' }, stream);
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });

describe('abuse limits', () => {
  it('answers the 11th wrong password within a minute with 429, a clear message and Retry-After', async () => {
    const s = await signUp(t.app);
    for (let i = 0; i < 10; i++) expect((await signIn(s.email, `wrong password ${i}`)).statusCode).toBe(401);
    const eleventh = await signIn(s.email, 'wrong password 11');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      acknowledged: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/too many attempts/i),
    });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is on attempts, not on failures.
    expect((await signIn(s.email, s.password)).statusCode).toBe(429);
  });

  it('refuses a cross-origin state-changing request that carries the session cookie', async () => {
    const s = await signUp(t.app);
    const evil = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: s.cookie, origin: 'https://evil.example' },
      payload: { name: 'Hacked' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ code: 'FORBIDDEN' });
    const crossSite = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: s.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { name: 'Hacked' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: s.cookie } })).json().user.name,
    ).toBe('Test Trader');

    // From our own origin it works, and so does a bearer token from anywhere (no ambient credential).
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/me',
          headers: asCookie(s),
          payload: { name: 'Mine' },
        })
      ).statusCode,
    ).toBe(200);
    const bearer = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...asBearer(s), origin: 'https://tool.example' },
      payload: { name: 'By token' },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('refuses bodies above the size cap with 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ acknowledged: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('stores passwords as scrypt hashes and never logs or returns a password or hash', async () => {
    const password = 'very-secret-passphrase-42';
    const s = await signUp(t.app, { password });
    await signIn(s.email, password);
    await signIn(s.email, `${password}-wrong`);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, s.id));
    expect(account!.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(account!.password).not.toContain(password);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: asCookie(s) });
    expect(me.body).not.toContain(account!.password!);
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(password);
    expect(log).not.toContain(account!.password!.split(':')[1]!);
  });
});
