import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asBearer, asCookie, signUp, signUpAdmin } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { Auth } from './auth.js';
import { SessionCache } from './session-cache.js';
import { createViewerResolver, presentedCredential } from './viewer-resolver.js';

const viewer = (id: string): Viewer => ({
  id,
  email: `${id}@example.com`,
  name: id,
  image: null,
  role: 'user',
});
const farFuture = new Date(Date.now() + 86_400_000);

describe('the session cache', () => {
  it('keeps an entry until its time, or the session’s end when that comes first', () => {
    let now = 1_000_000;
    const cache = new SessionCache(60_000, 100, () => now);
    cache.listen();
    cache.set('a', viewer('u1'), new Date(now + 120_000), cache.mark());
    cache.set('b', viewer('u2'), new Date(now + 10_000), cache.mark());
    expect(cache.get('a')?.id).toBe('u1');
    now += 10_000;
    expect(cache.get('b')).toBeUndefined(); // the session itself ended
    expect(cache.get('a')?.id).toBe('u1');
    now += 50_000;
    expect(cache.get('a')).toBeUndefined(); // the cache's own limit
  });

  it('drops every entry of a user at once, and does not store a lookup that began before a drop', () => {
    const cache = new SessionCache(60_000);
    cache.listen();
    cache.set('phone', viewer('u1'), farFuture, cache.mark());
    cache.set('laptop', viewer('u1'), farFuture, cache.mark());
    cache.set('other', viewer('u2'), farFuture, cache.mark());
    const mark = cache.mark(); // a lookup of u1 starts…
    cache.dropUser('u1'); // …u1 is blocked meanwhile…
    cache.set('tablet', viewer('u1'), farFuture, mark); // …and its (stale) answer arrives
    expect([cache.get('phone'), cache.get('laptop'), cache.get('tablet')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(cache.get('other')?.id).toBe('u2');
  });

  it('caches nothing while the change notifications cannot be heard, and forgets all on a loss', () => {
    const cache = new SessionCache(60_000);
    cache.set('a', viewer('u1'), farFuture, cache.mark());
    expect(cache.get('a')).toBeUndefined(); // not listening yet
    cache.listen();
    cache.set('a', viewer('u1'), farFuture, cache.mark());
    expect(cache.get('a')?.id).toBe('u1');
    cache.lost();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', viewer('u1'), farFuture, cache.mark());
    expect(cache.size).toBe(0);
  });

  it('stays within its size, dropping the oldest entries first', () => {
    const cache = new SessionCache(60_000, 3);
    cache.listen();
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, viewer(k), farFuture, cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')?.id).toBe('d');
  });
});

describe('the viewer resolver over the cache', () => {
  const fakeAuth = (banned = false) => {
    const getSession = vi.fn(async () => ({
      user: { id: 'u1', email: 'u1@example.com', name: 'U', image: null, role: 'user', banned },
      session: { expiresAt: farFuture },
    }));
    const auth = {
      $context: Promise.resolve({ authCookies: { sessionToken: { name: 'bb.session_token' } } }),
      api: { getSession },
    } as unknown as Auth;
    return { auth, getSession };
  };

  it('asks the auth library once per credential, and not at all without one', async () => {
    const { auth, getSession } = fakeAuth();
    const cache = new SessionCache(60_000);
    cache.listen();
    const resolve = createViewerResolver(auth, cache);
    expect(await resolve({ cookie: 'lang=bn; theme=dark' })).toBeNull();
    expect(getSession).not.toHaveBeenCalled();
    await resolve({ authorization: 'Bearer t1' });
    await resolve({ authorization: 'Bearer t1' });
    // Other cookies beside the session's do not make another credential.
    await resolve({ cookie: 'lang=en; bb.session_token=c1.sig' });
    await resolve({ cookie: 'bb.session_token=c1.sig; lang=bn' });
    expect(getSession).toHaveBeenCalledTimes(2);
    await resolve({ cookie: 'bb.session_token=c2.sig' });
    expect(getSession).toHaveBeenCalledTimes(3);
  });

  it('never keeps a blocked user', async () => {
    const { auth, getSession } = fakeAuth(true);
    const cache = new SessionCache(60_000);
    cache.listen();
    const resolve = createViewerResolver(auth, cache);
    expect(await resolve({ authorization: 'Bearer t1' })).toBeNull();
    expect(await resolve({ authorization: 'Bearer t1' })).toBeNull();
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('reads the bearer token and the named cookie only', () => {
    expect(presentedCredential({ authorization: 'Basic abc' }, 'x')).toBeUndefined();
    expect(presentedCredential({ cookie: 'xy=1; x=2' }, 'x')).toBe('\n2');
    expect(presentedCredential({ authorization: 'Bearer tok', cookie: 'x=2' }, 'x')).toBe('tok\n2');
  });
});

describe('sessions answered from memory, in a running shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

  it('shows a new name on the user’s other sessions at once', async () => {
    const s = await signUp(t.app, { name: 'Old Name' });
    expect((await me(asBearer(s))).json().user.name).toBe('Old Name');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: asCookie(s),
      payload: { name: 'New Name' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await me(asBearer(s))).json().user.name).toBe('New Name');
  });

  it('refuses a blocked user’s next request at once', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const s = await signUp(t.app, { name: 'Soon Blocked' });
    expect((await me(asBearer(s))).statusCode).toBe(200);
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${s.id}/block`,
      headers: asBearer(admin),
    });
    expect(blocked.statusCode).toBe(200);
    expect((await me(asBearer(s))).statusCode).toBe(401);
  });

  it('sees a change of staff roles (by SQL, "role" untouched) within a second', async () => {
    const s = await signUp(t.app, { name: 'Soon Moderator' });
    const queue = () => t.app.inject({ method: 'GET', url: '/api/admin/products', headers: asBearer(s) });
    expect((await queue()).statusCode).toBe(403);
    expect((await queue()).statusCode).toBe(403); // now from memory
    await t.database.db.execute(sql`update "user" set staff_roles = '{moderator}' where id = ${s.id}`);
    await expect.poll(async () => (await queue()).statusCode, { timeout: 1_000, interval: 20 }).toBe(200);
  });

  it('refuses a session deleted behind the shop’s back (by SQL) within a second', async () => {
    const s = await signUp(t.app, { name: 'Operator Removed' });
    expect((await me(asBearer(s))).statusCode).toBe(200);
    expect((await me(asBearer(s))).statusCode).toBe(200); // now from memory
    expect(t.app.sessionCache.enabled).toBe(true);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
    await t.database.db.execute(sql`delete from "session" where user_id = ${s.id}`);
    await expect
      .poll(async () => (await me(asBearer(s))).statusCode, { timeout: 1_000, interval: 20 })
      .toBe(401);
  });
});
