import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asCookie, ORIGIN, signUp, signUpAdmin, type Session } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { MAX_BODY_DEPTH } from './body-depth.js';

let t: TestApp;
let user: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

// The attacks: brackets alone, objects chained by one key, and a deep value inside an otherwise valid body.
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const inField = (depth: number) => `{"email":"x@example.com","extra":${arrays(depth)}}`;
const unclosed = (depth: number) => '['.repeat(depth);

const anonymous = { origin: ORIGIN };
const routes: [string, 'POST' | 'PATCH' | 'PUT', string, () => Record<string, string>][] = [
  ['sign-in (anonymous)', 'POST', '/api/auth/sign-in/email', () => anonymous],
  ['sign-up (anonymous)', 'POST', '/api/auth/sign-up/email', () => anonymous],
  ['newsletter (anonymous)', 'POST', '/api/newsletter', () => anonymous],
  ['adduser (anonymous)', 'POST', '/api/adduser', () => anonymous],
  ['profile (cookie)', 'PATCH', '/api/me', () => asCookie(user)],
  ['add product (bearer)', 'POST', '/api/addproduct', () => asBearer(user)],
  ['add order (cookie)', 'POST', '/api/addorder', () => asCookie(user)],
  ['content (admin)', 'PUT', '/api/admin/content', () => asCookie(admin)],
];
const attacks: [string, string][] = [
  ['10,000 × [', arrays(10_000)],
  ['10,000 × {"a":', objects(10_000)],
  ['a 10,000-deep array inside a field', inField(10_000)],
  ['10,000 unclosed [', unclosed(10_000)],
  [`${MAX_BODY_DEPTH + 1} levels`, objects(MAX_BODY_DEPTH + 1)],
];

describe('deeply nested JSON bodies', () => {
  for (const [name, method, url, headers] of routes) {
    it.each(attacks)(`${name}: %s → 400 VALIDATION_FAILED naming body`, async (_attack, payload) => {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...headers(), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        acknowledged: false,
        code: 'VALIDATION_FAILED',
        fields: { body: expect.stringMatching(/nested/) },
      });
    });
  }

  it('lets a body nested exactly to the limit reach the route (which judges it by its schema)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { ...anonymous, 'content-type': 'application/json' },
      payload: `{"email":"depth@example.com","extra":${objects(MAX_BODY_DEPTH - 1)}}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acknowledged: true, alreadySubscribed: false });
  });

  it('does not count brackets inside strings, nor escaped quotes, as nesting', async () => {
    const email = `a${'['.repeat(60)}\\"{{@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { ...anonymous, 'content-type': 'application/json; charset=utf-8' },
      payload: `{"email":"${email}"}`,
    });
    // Refused by the e-mail rule, at its field: the parser read the body.
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('email');
  });

  it('still refuses malformed JSON and prototype poisoning with a 400', async () => {
    for (const payload of ['{"email":', '{"__proto__":{"admin":true},"email":"p@example.com"}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { ...anonymous, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ acknowledged: false });
    }
  });
});

describe('nested query strings', () => {
  it.each([
    ['bracket keys', `${'a'}${'[b]'.repeat(5_000)}=1`],
    ['repeated keys', Array.from({ length: 2_000 }, () => 'q=x').join('&')],
  ])('%s on catalog and admin lists never give a 5xx', async (_name, query) => {
    for (const [url, headers] of [
      ['/api/products', {}],
      ['/api/users', asCookie(admin)],
      ['/api/orders', asCookie(user)],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});
