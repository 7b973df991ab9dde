import {
  addUserBodySchema,
  changePasswordBodySchema,
  newsletterBodySchema,
  orderInputSchema,
  orderStatusBodySchema,
  productInputSchema,
  productUpdateSchema,
  rejectBodySchema,
  roleBodySchema,
  signInBodySchema,
  signUpBodySchema,
  siteContentSchema,
  updateMeBodySchema,
} from '@bulkbazar/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../auth-helpers.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { createOrder, createProduct } from '../factories.js';
import { snapshot } from './db-snapshot.js';

// Property-based bad input: thousands of generated requests with wrong types, missing and extra fields,
// huge and odd numbers, unicode, SQL/HTML payloads, prototype-pollution keys, malformed JSON and wrong
// content types. Every write must be refused with a 4xx in the error shape, nothing may answer 5xx, and the
// database must be exactly as before.
let t: TestApp;
let user: Session;
let admin: Session;
let ids: { product: string; order: string; user: string };
const counts = { requests: 0, status: {} as Record<number, number> };

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  user = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const product = await createProduct(t.database.db, { sellerId: user.id });
  const order = await createOrder(t.database.db, { buyerId: user.id, productId: product.id });
  ids = { product: product.id, order: order.id, user: user.id };
}, 60_000);
afterAll(async () => {
  console.log(`fuzz: ${counts.requests} requests, statuses ${JSON.stringify(counts.status)}, 0 answered 5xx`);
  await t.close();
});

const nasty = fc.constantFrom(
  "' OR '1'='1",
  '1; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ঢাকা 🏪',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  'x'.repeat(20_000),
  '',
);
const oddNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: -1e15, max: 1e15 }),
  fc.constantFrom(0, -1, 1.5, 1e12, Number.MAX_SAFE_INTEGER + 2),
);
const anyValue = fc.oneof(
  nasty,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.string(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const pollution = fc.constantFrom(
  { __proto__: { admin: true } },
  { constructor: { prototype: { role: 'admin' } } },
  JSON.parse('{"__proto__":{"role":"admin"}}'),
);

/** Objects built from the schema's own field names with wrong values, plus extra and polluting keys, kept only if invalid. */
function badBody(schema: z.ZodType, fields: string[]) {
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...fields, 'role', 'status', 'totalPrice', 'author'), anyValue, {
        maxKeys: 8,
      }),
      fc.option(pollution),
      fc.option(anyValue),
    )
    .map(([obj, extra, whole]) =>
      whole !== null && typeof whole !== 'object' ? whole : { ...obj, ...(extra ?? {}) },
    )
    .filter((body) => !schema.safeParse(body).success);
}

