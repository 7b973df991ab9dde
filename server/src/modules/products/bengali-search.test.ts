import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';

// Products named in Bengali are found by their Bengali words, whole or as the beginning of the last word,
// through the real route, on PGlite and on PostgreSQL ('simple' keeps Bengali words whole on both: vowel signs
// and conjuncts are inside the word, checked in search-query.test.ts for the query side).
let t: TestApp;
const names = ['মিনিকেট চাল ৫০ কেজি', 'নাজিরশাইল চাল ২৫ কেজি', 'সয়াবিন তেল ৫ লিটার', 'Steel kettle'];

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createUser(t.database.db);
  for (const productName of names)
    await createProduct(t.database.db, { productName, sellerId: seller.id, description: 'পাইকারি' });
});
afterAll(() => t.close());

async function search(q: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}&limit=50` });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ products: { productName: string }[] }>();
  return body.products.map((p) => p.productName).sort();
}

describe('search in Bengali', () => {
  it('finds "মিনিকেট চাল ৫০ কেজি" by চাল, with the other rice and nothing else', async () => {
    expect(await search('চাল')).toEqual(['নাজিরশাইল চাল ২৫ কেজি', 'মিনিকেট চাল ৫০ কেজি']);
  });

  it('matches the last word as a prefix, ending on a vowel sign or a conjunct', async () => {
    expect(await search('মিনিকেট চা')).toEqual(['মিনিকেট চাল ৫০ কেজি']);
    expect(await search('মিনি')).toEqual(['মিনিকেট চাল ৫০ কেজি']);
    expect(await search('সয়া')).toEqual(['সয়াবিন তেল ৫ লিটার']);
  });

  it('finds Bengali digits as words, and searches a Bengali description', async () => {
    expect(await search('৫০ কেজি')).toEqual(['মিনিকেট চাল ৫০ কেজি']);
    expect((await search('পাইকারি')).length).toBe(4);
  });

  it('finds nothing for a word no product has', async () => {
    expect(await search('আলু')).toEqual([]);
  });
});
