import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, rfqQuotes, rfqs } from '../../db/schema.js';
import { signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { asUser, createCast, dayAhead } from './rfq-test-kit.js';

// Quotes: one per seller (a second revises it), at most 10 a request, within the stock, only while the
// request is open (14 days, or until a quote is accepted).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());
const db = () => t.database.db;

describe('quotes', () => {
  it('are one per seller: a second one revises it (revision counter, new terms, updated time)', async () => {
    const c = await createCast(t.app, db());
    const rfq = (await c.buyer.ask({ productId: c.product.id })).json().rfq;
    const first = (await c.sellerA.quote(rfq._id, { unitPrice: 95, quantity: 100 })).json().quote;
    expect(first).toMatchObject({ revision: 1, unitPrice: 95, lineTotal: 9500, expired: false });
    const again = await c.sellerA.quote(rfq._id, { unitPrice: 92.5, quantity: 120, note: 'Best price' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().quote).toMatchObject({
      _id: first._id,
      revision: 2,
      unitPrice: 92.5,
      quantity: 120,
      lineTotal: 11100,
      note: 'Best price',
    });
    expect(Date.parse(again.json().quote.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    expect((await c.buyer.detail(rfq._id)).json().quotes).toHaveLength(1);
  });

  it('may go below the MOQ and the volume prices, never above the stock', async () => {
    const c = await createCast(t.app, db());
    const rfq = (await c.buyer.ask({ productId: c.product.id, quantity: 3 })).json().rfq;
    // The listing's MOQ is 10 at ৳100: 3 units at ৳60 is the seller's to offer.
    expect((await c.sellerA.quote(rfq._id, { unitPrice: 60, quantity: 3 })).statusCode).toBe(200);
    const tooMany = await c.sellerA.quote(rfq._id, { quantity: 501 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'OUT_OF_STOCK', fields: { quantity: expect.any(String) } });
    const bad = await c.sellerA.quote(rfq._id, { unitPrice: 0, validUntil: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['unitPrice', 'validUntil']));
    const past = await c.sellerA.quote(rfq._id, { validUntil: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    const far = await c.sellerA.quote(rfq._id, { validUntil: dayAhead(200) });
    expect(far.json().fields).toHaveProperty('validUntil');
  });

  it('are at most 10 a request: the 11th seller gets 409, a revision of one of the ten still goes', async () => {
    const c = await createCast(t.app, db());
    const rfq = (await c.buyer.ask({ category: 'health-beauty', title: 'Hand sanitiser, 500 ml' })).json()
      .rfq;
    const sellers = await Promise.all(
      Array.from({ length: 11 }, async (_, i) => {
        const who = asUser(t.app, await signUp(t.app, { name: `Seller ${i + 1}` }));
        const product = await createProduct(db(), { sellerId: who.who.id, category: 'health-beauty' });
        return { who, product };
      }),
    );
    for (const { who, product } of sellers.slice(0, 10))
      expect((await who.quote(rfq._id, { productId: product.id })).statusCode).toBe(200);
    const eleventh = await sellers[10]!.who.quote(rfq._id, { productId: sellers[10]!.product.id });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toMatch(/10 quotes/);
    const revised = await sellers[0]!.who.quote(rfq._id, {
      productId: sellers[0]!.product.id,
      unitPrice: 70,
    });
    expect(revised.statusCode).toBe(200);
    expect((await c.buyer.detail(rfq._id)).json().quotes).toHaveLength(10);
  });

  it('stay at 10 when the last places are raced for', async () => {
    const c = await createCast(t.app, db());
    const rfq = (await c.buyer.ask({ category: 'automotive-parts-accessories', title: 'Brake pads' })).json()
      .rfq;
    const sellers = await Promise.all(
      Array.from({ length: 14 }, async () => {
        const who = asUser(t.app, await signUp(t.app));
        const product = await createProduct(db(), {
          sellerId: who.who.id,
          category: 'automotive-parts-accessories',
        });
        return { who, product };
      }),
    );
    const answers = await Promise.all(
      sellers.map(({ who, product }) => who.quote(rfq._id, { productId: product.id })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(rfqQuotes)
      .where(eq(rfqQuotes.rfqId, rfq._id))) as [{ n: number }];
    expect(n).toBe(10);
  });

  it('are refused once the request is 14 days old (409), and it shows as closed', async () => {
    const c = await createCast(t.app, db());
    const rfq = (await c.buyer.ask({ productId: c.product.id })).json().rfq;
    const quote = (await c.sellerA.quote(rfq._id)).json().quote;
    // Fifteen days later, as far as the rows go.
    await db()
      .update(rfqs)
      .set({
        createdAt: sql`now() - interval '15 days'`,
        closesAt: sql`now() - interval '1 day'`,
      })
      .where(eq(rfqs.id, rfq._id));
    expect((await c.buyer.detail(rfq._id)).json().rfq.status).toBe('closed');
    const late = await c.sellerA.quote(rfq._id, { unitPrice: 80 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/closed/);
    const accept = await c.buyer.accept(quote._id);
    expect(accept.statusCode).toBe(409);
    const [stock] = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, c.product.id));
    expect(stock!.stock).toBe(500);
  });
});
