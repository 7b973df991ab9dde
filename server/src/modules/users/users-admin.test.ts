import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asBearer, asCookie, ORIGIN, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { recordCatalogEvents } from '../../../test/record-catalog-events.js';
import { users } from '../../db/schema.js';
import { createUsersRepo } from './users.repo.js';
import { createUsersService } from './users.service.js';

let t: TestApp;
let admin: Session;
let user: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
  user = await signUp(t.app, { name: 'Tanvir Hasan' });
});
afterAll(() => t.close());

describe('users and roles', () => {
  it('GET /api/users: 401 anonymous, 403 for a user, 200 for an admin (paginated, searchable)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: asCookie(user) })).statusCode,
    ).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/users?q=tanvir', headers: asBearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      page: 1,
      hasMore: false,
      users: [{ name: 'Tanvir Hasan', role: 'user', banned: false }],
    });
    expect(res.body).not.toMatch(/password|token/i);
  });

  it('GET /api/isadmin answers about the caller; only an admin may ask about others', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/isadmin' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/isadmin?email=${user.email}`,
          headers: asCookie(user),
        })
      ).json(),
    ).toEqual({ isAdmin: false });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/isadmin?email=${admin.email}`,
          headers: asCookie(user),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/isadmin', headers: asCookie(admin) })).json(),
    ).toEqual({ isAdmin: true });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/isadmin?email=${user.email}`,
          headers: asCookie(admin),
        })
      ).json(),
    ).toEqual({ isAdmin: false });
  });

  it('an admin promotes and demotes, but cannot demote or block themselves', async () => {
    const other = await signUp(t.app);
    const promote = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${other.id}/role`,
      headers: asCookie(admin),
      payload: { role: 'admin' },
    });
    expect(promote.json().user.role).toBe('admin');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/isadmin', headers: asCookie(other) })).json(),
    ).toEqual({ isAdmin: true });
    // The last administrator cannot give the role up (409); with another one left, they could.
    const demote = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${other.id}/role`,
      headers: asCookie(admin),
      payload: { roles: [] },
    });
    expect(demote.json().user).toMatchObject({ role: 'user', roles: [] });
    const alone = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${admin.id}/role`,
      headers: asCookie(admin),
      payload: { role: 'user' },
    });
    expect(alone.statusCode, alone.body).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${admin.id}/block`,
          headers: asCookie(admin),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${other.id}/role`,
          headers: asCookie(user),
          payload: { role: 'user' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/nope/role`,
          headers: asCookie(admin),
          payload: { role: 'user' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${other.id}/role`,
          headers: asCookie(admin),
          payload: { role: 'superuser' },
        })
      ).json().fields,
    ).toHaveProperty('role');
  });

  it('staff roles: set as a list, listed by /api/me, checked, and the old { role } body still works', async () => {
    const staff = await signUp(t.app);
    const set = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${staff.id}/role`,
        headers: asCookie(admin),
        payload: payload as object,
      });
    const both = await set({ roles: ['support', 'moderator'] });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().user).toMatchObject({ role: 'user', roles: ['moderator', 'support'] });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: asCookie(staff) });
    expect(me.json().user.roles).toEqual(['moderator', 'support']);
    // A moderator opens the listings queue but not the users' roles.
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: asCookie(staff) });
    expect(queue.statusCode).toBe(200);
    // The older body adds the admin role to those held, and takes only it away.
    expect((await set({ role: 'admin' })).json().user).toMatchObject({
      role: 'admin',
      roles: ['admin', 'moderator', 'support'],
    });
    expect((await set({ role: 'user' })).json().user.roles).toEqual(['moderator', 'support']);
    expect((await set({ roles: [] })).json().user).toMatchObject({ role: 'user', roles: [] });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: asCookie(staff),
    });
    expect(refused.statusCode).toBe(403);
    // Unknown or repeated roles, or neither field, are refused naming the field.
    expect((await set({ roles: ['owner'] })).json().fields).toHaveProperty(['roles.0']);
    expect((await set({ roles: ['finance', 'finance'] })).json().fields).toHaveProperty('roles');
    expect((await set({})).json().fields).toHaveProperty('roles');
  });

  it('a blocked user is signed out at once and cannot sign in; unblocking lets them back', async () => {
    const victim = await signUp(t.app);
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.id}/block`,
      headers: asCookie(admin),
    });
    expect(block.json().user.banned).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: asCookie(victim) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: asBearer(victim) })).statusCode,
    ).toBe(401);

    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN },
        payload: { email: victim.email, password: victim.password },
      });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/blocked/i) });

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.id}/unblock`,
      headers: asCookie(admin),
    });
    expect((await signIn()).statusCode).toBe(200);
  });
});

describe('my profile', () => {
  it('updates name and photo for real and validates them', async () => {
    const s = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: asCookie(s),
      payload: { name: 'Nusrat Jahan', image: '/uploads/u/new.webp' },
    });
    expect(res.json().user).toMatchObject({ name: 'Nusrat Jahan', image: '/uploads/u/new.webp' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: asCookie(s) })).json().user.name,
    ).toBe('Nusrat Jahan');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: asCookie(s),
      payload: { image: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('image');
  });

  it('stores a seller’s minimum order amount (taka, 2 decimals, 0 to 1 crore) and validates it', async () => {
    const s = await signUp(t.app);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/me', headers: asCookie(s), payload });
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: asCookie(s) })).json().user;
    expect((await me()).minOrderAmount).toBe(0);
    const res = await patch({ minOrderAmount: 2500.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ minOrderAmount: 2500.5, name: 'Test Trader' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.id));
    expect(row!.minOrderAmountPoisha).toBe(250_050);
    for (const bad of [-1, 1.234, 10_000_001, '500']) {
      const refused = await patch({ minOrderAmount: bad });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().fields).toHaveProperty('minOrderAmount');
    }
    expect((await patch({ minOrderAmount: 0 })).json().user.minOrderAmount).toBe(0);
    expect((await patch({ minOrderAmount: 10_000_000 })).json().user.minOrderAmount).toBe(10_000_000);
    expect((await me()).minOrderAmount).toBe(10_000_000);
  });

  it('tells the catalog of a name or photo change, not of a minimum order amount (no card shows it)', async () => {
    const catalog = recordCatalogEvents();
    const service = createUsersService(createUsersRepo(t.database.db), catalog);
    const s = await signUp(t.app);
    const viewer = { id: s.id, email: s.email, name: 'Test Trader', image: null, role: 'user' as const };
    expect((await service.updateMe(viewer, { minOrderAmount: 100 })).minOrderAmount).toBe(100);
    expect(catalog.take()).toEqual([]);
    await service.updateMe(viewer, { name: 'Renamed Trader', minOrderAmount: 200 });
    expect(catalog.take()).toEqual(['seller-profile-updated']);
  });

  it('changes the password only with the right current one', async () => {
    const s = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: asCookie(s),
      payload: { currentPassword: 'not it at all', newPassword: 'a brand new secret' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('currentPassword');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: asCookie(s),
      payload: { currentPassword: s.password, newPassword: 'a brand new secret' },
    });
    expect(ok.json()).toEqual({ acknowledged: true, message: 'Password changed' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: s.email, password: 'a brand new secret' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
