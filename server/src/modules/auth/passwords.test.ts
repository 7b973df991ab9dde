import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asBearer, asCookie, ORIGIN, sessionCookie, signUp } from '../../../test/auth-helpers.js';
import { isCommonPassword } from '../../kernel/password-policy.js';

let t: TestApp;
beforeAll(async () => {
  // Many registrations from one test address: the sign-up limit is not what is tested here.
  t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });
const signIn = async (email: string, password: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookie(res.headers['set-cookie']), token: String(res.headers['set-auth-token']) };
};

const WEAK: [string, RegExp][] = [
  ['12345678', /most common passwords/],
  ['password', /most common passwords/],
  ['PassWord1', /most common passwords/],
  ['iloveyou', /most common passwords/],
  ['        ', /only spaces/],
  ['\t \n \t \n\u00a0', /only spaces/],
];

describe('weak passwords are refused, saying why, at the password field', () => {
  it('knows the common list (tens of thousands, any case) and lets ordinary passphrases through', () => {
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('SUNSHINE')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('wholesale-2026')).toBe(false);
  });

  it.each(WEAK)('sign-up refuses %j', async (password, why) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Weak', email: `weak-${Math.random()}@example.com`, password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { password: expect.stringMatching(why) },
    });
  });

  it.each(WEAK)('/api/adduser refuses %j', async (password, why) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/adduser',
      headers: { origin: ORIGIN },
      payload: { name: 'Weak', email: `weak-${Math.random()}@example.com`, password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toMatch(why);
  });

  it.each(WEAK)('changing the password refuses %j as the new one', async (newPassword, why) => {
    const s = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: asCookie(s),
      payload: { currentPassword: s.password, newPassword },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.newPassword).toMatch(why);
  });

  it('still signs in an account whose password predates the rule (the rule is for new ones)', async () => {
    const email = 'old.timer@example.com';
    await t.app.auth.api.signUpEmail({ body: { name: 'Old Timer', email, password: 'sunshine' } });
    await signIn(email, 'sunshine');
  });
});

describe('changing the password', () => {
  it('keeps this session signed in and ends every other one', async () => {
    const s = await signUp(t.app);
    const laptop = await signIn(s.email, s.password);
    const phone = await signIn(s.email, s.password);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: laptop.cookie, origin: ORIGIN },
      payload: { currentPassword: s.password, newPassword: 'a brand new secret' },
    });
    expect(change.json()).toEqual({ acknowledged: true, message: 'Password changed' });

    // This device: the same cookie (and its bearer token) still works.
    expect((await me({ cookie: laptop.cookie })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${laptop.token}` })).statusCode).toBe(200);
    // The others are signed out, by cookie and by token.
    expect((await me({ cookie: phone.cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${phone.token}` })).statusCode).toBe(401);
    expect((await me(asCookie(s))).statusCode).toBe(401);
    // Only the new password opens a new session.
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: s.email, password: s.password },
    });
    expect(old.statusCode).toBe(401);
    await signIn(s.email, 'a brand new secret');
  });

  it('keeps an API client on its bearer token', async () => {
    const s = await signUp(t.app);
    const other = await signIn(s.email, s.password);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: asBearer(s),
      payload: { currentPassword: s.password, newPassword: 'a brand new secret' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(asBearer(s))).statusCode).toBe(200);
    expect((await me({ cookie: other.cookie })).statusCode).toBe(401);
  });
});
