import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';

// GET /api/search/suggest (issue 34): products, brands and categories as the buyer types, in their language,
// found as the catalog search finds them. PGlite and PostgreSQL.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createUser(t.database.db);
  const make = (productName: string, brand: string, category: 'food-groceries' | 'electronics-gadgets') =>
    createProduct(t.database.db, { productName, brand, category, sellerId: seller.id, description: 'x' });
  await make('মিনিকেট চাল ৫০ কেজি', 'রশিদ', 'food-groceries');
  await make('Basmati Rice 5kg', 'Pran', 'food-groceries');
  await make('Electric Kettle 1.8L', 'Walton', 'electronics-gadgets');
  await createProduct(t.database.db, {
    productName: 'Hidden Rice',
    sellerId: seller.id,
    category: 'food-groceries',
    status: 'pending',
  });
});
afterAll(() => t.close());

type Suggestions = {
  products: { id: string; name: string }[];
  brands: string[];
  categories: { slug: string; name: string }[];
  didYouMean?: string;
};

async function suggest(q: string, lang?: 'bn' | 'en'): Promise<Suggestions> {
  const res = await t.app.inject({
    url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
    headers: lang ? { cookie: `lang=${lang}` } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<Suggestions>();
}

describe('suggestions as you type', () => {
  it('"chal" suggests the rice, its brands and Food & Groceries, named in the buyer\'s language', async () => {
    const en = await suggest('chal', 'en');
    expect(en.products.map((p) => p.name).sort()).toEqual(['Basmati Rice 5kg', 'মিনিকেট চাল ৫০ কেজি']);
    expect(en.products[0]!.name).toBe('Basmati Rice 5kg');
    expect(en.brands.sort()).toEqual(['Pran', 'রশিদ']);
    expect(en.categories).toEqual([{ slug: 'food-groceries', name: 'Food & Groceries' }]);
    const bn = await suggest('chal', 'bn');
    expect(bn.products[0]!.name).toBe('মিনিকেট চাল ৫০ কেজি');
    expect(bn.categories).toEqual([{ slug: 'food-groceries', name: 'খাদ্য ও মুদি' }]);
  });

  it('takes an unfinished last word and Bengali', async () => {
    expect((await suggest('kett')).products.map((p) => p.name)).toEqual(['Electric Kettle 1.8L']);
    expect((await suggest('মিনি')).products.map((p) => p.name)).toEqual(['মিনিকেট চাল ৫০ কেজি']);
  });

  it('offers categories by name and corrects a typo', async () => {
    expect((await suggest('electro')).categories[0]).toEqual({
      slug: 'electronics-gadgets',
      name: 'Electronics & Gadgets',
    });
    const typo = await suggest('ketle');
    expect(typo.products.map((p) => p.name)).toEqual(['Electric Kettle 1.8L']);
    expect(typo.didYouMean).toBe('kettle');
  });

  it('never suggests what is not on sale, and nothing for words nobody has', async () => {
    expect((await suggest('hidden')).products).toEqual([]);
    expect(await suggest('zzqqxx')).toEqual({ products: [], brands: [], categories: [] });
  });

  it('refuses fewer than 2 characters or none, naming the field', async () => {
    for (const q of ['a', ' ', '']) {
      const res = await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('q');
    }
    const none = await t.app.inject({ url: '/api/search/suggest' });
    expect(none.statusCode).toBe(400);
  });
});
