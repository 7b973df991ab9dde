import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createCast } from './rfq-test-kit.js';

// Either party of a product request may write first: the buyer's page has the thread with the product's
// seller before anyone wrote in it (as the seller's has with the buyer). A quantity above the stock is refused
// plainly: no seller could quote it (a quote stays within the stock).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());

describe('a product request', () => {
  it("gives the buyer the thread with the product's seller before anyone wrote, and the buyer may write first", async () => {
    const c = await createCast(t.app, t.database.db);
    const rfq = (await c.buyer.ask({ productId: c.product.id, quantity: 100 })).json().rfq;
    const detail = (await c.buyer.detail(rfq._id)).json();
    expect(detail.threads).toEqual([
      { sellerId: c.sellerA.who.id, sellerName: 'Karim Traders', sellerVerified: false, messageCount: 0 },
    ]);
    const sent = await c.buyer.write(rfq._id, 'Can you deliver to Mirpur by Friday?', c.sellerA.who.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const theirs = (await c.sellerA.messages(rfq._id)).json().messages;
    expect(theirs.map((m: { text: string }) => m.text)).toEqual(['Can you deliver to Mirpur by Friday?']);
  });

  it('refuses a quantity above the stock, saying how many are in stock', async () => {
    const c = await createCast(t.app, t.database.db);
    const res = await c.buyer.ask({ productId: c.product.id, quantity: 36_500 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 500 units in stock: ask for at most 500',
      fields: { quantity: 'Only 500 units in stock: ask for at most 500' },
    });
    expect((await c.buyer.ask({ productId: c.product.id, quantity: 500 })).statusCode).toBe(200);
  });
});
