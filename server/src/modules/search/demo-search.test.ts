import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedDemoData } from '../../seed/seed.js';

// The demo shop searched as a Bangladeshi buyer searches it (issue 34), PGlite and PostgreSQL.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db, { info: () => {} });
}, 120_000);
afterAll(() => t.close());

async function names(q: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}&limit=50&view=card` });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: { productName: string }[] }>().products.map((p) => p.productName);
}

describe('the demo shop, searched in English, Banglish and Bengali', () => {
  it.each(['rice', 'chal', 'চাল', 'minicket'])('"%s" finds মিনিকেট চাল ৫০ কেজি', async (q) => {
    expect(await names(q)).toContain('মিনিকেট চাল ৫০ কেজি');
  });

  it('"rice" also finds the rice named in English, and not the kettle', async () => {
    const rice = await names('rice');
    expect(rice).toContain('Nazirshail Rice 25kg');
    expect(rice).not.toContain('Electric Kettle 1.8L');
  });

  it.each([
    ['ketle', 'Electric Kettle 1.8L'],
    ['dim', 'ফার্মের ডিম (৩০ পিস)'],
    ['egg', 'ফার্মের ডিম (৩০ পিস)'],
    ['রড', 'MS Steel Rod 12mm (per ton)'],
    ['siment', 'পোর্টল্যান্ড সিমেন্ট ৫০ কেজি'],
    ['shirt', 'পুরুষদের সুতি শার্ট'],
    ['শাড়ি', 'Tangail Cotton Saree'],
    ['peyaj', 'দেশি পেঁয়াজ ৪০ কেজি'],
    ['sugar', 'White Sugar 50kg'],
    ['চিনি', 'White Sugar 50kg'],
  ])('"%s" finds %s', async (q, name) => {
    expect(await names(q)).toContain(name);
  });
});
