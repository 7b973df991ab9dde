import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';

// Search that understands Bangladeshi buyers (issue 34), through the real route, on PGlite and PostgreSQL: the
// same rice found in English, Banglish and Bengali, typos forgiven below the exact matches, "Did you mean".
let t: TestApp;
const names = [
  'মিনিকেট চাল ৫০ কেজি',
  'সয়াবিন তেল ৫ লিটার',
  'দেশি পেঁয়াজ ১০ কেজি',
  'Electric Kettle 1.8L',
  'Power Bank 10000mAh',
  'Cotton Shirt (Men)',
  'পোর্টল্যান্ড সিমেন্ট ৫০ কেজি',
];

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createUser(t.database.db);
  for (const productName of names)
    await createProduct(t.database.db, { productName, sellerId: seller.id, description: 'wholesale' });
});
afterAll(() => t.close());

type Page = { products: { productName: string }[]; didYouMean?: string; hasMore: boolean };

async function search(q: string, extra = ''): Promise<Page> {
  const res = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}&limit=20${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
}
const namesOf = (page: Page) => page.products.map((p) => p.productName);

describe('the same thing in English, Banglish and Bengali', () => {
  it.each(['rice', 'chal', 'চাল', 'minicket', 'Rice', 'chaal'])('"%s" finds the মিনিকেট চাল', async (q) => {
    expect(namesOf(await search(q))).toEqual(['মিনিকেট চাল ৫০ কেজি']);
  });

  it('finds oil, onion and cement by their English, Banglish and Bengali names', async () => {
    for (const q of ['oil', 'tel', 'soybean oil', 'সয়াবিন'])
      expect(namesOf(await search(q)), q).toEqual(['সয়াবিন তেল ৫ লিটার']);
    for (const q of ['onion', 'peyaj', 'পেয়াজ', 'পেঁয়াজ'])
      expect(namesOf(await search(q)), q).toEqual(['দেশি পেঁয়াজ ১০ কেজি']);
    for (const q of ['cement', 'siment', 'সিমেন্ট'])
      expect(namesOf(await search(q)), q).toEqual(['পোর্টল্যান্ড সিমেন্ট ৫০ কেজি']);
  });

  it('finds Bengali digits by Latin ones', async () => {
    expect(namesOf(await search('rice 50'))).toEqual(['মিনিকেট চাল ৫০ কেজি']);
  });

  it('finds English names by their Bengali words', async () => {
    expect(namesOf(await search('শার্ট'))).toEqual(['Cotton Shirt (Men)']);
  });

  it('still needs every word: "rice kettle" finds nothing exact and offers no correction', async () => {
    const page = await search('rice kettle');
    expect(namesOf(page)).toEqual([]);
    expect(page.didYouMean).toBeUndefined();
  });
});

describe('typos', () => {
  it('"ketle" finds the kettle and says what it searched for', async () => {
    const page = await search('ketle');
    expect(namesOf(page)).toEqual(['Electric Kettle 1.8L']);
    expect(page.didYouMean).toBe('kettle');
  });

  it('"powr bank" finds the power bank', async () => {
    const page = await search('powr bank');
    expect(namesOf(page)).toEqual(['Power Bank 10000mAh']);
    expect(page.didYouMean).toBe('power bank');
  });

  it('ranks the corrected matches below the exact ones', async () => {
    const seller = await createUser(t.database.db);
    await createProduct(t.database.db, {
      productName: 'Kettel Stand',
      sellerId: seller.id,
      description: 'x',
    });
    const page = await search('kettel');
    expect(namesOf(page)).toEqual(['Kettel Stand', 'Electric Kettle 1.8L']);
    expect(page.didYouMean).toBe('kettle');
    expect(page.hasMore).toBe(false);
  });

  it('short misspellings, whose trigrams are too few, are corrected within one edit of a word or a synonym', async () => {
    const shirt = await search('shrit');
    expect(namesOf(shirt)).toEqual(['Cotton Shirt (Men)']);
    expect(shirt.didYouMean).toBe('shirt');
    expect(namesOf(await search('cemnt'))).toEqual(['পোর্টল্যান্ড সিমেন্ট ৫০ কেজি']);
    expect(namesOf(await search('onoin'))).toEqual(['দেশি পেঁয়াজ ১০ কেজি']);
  });

  it('a word found exactly is not corrected', async () => {
    expect((await search('kettle')).didYouMean).toBeUndefined();
  });

  it('learns the words of new and renamed products', async () => {
    const seller = await createUser(t.database.db);
    const p = await createProduct(t.database.db, { productName: 'Thermos', sellerId: seller.id });
    await t.database.db.execute(sql`update products set product_name = 'Vacuum Flask' where id = ${p.id}`);
    const words = (await t.database.db.execute(
      sql`select word from search_words where word in ('thermos', 'vacuum', 'flask') order by word`,
    )) as unknown as { rows: { word: string }[] };
    expect(words.rows.map((r) => r.word)).toEqual(['flask', 'thermos', 'vacuum']);
  });
});
