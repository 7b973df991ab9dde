import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, verifications } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asBearer, asCookie, ORIGIN, signUp } from '../../../test/auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  // A higher limit than the default, so one file can ask several times; the limit has its own test below.
  t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '6' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload, remoteAddress: ip });
const ask = (email: string, ip?: string) => post('/api/auth/request-password-reset', { email }, ip);
const reset = (token: string, newPassword: string, ip?: string) =>
  post('/api/auth/reset-password', { token, newPassword }, ip);
const signIn = (email: string, password: string) =>
  post('/api/auth/sign-in/email', { email, password }, '10.9.9.9');
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

/** The reset links written for a user, newest last, as the e-mail will carry them. */
async function resetLinks(userId: string): Promise<URL[]> {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  return rows.filter((r) => r.kind === 'password_reset').map((r) => new URL(String(r.data.url)));
}

describe('password reset', () => {
  it('answers an unknown address exactly as a known one, and writes a link only for the account', async () => {
    const s = await signUp(t.app, { name: 'Nasrin Sultana' });
    const known = await ask(s.email, '10.0.1.1');
    const unknown = await ask('nobody.here@example.com', '10.0.1.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const links = await resetLinks(s.id);
    expect(links).toHaveLength(1);
    expect(links[0]!.pathname).toBe('/reset-password');
    expect(links[0]!.searchParams.get('token')).toMatch(/^\w{20,}$/);
    const all = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'password_reset'));
    expect(all.map((n) => n.userId)).toEqual([s.id]);
  });

  it('sets the new password once, ends every session (cookie and bearer), and the old password stops working', async () => {
    const s = await signUp(t.app, { name: 'Kamal Hossain' });
    expect((await me(asCookie(s))).statusCode).toBe(200);
    await ask(s.email, '10.0.2.1');
    const token = (await resetLinks(s.id))[0]!.searchParams.get('token')!;

    const done = await reset(token, 'a brand new secret', '10.0.2.2');
    expect(done.statusCode).toBe(200);
    expect((await me(asCookie(s))).statusCode).toBe(401);
    expect((await me(asBearer(s))).statusCode).toBe(401);
    expect((await signIn(s.email, s.password)).statusCode).toBe(401);
    expect((await signIn(s.email, 'a brand new secret')).statusCode).toBe(200);

    const again = await reset(token, 'yet another secret', '10.0.2.3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { token: expect.any(String) } });
    expect((await signIn(s.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes and an unknown token, naming the token', async () => {
    const s = await signUp(t.app, { name: 'Rafiq Islam' });
    await ask(s.email, '10.0.3.1');
    const token = (await resetLinks(s.id))[0]!.searchParams.get('token')!;
    // The link was asked for 31 minutes ago: move its expiry rather than wait.
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    const late = await reset(token, 'a brand new secret', '10.0.3.2');
    expect(late.statusCode).toBe(400);
    expect(late.json().fields.token).toMatch(/expired/);
    expect((await signIn(s.email, s.password)).statusCode).toBe(200);

    const made = await reset('madeUpTokenThatNeverExisted', 'a brand new secret', '10.0.3.3');
    expect(made.statusCode).toBe(400);
    expect(made.json().fields).toHaveProperty('token');
  });

  it('keeps the link 30 minutes', async () => {
    const s = await signUp(t.app, { name: 'Shirin Akter' });
    const before = Date.now();
    await ask(s.email, '10.0.4.1');
    const token = (await resetLinks(s.id))[0]!.searchParams.get('token')!;
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const minutes = (row!.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
  });

  it('names the field of bad input and changes nothing', async () => {
    const bad = await ask('not an address', '10.0.5.1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('email');
    const short = await reset('sometoken', 'short', '10.0.5.2');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('newPassword');
    const common = await reset('sometoken', 'password123', '10.0.5.3');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toHaveProperty('newPassword');
    const noToken = await post('/api/auth/reset-password', { newPassword: 'a brand new secret' }, '10.0.5.4');
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().fields).toHaveProperty('token');
  });

  it('limits asking, per address and per e-mail, with Retry-After', async () => {
    const s = await signUp(t.app, { name: 'Jamal Uddin' });
    const before = (await resetLinks(s.id)).length;
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await ask(s.email, `10.0.6.${i + 1}`));
    // Six a minute for one e-mail address, whichever address the requests come from.
    expect(answers.slice(0, 6).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[6]!.statusCode).toBe(429);
    expect(answers[6]!.headers['retry-after']).toBeDefined();
    expect(answers[6]!.json().code).toBe('RATE_LIMITED');
    expect((await resetLinks(s.id)).length - before).toBe(6);

    const fromOne = [];
    for (let i = 0; i < 7; i++) fromOne.push(await ask(`someone${i}@example.com`, '10.0.7.1'));
    expect(fromOne[6]!.statusCode).toBe(429);
  });
});
