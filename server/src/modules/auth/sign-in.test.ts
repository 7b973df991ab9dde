import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asBearer, asCookie, ORIGIN, sessionCookie, signUp } from '../../../test/auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

describe('registration and sessions', () => {
  it('registers with a photo, signs in with a cookie and with a bearer token, and signs out for real', async () => {
    const s = await signUp(t.app, { name: 'Rahima Akter', image: '/uploads/u/photo.webp' });
    expect(s.cookie).toMatch(/session_token=/);

    const byCookie = await me(asCookie(s));
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().user).toMatchObject({
      name: 'Rahima Akter',
      email: s.email,
      role: 'user',
      image: '/uploads/u/photo.webp',
    });
    expect((await me(asBearer(s))).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: asCookie(s) });
    expect(out.statusCode).toBe(200);
    // The server session is gone: the old cookie and the token no longer work.
    expect((await me(asCookie(s))).statusCode).toBe(401);
    expect((await me(asBearer(s))).statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Cookie Check', email: 'cookie.check@example.com', password: 'long enough pass' },
    });
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('ignores a role sent by the client: every registration is a plain user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Sneaky', email: 'sneaky@example.com', password: 'long enough pass', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect((await me({ cookie })).json().user.role).toBe('user');

    const compat = await t.app.inject({
      method: 'POST',
      url: '/api/adduser',
      headers: { origin: ORIGIN },
      payload: {
        name: 'Compat',
        email: 'compat@example.com',
        password: 'long enough pass',
        role: 'admin',
        profile: '/uploads/u/x.webp',
      },
    });
    expect(compat.json()).toEqual({ acknowledged: true, message: 'Account created' });
    expect((await me({ cookie: sessionCookie(compat.headers['set-cookie']) })).json().user).toMatchObject({
      role: 'user',
      email: 'compat@example.com',
    });
  });

  it('compares email case-insensitively and fails sign-in with one generic message', async () => {
    const s = await signUp(t.app, { email: 'Mixed.Case@Example.com' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 'mixed.case@example.COM', password: s.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-auth-token']).toBeTruthy();

    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: s.email, password: 'wrong password!' },
    });
    const noSuchUser = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 'nobody@example.com', password: 'wrong password!' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(noSuchUser.statusCode).toBe(401);
    // Alike but for each request's own id (X-Request-Id, in every error answer).
    const { requestId: _a, ...wrong } = wrongPassword.json();
    const { requestId: _b, ...unknown } = noSuchUser.json();
    expect(wrong).toEqual(unknown);
    expect(wrongPassword.json()).toMatchObject({ acknowledged: false, code: 'UNAUTHORIZED' });
  });

  it('refuses a duplicate email with 409 naming the email field', async () => {
    const s = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Again', email: s.email.toUpperCase(), password: 'long enough pass' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', fields: { email: expect.any(String) } });
  });

  it.each([
    [{ name: 'A', email: 'short@example.com', password: 'short' }, 'password'],
    [{ name: 'A', email: 'long@example.com', password: 'x'.repeat(129) }, 'password'],
    [{ name: 'A', email: 'not-an-email', password: 'long enough pass' }, 'email'],
    [{ email: 'noname@example.com', password: 'long enough pass' }, 'name'],
  ])('refuses bad registration input naming the field (%#)', async (payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });
});
