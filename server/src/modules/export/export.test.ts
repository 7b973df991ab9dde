import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder, createProduct } from '../../../test/factories.js';
import { neutraliseFormula } from './csv.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const csv = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: asCookie(admin) });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('CSV exports', () => {
  it('neutralises formulas, quotes properly and starts with a BOM for Excel', async () => {
    await createProduct(t.database.db, {
      productName: '=HYPERLINK("http://evil.example","click")',
      brand: 'ঢাকা ব্র্যান্ড, Ltd',
    });
    const res = await csv('/api/admin/export/products.csv');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.body).toContain('"ঢাকা ব্র্যান্ড, Ltd"');
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'])('escapes a cell starting with %j', (v) => {
    expect(neutraliseFormula(v)).toBe(`'${v}`);
    expect(neutraliseFormula('plain')).toBe('plain');
  });

  it('exports orders with the current filter, across several pages', async () => {
    const product = await createProduct(t.database.db);
    for (let i = 0; i < 3; i++)
      await createOrder(t.database.db, {
        productId: product.id,
        orderStatus: 'shipped',
        phoneNumber: '+8801711000000',
      });
    await createOrder(t.database.db, { productId: product.id, orderStatus: 'pending' });
    const res = await csv('/api/admin/export/orders.csv?status=shipped');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toContain('Order id');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.includes('shipped'))).toBe(true);
  });
});