/** Any generated value as query-string text (objects without a prototype cannot go through String()). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return 'unprintable';
  }
}

type Target = {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET';
  url: () => string;
  schema?: z.ZodType;
  fields?: string[];
  as: Session | null;
};
const targets = (): Target[] => [
  {
    method: 'POST',
    url: () => '/api/auth/sign-up/email',
    schema: signUpBodySchema,
    fields: ['name', 'email', 'password', 'image'],
    as: null,
  },
  {
    method: 'POST',
    url: () => '/api/auth/sign-in/email',
    schema: signInBodySchema,
    fields: ['email', 'password'],
    as: null,
  },
  {
    method: 'POST',
    url: () => '/api/adduser',
    schema: addUserBodySchema,
    fields: ['name', 'email', 'password', 'profile'],
    as: null,
  },
  { method: 'POST', url: () => '/api/newsletter', schema: newsletterBodySchema, fields: ['email'], as: null },
  { method: 'PATCH', url: () => '/api/me', schema: updateMeBodySchema, fields: ['name', 'image'], as: user },
  {
    method: 'POST',
    url: () => '/api/me/password',
    schema: changePasswordBodySchema,
    fields: ['currentPassword', 'newPassword'],
    as: user,
  },
  {
    method: 'POST',
    url: () => '/api/addproduct',
    schema: productInputSchema,
    fields: [
      'productName',
      'image',
      'extraimages',
      'brand',
      'category',
      'description',
      'content',
      'price',
      'maxQuantity',
      'minQuantity',
      'rating',
    ],
    as: user,
  },
  {
    method: 'PATCH',
    url: () => `/api/update/${ids.product}`,
    schema: productUpdateSchema,
    fields: ['productName', 'image', 'price', 'maxQuantity', 'minQuantity', 'category'],
    as: user,
  },
  {
    method: 'POST',
    url: () => '/api/addorder',
    schema: orderInputSchema,
    fields: ['productId', 'quantity', 'shippingAddress', 'phoneNumber', 'paymentMethod', 'transactionId'],
    as: user,
  },
  {
    method: 'POST',
    url: () => `/api/orders/${ids.order}/status`,
    schema: orderStatusBodySchema,
    fields: ['status'],
    as: admin,
  },
  {
    method: 'POST',
    url: () => `/api/admin/products/${ids.product}/reject`,
    schema: rejectBodySchema,
    fields: ['reason'],
    as: admin,
  },
  {
    method: 'POST',
    url: () => `/api/admin/users/${ids.user}/role`,
    schema: roleBodySchema,
    fields: ['role'],
    as: admin,
  },
  {
    method: 'PUT',
    url: () => '/api/admin/content',
    schema: siteContentSchema,
    fields: ['heroTitle', 'heroSubtitle', 'faq'],
    as: admin,
  },
];

async function send(
  method: string,
  url: string,
  as: Session | null,
  payload: string | undefined,
  contentType?: string,
) {
  const headers: Record<string, string> = as ? asCookie(as) : { origin: 'http://localhost:3000' };
  if (contentType) headers['content-type'] = contentType;
  const res = await t.app.inject({ method: method as 'POST', url, headers, payload });
  counts.requests++;
  counts.status[res.statusCode] = (counts.status[res.statusCode] ?? 0) + 1;
  return res;
}

function expectRefused(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  const body = res.json();
  expect(body.acknowledged).toBe(false);
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
}

describe('bad-input fuzzing', () => {
  it('refuses every invalid body on every write route, never 5xx, changing nothing', async () => {
    const before = await snapshot(t.database.db);
    for (const target of targets()) {
      await fc.assert(
        fc.asyncProperty(badBody(target.schema!, target.fields!), async (body) => {
          expectRefused(
            await send(target.method, target.url(), target.as, JSON.stringify(body), 'application/json'),
          );
        }),
        { numRuns: 500 },
      );
    }
    expect(await snapshot(t.database.db)).toEqual(before);
  }, 600_000);

  it('refuses malformed JSON and wrong content types on every write route', async () => {
    const before = await snapshot(t.database.db);
    const raw = fc.oneof(
      fc.string().map((s) => `{${s}`),
      fc.constantFrom(
        '{"a":1,}',
        '[1,2',
        '{"__proto__":',
        'null',
        'true',
        '"just a string"',
        '{"price": 1e999}',
      ),
      fc.string({ maxLength: 200 }),
    );
    const type = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
    );
    for (const target of targets()) {
      await fc.assert(
        fc.asyncProperty(raw, type, async (payload, contentType) => {
          const res = await send(target.method, target.url(), target.as, payload, contentType);
          // A malformed body can still be a valid JSON value of the wrong shape; it must never succeed.
          expectRefused(res);
        }),
        { numRuns: 250 },
      );
    }
    expect(await snapshot(t.database.db)).toEqual(before);
  }, 600_000);

  it('answers malformed ids and query strings on every read route with 2xx or 4xx in the error shape, never 5xx', async () => {
    const before = await snapshot(t.database.db);
    const idPaths = [
      '/api/product/',
      '/api/orders/',
      '/api/update/',
      '/api/delete/',
      '/api/deleteorder/',
      '/api/admin/products/',
    ];
    const listPaths = [
      '/api/products',
      '/api/myproducts',
      '/api/myorder',
      '/api/seller/orders',
      '/api/admin/orders',
      '/api/admin/products',
      '/api/users',
      '/api/admin/newsletter',
      '/api/isadmin',
    ];
    const keys = fc.constantFrom(
      'page',
      'limit',
      'q',
      'category',
      'minPrice',
      'maxPrice',
      'sort',
      'status',
      'email',
      '__proto__',
      'constructor[prototype]',
      'page[]',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...idPaths),
        fc.oneof(nasty, fc.string()),
        fc.constantFrom<Session | null>(null, user, admin),
        async (path, id, as) => {
          const res = await send('GET', `${path}${encodeURIComponent(id).slice(0, 300)}`, as, undefined);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toMatchObject({ acknowledged: false });
        },
      ),
      { numRuns: 1500 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listPaths),
        fc.dictionary(keys, anyValue.map(asText), { maxKeys: 5 }),
        fc.constantFrom<Session | null>(null, user, admin),
        async (path, query, as) => {
          const qs = Object.entries(query)
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.slice(0, 500))}`)
            .join('&');
          const res = await send('GET', `${path}?${qs}`, as, undefined);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(res.json()).toMatchObject({ acknowledged: false, code: expect.any(String) });
        },
      ),
      { numRuns: 1500 },
    );
    expect(await snapshot(t.database.db)).toEqual(before);
  }, 600_000);
});
