import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, type Session } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { findNul } from './no-nul-bytes.js';

/** An array nested `depth` levels deep with `leaf` at the bottom, built without recursion. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('findNul', () => {
  it('names the path of the first string holding NUL, keys included', () => {
    expect(findNul({ name: 'ok', items: [{ note: 'a' }, { note: 'b\u0000' }] }, '')).toBe('items.1.note');
    expect(findNul({ ['k\u0000']: 1 }, '')).toBe('body');
    expect(findNul('x\u0000', '')).toBe('body');
    expect(findNul({ a: ['fine', 2, null, true] }, '')).toBeUndefined();
  });

  it('walks a value 200,000 levels deep without overflowing the stack', () => {
    expect(() => findNul(nested(200_000, 'clean'), '')).not.toThrow();
    expect(findNul(nested(200_000, 'clean'), '')).toBeUndefined();
    expect(findNul(nested(200_000, 'bad\u0000'), '')).toMatch(/^0(\.0)*$/);
  });
});

describe('NUL bytes in requests', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('refuses a NUL in a body field with 400 naming the field, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: asCookie(s),
      payload: { name: 'Evil\u0000Name' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: expect.any(String) } });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: asCookie(s) });
    expect(me.json().user.name).toBe('Test Trader');
  });

  it('refuses %00 in the query with 400 naming the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?q=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('query');
  });
});
