import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { registerAccess } from './access.js';
import { checkRouteRule } from './route-rules.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('access rules', () => {
  it('refuses to register an /api route without a rule', async () => {
    const app = Fastify();
    registerAccess(app, async () => null);
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      /GET \/api\/forgotten declares no access rule/,
    );
    expect(() => app.get('/api/ruled', { config: { access: 'admin' } }, async () => 'ok')).not.toThrow();
    expect(() => app.get('/about-page', async () => 'pages need no rule')).not.toThrow();
    await app.close();
  });

  it('fails closed on staff routes: an unknown permission, or an /api/admin route not ruled for staff', async () => {
    const app = Fastify();
    registerAccess(app, async () => null);
    const unknown = { config: { access: 'staff:everything' as 'admin' } };
    expect(() => app.get('/api/admin/x', unknown, async () => 'no')).toThrow(
      /unknown access rule: staff:everything/,
    );
    expect(() => app.get('/api/admin/y', { config: { access: 'user' } }, async () => 'no')).toThrow(
      /under \/api\/admin but not ruled for staff/,
    );
    expect(() =>
      app.get('/api/admin/z', { config: { access: 'staff:refunds' } }, async () => 'ok'),
    ).not.toThrow();
    expect(() => app.get('/api/admin/w', { config: { access: 'admin' } }, async () => 'ok')).not.toThrow();
    await app.close();
  });

  it('covers every /api route the shop registers, and the table is printed', () => {
    const api = t.app.routeRules.filter((r) => r.url.startsWith('/api'));
    console.log(api.map((r) => `${r.access!.padEnd(18)} ${r.method.padEnd(10)} ${r.url}`).join('\n'));
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((r) => r.access === undefined)).toEqual([]);
    expect(checkRouteRule('GET', '/api/docs/json', undefined)).toBeUndefined();
  });
});
