import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signUp, signUpAdmin } from '../../../test/auth-helpers.js';
import { asUser, createCast } from './rfq-test-kit.js';

// Who sees a request and its quotes: the buyer sees every quote; a quoting seller sees only their own; another
// seller who may answer sees the request but no one's prices; a seller outside the category sees nothing.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());
const idsOf = async (res: Promise<{ json: () => { rfqs: { _id: string }[] } }>) =>
  (await res).json().rfqs.map((r) => r._id);

describe('a category request', () => {
  it('shows each quote only to the buyer and its seller; other sellers see the request without prices', async () => {
    const c = await createCast(t.app, t.database.db);
    const asked = await c.buyer.ask({
      category: 'electronics-gadgets',
      title: 'USB-C chargers, 20W',
      targetPrice: 85.5,
      note: 'BSTI marked please',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const rfq = asked.json().rfq;
    expect(rfq).toMatchObject({ kind: 'category', status: 'open', targetPrice: 85.5, quoteCount: 0 });
    expect(Date.parse(rfq.closesAt) - Date.parse(rfq.createdAt)).toBe(14 * 86_400_000);

    expect((await c.sellerA.quote(rfq._id, { productId: c.product.id, unitPrice: 88 })).statusCode).toBe(200);
    expect((await c.sellerB.quote(rfq._id, { productId: c.productB.id, unitPrice: 91.25 })).statusCode).toBe(
      200,
    );

    const buyerView = (await c.buyer.detail(rfq._id)).json();
    expect(buyerView.quotes.map((q: { unitPrice: number }) => q.unitPrice).sort()).toEqual([88, 91.25]);
    expect(buyerView.rfq.quoteCount).toBe(2);

    const aView = await c.sellerA.detail(rfq._id);
    expect(aView.statusCode).toBe(200);
    expect(aView.json().quotes).toHaveLength(1);
    expect(aView.json().quotes[0]).toMatchObject({ sellerName: 'Karim Traders', unitPrice: 88 });
    // Nothing of B's quote anywhere in A's answers, not even the figure.
    expect(aView.body).not.toContain('91.25');
    expect(aView.body).not.toContain('Dhaka Gadgets');

    // Both sellers list the request among their quote requests; the outsider does not.
    for (const seller of [c.sellerA, c.sellerB]) {
      const ids = (await seller.requests()).json().rfqs.map((r: { _id: string }) => r._id);
      expect(ids).toContain(rfq._id);
    }
    expect((await c.outsider.requests()).json().rfqs).toEqual([]);
    expect((await c.outsider.detail(rfq._id)).statusCode).toBe(404);
    expect((await c.outsider.quote(rfq._id)).statusCode).toBe(404);
    expect((await c.outsider.messages(rfq._id)).statusCode).toBe(404);
    expect((await c.outsider.write(rfq._id, 'Hello?')).statusCode).toBe(404);
  });

  it('shows a not-yet-quoting seller the request but no quotes at all', async () => {
    const c = await createCast(t.app, t.database.db);
    const rfq = (await c.buyer.ask({ category: 'electronics-gadgets', title: 'Power banks' })).json().rfq;
    await c.sellerA.quote(rfq._id, { productId: c.product.id, unitPrice: 77.77 });
    const bView = await c.sellerB.detail(rfq._id);
    expect(bView.statusCode).toBe(200);
    expect(bView.json().quotes).toEqual([]);
    expect(bView.json().rfq).toMatchObject({ title: 'Power banks', quoteCount: 1 });
    expect(bView.body).not.toContain('77.77');
    // Another user with no listings, and an anonymous visitor, see nothing.
    const stranger = asUser(t.app, await signUp(t.app));
    expect((await stranger.detail(rfq._id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/rfqs/${rfq._id}` })).statusCode).toBe(401);
  });

  it('lets an admin read every quote (moderation) but not accept', async () => {
    const c = await createCast(t.app, t.database.db);
    const admin = asUser(t.app, await signUpAdmin(t.app, t.database.db));
    const rfq = (await c.buyer.ask({ category: 'electronics-gadgets', title: 'Earphones' })).json().rfq;
    const quote = (await c.sellerA.quote(rfq._id, { productId: c.product.id })).json().quote;
    expect((await admin.detail(rfq._id)).json().quotes).toHaveLength(1);
    expect((await admin.accept(quote._id)).statusCode).toBe(403);
    const listed = (await admin.send('GET', '/api/admin/rfqs')).json().rfqs;
    expect(listed.map((r: { _id: string }) => r._id)).toContain(rfq._id);
  });
});

describe('a product request', () => {
  it("goes to the product's seller only; the buyer is its only other reader", async () => {
    const c = await createCast(t.app, t.database.db);
    const asked = await c.buyer.ask({ productId: c.product.id, quantity: 5, neededBy: null });
    expect(asked.statusCode, asked.body).toBe(200);
    const rfq = asked.json().rfq;
    expect(rfq).toMatchObject({
      kind: 'product',
      productId: c.product.id,
      title: c.product.productName,
      category: 'electronics-gadgets',
    });
    expect(await idsOf(c.sellerA.requests())).toContain(rfq._id);
    // B sells in the same category, but this request is for A's product.
    expect(await idsOf(c.sellerB.requests())).not.toContain(rfq._id);
    expect((await c.sellerB.detail(rfq._id)).statusCode).toBe(404);
    expect((await c.sellerB.quote(rfq._id, { productId: c.productB.id })).statusCode).toBe(404);
    // A quotes the requested product (named or not), never another.
    expect((await c.sellerA.quote(rfq._id, { quantity: 5 })).statusCode).toBe(200);
    expect((await c.sellerA.quote(rfq._id, { productId: c.productB.id })).statusCode).toBe(422);
    expect((await c.buyer.mine()).json().rfqs.map((r: { _id: string }) => r._id)).toEqual([rfq._id]);
  });

  it('cannot be asked of your own product, nor quoted by its buyer', async () => {
    const c = await createCast(t.app, t.database.db);
    const own = await c.sellerA.ask({ productId: c.product.id });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ code: 'OWN_PRODUCT', fields: { productId: expect.any(String) } });
    // Seller B asks in the category A and B both sell in: B may not answer their own request.
    const rfq = (await c.sellerB.ask({ category: 'electronics-gadgets', title: 'Smart watches' })).json().rfq;
    const self = await c.sellerB.quote(rfq._id, { productId: c.productB.id });
    expect(self.statusCode).toBe(403);
    expect(await idsOf(c.sellerB.requests())).not.toContain(rfq._id);
    expect(await idsOf(c.sellerA.requests())).toContain(rfq._id);
  });

  it('refuses bad input naming the field', async () => {
    const c = await createCast(t.app, t.database.db);
    const none = await c.buyer.ask({});
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields)).toEqual(expect.arrayContaining(['category', 'title']));
    const past = await c.buyer.ask({
      category: 'electronics-gadgets',
      title: 'Cables',
      neededBy: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toHaveProperty('neededBy');
    const missing = await c.buyer.ask({ productId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });
});
