import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedDemoData } from '../../seed/seed.js';

// Issue 30 item 4: the catalog filtered by option values (?option=Size:32, repeated for several options), and the
// facets counting each value of the matches' options; PGlite and PostgreSQL, over the demo shop (its denim jeans
// come in sizes 28–36 and two colours).
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db, { info: () => {} });
}, 120_000);
afterAll(() => t.close());

type Card = { productName: string; options?: { name: string; values: string[] }[] };

async function list(query: string) {
  const res = await t.app.inject({ url: `/api/products?${query}` });
  return { status: res.statusCode, body: res.json<{ products: Card[]; error?: { fields?: object } }>() };
}

async function facets(query: string) {
  const res = await t.app.inject({ url: `/api/products/facets?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{
    total: number;
    options: { name: string; values: { value: string; count: number }[] }[];
  }>();
}

describe('the catalog by option values', () => {
  it('lists only the products offering the value, with or without words', async () => {
    const all = await list('limit=50');
    const sized = await list('option=Size:32&limit=50');
    expect(sized.status).toBe(200);
    expect(sized.body.products.map((p) => p.productName)).toEqual(['Denim Jeans Slim Fit']);
    expect(all.body.products.length).toBeGreaterThan(sized.body.products.length);
    expect((await list('q=jeans&option=Colour:Blue')).body.products.map((p) => p.productName)).toEqual([
      'Denim Jeans Slim Fit',
    ]);
  });

  it('needs every option asked for to hold, and a value no product offers finds nothing', async () => {
    const both = await list('option=Size:36&option=Colour:Black');
    expect(both.body.products.map((p) => p.productName)).toEqual(['Denim Jeans Slim Fit']);
    expect((await list('option=Size:38')).body.products).toEqual([]);
    // Names and values are the seller's: another option's value is no match.
    expect((await list('option=Colour:32')).body.products).toEqual([]);
  });

  it('counts each option value of the matches beside the results', async () => {
    const counted = await facets('q=jeans');
    const size = counted.options.find((o) => o.name === 'Size');
    expect(size?.values.map((v) => v.value).sort()).toEqual(['28', '30', '32', '34', '36']);
    expect(size?.values.every((v) => v.count === 1)).toBe(true);
    expect(counted.options.find((o) => o.name === 'Colour')?.values).toEqual([
      { value: 'Black', count: 1 },
      { value: 'Blue', count: 1 },
    ]);
    // The facets of a filtered page count within the filter, as the page's own query does.
    expect((await facets('option=Size:38')).options).toEqual([]);
    // Products without options add none.
    expect((await facets('q=rice')).options).toEqual([]);
  });

  it('refuses an option filter that is not "Name:Value", naming the field, on both calls', async () => {
    for (const bad of ['option=Size', 'option=:M', 'option=Size:', `option=${'x'.repeat(31)}:M`]) {
      for (const path of ['/api/products', '/api/products/facets']) {
        const res = await t.app.inject({ url: `${path}?${bad}` });
        expect(res.statusCode, `${path}?${bad}`).toBe(400);
        expect(JSON.stringify(res.json())).toContain('option');
      }
    }
    const four = ['Size:28', 'Size:30', 'Colour:Blue', 'Colour:Black'].map((o) => `option=${o}`).join('&');
    expect((await list(four)).status).toBe(400);
  });
});
