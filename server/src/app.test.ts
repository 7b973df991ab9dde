import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('operations', () => {
  it('/healthz says the process is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('closes each keep-alive connection while draining before a restart, and only then', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(before.headers.connection).not.toBe('close');
    t.app.draining = true;
    try {
      for (const url of ['/api/products', '/healthz', '/api/nowhere']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'drain-check-1' } });
        expect(res.headers.connection, url).toBe('close');
        // The one onRequest hook still echoes the caller's id beside the drain's header.
        expect(res.headers['x-request-id'], url).toBe('drain-check-1');
      }
    } finally {
      t.app.draining = false;
    }
  });

  it('answers unknown /api routes with a JSON 404, never the web app', async () => {
    for (const url of ['/api/nope', '/api', '/api/products/extra/segments']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'NOT_FOUND' });
    }
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the API set of security headers on errors and catalog answers, and none a document needs', async () => {
    for (const url of ['/api/nowhere', '/api/products', '/api/products?limit=100000']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const documentOnly of ['referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection']) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
  });

  it('keeps the document set on pages outside the API and on Swagger UI under /api/docs', async () => {
    for (const url of ['/healthz', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('answers malformed JSON and a wrong content type with 4xx in the error shape', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops"',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json()).toMatchObject({ acknowledged: false });
  });
});

describe('malformed URLs', () => {
  it('answers a broken percent-encoding before routing with a 400 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ acknowledged: false, code: 'BAD_REQUEST' });
  });

  it('refuses the NUL character in a query or a body (PostgreSQL text cannot hold it) naming where it was', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/products?q=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { query: expect.any(String) } });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'a\u0000@example.com' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields).toHaveProperty('email');
  });
});

describe('OpenAPI', () => {
  it('describes every API route in a valid OpenAPI 3.1 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/product/{id}',
        '/api/products',
        '/api/products/featured',
        '/api/auth/sign-up/email',
        '/api/auth/sign-in/email',
        '/api/auth/sign-out',
        '/api/me',
        '/api/users',
        '/healthz',
        '/readyz',
      ]),
    );
    expect(doc.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'q', 'category', 'minPrice', 'maxPrice', 'sort']),
    );
    expect(doc.components.schemas).toHaveProperty('Product');
    expect(doc.components.schemas).toHaveProperty('Error');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('web app fallback', () => {
  it('answers a missing asset or image with 404, never with the page', async () => {
    for (const url of ['/assets/index-gone.js', '/uploads/nothing.webp', '/favicon-missing.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
  });
});
