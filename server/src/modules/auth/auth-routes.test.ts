import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asBearer, asCookie, ORIGIN, signUp, signUpAdmin } from '../../../test/auth-helpers.js';
import { users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The auth library's routes the shop mounts under /api/auth; every other one answers 404. */
const MOUNTED = [
  'GET /api/auth/callback/google',
  'GET /api/auth/get-session',
  'GET /api/auth/providers',
  // Sign-in by SMS code (issue 32): send-otp is the shop's own, verify forwards to the phone-number plugin.
  'POST /api/auth/phone-number/send-otp',
  'POST /api/auth/phone-number/verify',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-in/social',
  'POST /api/auth/sign-out',
  'POST /api/auth/sign-up/email',
];

type LibraryEndpoint = { path?: string; options?: { method?: string | string[] } };
const libraryRoutes = () =>
  (Object.values(t.app.auth.api) as LibraryEndpoint[]).flatMap((endpoint) =>
    typeof endpoint.path === 'string'
      ? [endpoint.options?.method ?? []]
          .flat()
          .filter((m) => m !== '*')
          .map((method) => ({ method, path: `/api/auth${endpoint.path}` }))
      : [],
  );

describe('the auth library behind an allow-list', () => {
  it('registers exactly the allowed routes under /api/auth, each with an access rule', () => {
    const mounted = t.app.routeRules
      .filter((r) => r.url.startsWith('/api/auth/'))
      .flatMap((r) =>
        r.method
          .split(',')
          .filter((m) => m !== 'HEAD')
          .map((m) => `${m} ${r.url}`),
      )
      .sort();
    expect(mounted).toEqual(MOUNTED);
    expect(t.app.routeRules.filter((r) => r.url.startsWith('/api/auth/') && r.access !== 'public')).toEqual(
      [],
    );
  });

  it('answers 404 in the shared shape for every other route of the library, signed in or not', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const others = libraryRoutes().filter(
      ({ method, path }) => !MOUNTED.includes(`${method} ${path.replace(':id', 'google')}`),
    );
    // The library has some fifty; the reported side doors are among them.
    expect(others.length).toBeGreaterThan(30);
    for (const path of ['/update-user', '/change-password', '/admin/set-role', '/list-sessions']) {
      expect(others.map((o) => o.path)).toContain(`/api/auth${path}`);
    }
    for (const { method, path } of others) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: path.replace(/:(\w+)/g, 'x'),
        headers: asCookie(admin),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect({ route: `${method} ${path}`, status: res.statusCode }).toEqual({
        route: `${method} ${path}`,
        status: 404,
      });
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'NOT_FOUND' });
    }
    // A catch-all is gone too: no made-up path reaches the library.
    const made = await t.app.inject({ method: 'POST', url: '/api/auth/anything/else', payload: {} });
    expect(made.statusCode).toBe(404);
  });

  it('closes the reported side doors: no empty or huge name, no script image, no made-up role', async () => {
    const s = await signUp(t.app, { name: 'Honest Trader' });
    const admin = await signUpAdmin(t.app, t.database.db);
    const tries = [
      { url: '/api/auth/update-user', who: s, payload: { name: '' } },
      { url: '/api/auth/update-user', who: s, payload: { name: 'x'.repeat(900_000) } },
      { url: '/api/auth/update-user', who: s, payload: { image: 'javascript:alert(1)' } },
      { url: '/api/auth/admin/set-role', who: admin, payload: { userId: s.id, role: 'superuser' } },
      {
        url: '/api/auth/change-password',
        who: s,
        payload: { currentPassword: 'guess', newPassword: 'another guess 1' },
      },
    ];
    for (const { url, who, payload } of tries) {
      const res = await t.app.inject({ method: 'POST', url, headers: asCookie(who), payload });
      expect(res.statusCode, url).toBe(404);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.id));
    expect(row).toMatchObject({ name: 'Honest Trader', image: null, role: 'user' });
  });
});

describe('session tokens stay out of JSON', () => {
  const tokenIn = (body: string, token: string) => body.includes(token.split('.')[0]!);

  it('sign-up and sign-in give the bearer token in the set-auth-token header only', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Token Check', email: 'token.check@example.com', password: 'long enough pass' },
    });
    expect(up.statusCode).toBe(200);
    const upToken = String(up.headers['set-auth-token']);
    expect(upToken.length).toBeGreaterThan(20);
    expect(up.json()).not.toHaveProperty('token');
    expect(tokenIn(up.body, upToken)).toBe(false);
    expect(up.json().user).toMatchObject({ email: 'token.check@example.com', name: 'Token Check' });

    const inn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 'token.check@example.com', password: 'long enough pass' },
    });
    expect(inn.statusCode).toBe(200);
    const token = String(inn.headers['set-auth-token']);
    expect(token.length).toBeGreaterThan(20);
    expect(inn.json()).not.toHaveProperty('token');
    expect(tokenIn(inn.body, token)).toBe(false);
    // The header's token works for API clients.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('get-session answers the session without its token, by cookie and by bearer token', async () => {
    const s = await signUp(t.app);
    for (const headers of [{ cookie: s.cookie }, asBearer(s)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ session: { userId: s.id }, user: { id: s.id, email: s.email } });
      expect(res.json().session).not.toHaveProperty('token');
      expect(tokenIn(res.body, s.token)).toBe(false);
      expect(res.headers['set-auth-token']).toBeUndefined();
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
  });

  it('sign-out takes no input and ends the session', async () => {
    const s = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: asCookie(s),
      payload: { anything: 'ignored' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: asCookie(s) })).statusCode).toBe(
      401,
    );
  });
});
