import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { signUp } from '../../test/auth-helpers.js';
import { createProduct } from '../../test/factories.js';

// Issue 15: the API answers errors in the caller's language — the `lang` cookie, else Accept-Language — and
// every message and field message of these everyday mistakes has its Bengali text (no English falls through).
let t: TestApp;
let cookie: string;
let productId: string;
const warnings: string[] = [];

beforeAll(async () => {
  const log = new (await import('node:stream')).Writable({
    write(chunk, _enc, done) {
      const line = JSON.parse(String(chunk)) as { untranslated?: string };
      if (line.untranslated) warnings.push(line.untranslated);
      done();
    },
  });
  t = await buildTestApp({ LOG_LEVEL: 'warn' }, log);
  cookie = (await signUp(t.app, { email: 'bn-buyer@example.com' })).cookie;
  productId = (await createProduct(t.database.db, { minQuantity: 50, stock: 120, price: 100 })).id;
});
afterAll(() => t.close());

const BENGALI = /[\u0980-\u09FF]/;
const ENGLISH_WORD = /\b(?!SKU\b|MB\b|NUL\b)[A-Za-z]{3,}\b/;

type Case = { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; signedIn?: boolean };
const cases: Case[] = [
  { name: 'not signed in', method: 'GET', url: '/api/me' },
  { name: 'admins only', method: 'GET', url: '/api/admin/stats', signedIn: true },
  { name: 'unknown product', method: 'GET', url: '/api/product/00000000-0000-4000-8000-000000000000' },
  {
    name: 'a listing with every field wrong',
    method: 'POST',
    url: '/api/addproduct',
    signedIn: true,
    body: {
      productName: '',
      brand: '',
      category: 'x',
      price: -1,
      description: '',
      image: 'http://x',
      minQuantity: 0,
      maxQuantity: 'a',
    },
  },
  {
    name: 'below the MOQ',
    method: 'PUT',
    url: '/api/cart/items/PRODUCT',
    signedIn: true,
    body: { quantity: 10 },
  },
  {
    name: 'more than the stock',
    method: 'PUT',
    url: '/api/cart/items/PRODUCT',
    signedIn: true,
    body: { quantity: 5000 },
  },
  {
    name: 'an empty cart checked out',
    method: 'POST',
    url: '/api/checkout',
    signedIn: true,
    body: { shippingAddress: 'House 1, Road 2, Dhaka', phoneNumber: '01712345678', paymentMethod: 'cod' },
  },
  {
    name: 'a bad phone',
    method: 'POST',
    url: '/api/checkout',
    signedIn: true,
    body: { shippingAddress: 'x', phoneNumber: '12' },
  },
  {
    name: 'wrong password',
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: { email: 'bn-buyer@example.com', password: 'not the password at all' },
  },
  {
    name: 'a short password',
    method: 'POST',
    url: '/api/auth/sign-up/email',
    body: { name: 'Rahim', email: 'r@example.com', password: 'short' },
  },
];

async function ask(c: Case, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: c.method,
    url: c.url.replace('PRODUCT', productId),
    payload: c.body as object | undefined,
    headers: {
      origin: 'http://localhost:3000',
      ...headers,
      ...(c.signedIn ? { cookie: [cookie, headers.cookie].filter(Boolean).join('; ') } : {}),
    },
  });
  expect(res.statusCode, `${c.name}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, c.name).toBeLessThan(500);
  return res.json<{ message: string; fields?: Record<string, string> }>();
}

describe('errors in the caller’s language', () => {
  it.each(cases)('$name: Bengali with lang=bn, every message and field message', async (c) => {
    const body = await ask(c, { cookie: 'lang=bn' });
    for (const text of [body.message, ...Object.values(body.fields ?? {})]) {
      expect(text, c.name).toMatch(BENGALI);
      expect(
        text.replace(/bKash|SSLCommerz|TrxID|X{3,}|multipart\/form-data|http\S*/g, ''),
        c.name,
      ).not.toMatch(ENGLISH_WORD);
    }
  });

  it.each(cases)('$name: English without a language, and with Accept-Language: en', async (c) => {
    const choices: Record<string, string>[] = [{}, { 'accept-language': 'en-US,en;q=0.9' }];
    for (const headers of choices) {
      const body = await ask(c, headers);
      expect(body.message, c.name).not.toMatch(BENGALI);
    }
  });

  it('Accept-Language alone gives Bengali; the cookie wins over it', async () => {
    const [c] = cases;
    expect((await ask(c!, { 'accept-language': 'bn-BD,bn;q=0.9' })).message).toBe('আগে সাইন ইন করুন');
    expect((await ask(c!, { 'accept-language': 'bn-BD', cookie: 'lang=en' })).message).toBe(
      'Please sign in first',
    );
  });

  it('logged no message without a Bengali text', () => {
    expect(warnings).toEqual([]);
  });
});
