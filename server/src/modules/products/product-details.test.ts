import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/product/${id}` });

describe('GET /api/product/:id', () => {
  it('returns an approved product with its id as _id', async () => {
    const product = await createProduct(t.database.db, { productName: 'Rice Cooker', price: 2350 });
    const res = await get(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: product.id, productName: 'Rice Cooker', price: 2350 });
  });

  it.each(['nonsense', '123', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"])(
    'answers 404 in the error shape for %s',
    async (id) => {
      const res = await get(encodeURIComponent(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        acknowledged: false,
        code: 'NOT_FOUND',
        message: 'Product not found',
        requestId: res.headers['x-request-id'],
      });
    },
  );

  it('hides products that are not approved from the public', async () => {
    for (const status of ['pending', 'rejected', 'blocked']) {
      const product = await createProduct(t.database.db, { status });
      expect((await get(product.id)).statusCode).toBe(404);
    }
  });
});
