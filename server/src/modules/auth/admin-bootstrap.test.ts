import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { loadConfig } from '../../config.js';
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from './admin-bootstrap.js';
import { createAuthRepo } from './auth.repo.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function capture() {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) } };
}
const signIn = (email: string, password: string) =>
  t!.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
const isAdmin = async (cookie: string) =>
  (await t!.app.inject({ method: 'GET', url: '/api/isadmin', headers: { cookie } })).json().isAdmin;

describe('first administrator', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, once, without logging the password', async () => {
    t = await buildTestApp();
    const config = loadConfig({
      ADMIN_EMAIL: 'owner@shop.example.com',
      ADMIN_PASSWORD: 'chosen by the owner',
    });
    const { lines, log } = capture();
    expect(await bootstrapAdmin(createAuthRepo(t.database.db), t.app.auth, config, log)).toBeTruthy();
    expect(await bootstrapAdmin(createAuthRepo(t.database.db), t.app.auth, config, log)).toBeUndefined();
    expect(lines.join('\n')).not.toContain('chosen by the owner');

    const res = await signIn('owner@shop.example.com', 'chosen by the owner');
    expect(res.statusCode).toBe(200);
    expect(await isAdmin(String(res.headers['set-cookie']).split(';')[0]!)).toBe(true);
  });

  it('otherwise gets a random one-time password, printed once, that works', async () => {
    t = await buildTestApp();
    const { lines, log } = capture();
    await bootstrapAdmin(createAuthRepo(t.database.db), t.app.auth, loadConfig({}), log);
    const password = /one-time password (\S+)/.exec(lines.join('\n'))?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(16);
    const res = await signIn(DEFAULT_ADMIN_EMAIL, password!);
    expect(res.statusCode).toBe(200);

    // Another database gets another password: there is no fixed default.
    const other = await buildTestApp();
    const second = capture();
    await bootstrapAdmin(createAuthRepo(other.database.db), other.app.auth, loadConfig({}), second.log);
    expect(/one-time password (\S+)/.exec(second.lines.join('\n'))?.[1]).not.toBe(password);
    await other.close();
  });
});
