import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { DEFAULT_CONTENT } from '@bulkbazar/contract';

let t: TestApp;
let user: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const dashboard: [string, string, object?][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/users'],
  ['GET', '/api/admin/products'],
  ['GET', '/api/admin/orders?limit=5'],
  ['GET', '/api/admin/newsletter'],
  ['GET', '/api/admin/export/orders.csv'],
  ['GET', '/api/admin/export/products.csv'],
  ['GET', '/api/admin/export/users.csv'],
  ['GET', '/api/admin/export/subscribers.csv'],
  ['PUT', '/api/admin/content', DEFAULT_CONTENT],
];

describe('every dashboard endpoint is for admins only', () => {
  it.each(dashboard)('%s %s → 401 anonymous, 403 user, 200 admin', async (method, url, payload) => {
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: method as 'GET', url, headers, payload });
    expect((await call({})).statusCode).toBe(401);
    expect((await call(asCookie(user))).statusCode).toBe(403);
    expect((await call(asCookie(admin))).statusCode).toBe(200);
  });
});
