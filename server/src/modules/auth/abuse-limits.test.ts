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
  // The shop's own password hashing, not the tests' cheaper one: the last test proves the stored form.
  t = await buildTestApp({ LOG_LEVEL: 'trace' }, stream, { productionPasswordHashing: true });
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

  it('limits password spraying: many emails from one address get 429 after twice the per-email limit', async () => {
    const from = '10.1.2.3';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: from,
        headers: { origin: ORIGIN },
        payload: { email: `sprayed-${i}@example.com`, password: 'Summer2026!' },
      });
      statuses.push(res.statusCode);
    }
    // AUTH_RATE_LIMIT_MAX is 10: 20 tries from one address a minute, whatever the emails.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // Another address is not held back.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.1.2.4',
      headers: { origin: ORIGIN },
      payload: { email: 'sprayed-0@example.com', password: 'Summer2026!' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('counts sign-up and /api/adduser together per address', async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: i % 2 ? '/api/adduser' : '/api/auth/sign-up/email',
        remoteAddress: '10.4.5.6',
        headers: { origin: ORIGIN },
        payload: { name: 'Many Accounts', email: `many-${i}@example.com`, password: 'long enough pass' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await register(i)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it('limits guesses of the current password per account, from any address', async () => {
    const s = await signUp(t.app);
    const change = (currentPassword: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/password',
        remoteAddress: `10.7.7.${i}`,
        headers: asCookie(s),
        payload: { currentPassword, newPassword: 'a brand new secret' },
      });
    for (let i = 0; i < 10; i++) expect((await change(`guess number ${i}`, i)).statusCode).toBe(400);
    const right = await change(s.password, 11);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
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
