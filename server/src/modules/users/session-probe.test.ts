import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asBearer, asCookie, signUp, signUpAdmin } from '../../../test/auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

// Issue 28 (item 22): the web asked GET /api/me on every page, and a signed-out visitor's browser logged its
// 401 as an error each time. Signed out is a normal answer to "who is signed in?", so the web asks the probe.
describe('GET /api/session: who is signed in, if anyone', () => {
  it('answers 200 with no user when signed out, where /api/me keeps its documented 401', async () => {
    const probe = await get('/api/session');
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({ user: null });
    expect((await get('/api/me')).statusCode).toBe(401);
  });

  it('answers the same user as /api/me when signed in, by cookie or by token', async () => {
    const s = await signUp(t.app, { name: 'Probe Trader' });
    const me = (await get('/api/me', asCookie(s))).json();
    expect(me.user).toMatchObject({ name: 'Probe Trader', email: s.email });
    for (const headers of [asCookie(s), asBearer(s)]) {
      const probe = await get('/api/session', headers);
      expect(probe.statusCode).toBe(200);
      expect(probe.json()).toEqual(me);
    }
  });

  it('answers no user for a session that was ended or a user who was blocked', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const blocked = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${blocked.id}/block`,
      headers: asCookie(admin),
    });
    expect((await get('/api/session', asCookie(blocked))).json()).toEqual({ user: null });

    const gone = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: asCookie(gone) });
    expect((await get('/api/session', asBearer(gone))).json()).toEqual({ user: null });
  });
});
