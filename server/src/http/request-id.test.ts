import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

// Every answer names its request (X-Request-Id), every error answer carries it in the body, and every log
// line of the request has it: one id to find a customer's failed request in the logs.
describe('request ids', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await buildTestApp({ LOG_LEVEL: 'info' }, stream);
  });
  afterAll(() => t?.close());

  it('keeps a short, safe X-Request-Id from a proxy and echoes it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'lb-7f3a.42:9_x' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42:9_x');
    expect(res.json()).toMatchObject({ acknowledged: false, code: 'NOT_FOUND', requestId: 'lb-7f3a.42:9_x' });
    const logged = lines.filter((l) => l.requestId === 'lb-7f3a.42:9_x');
    // Fastify's "incoming request" and "request completed" and the error handler's line, all with the id.
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(lines.filter((l) => l.reqId !== undefined)).toHaveLength(0);
  });

  it('replaces an unsafe or over-long one with its own, different each time', async () => {
    const ids = [];
    for (const given of ['<script>alert(1)</script>', 'a b', 'x'.repeat(65), '']) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("puts the id in the auth library's refusals too", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ acknowledged: false, requestId: res.headers['x-request-id'] });
  });

  it('puts the id in a validation error and a framework error', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/addorder',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().requestId).toBe(bad.headers['x-request-id']);
    const long = await t.app.inject({ method: 'GET', url: `/api/product/${'x'.repeat(300)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.json().requestId).toBe(long.headers['x-request-id']);
  });
});
