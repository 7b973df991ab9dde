import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rfqMessages, rfqQuotes } from '../../db/schema.js';
import { signUpAdmin } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createViewer } from '../../../test/viewers.js';
import { createProduct } from '../../../test/factories.js';
import { createMessagesService } from './messages.service.js';
import { createQuotesService } from './quotes.service.js';
import { createRfqRepo, type RfqRepo } from './rfq.repo.js';
import { asUser, createCast, dayAhead, notificationsOf } from './rfq-test-kit.js';

// Threads (one per buyer × seller, no one else reads them), hiding by admins, and the notifications each
// quote and message writes in its own transaction.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());
const db = () => t.database.db;
const texts = (res: { json: () => { messages: { text: string }[] } }) =>
  res.json().messages.map((m) => m.text);

async function categoryRequest() {
  const c = await createCast(t.app, db());
  const rfq = (await c.buyer.ask({ category: 'electronics-gadgets', title: 'Ceiling fans, 56 inch' })).json()
    .rfq;
  return { ...c, rfq };
}

describe('threads', () => {
  it('are private to the buyer and each seller', async () => {
    const c = await categoryRequest();
    expect((await c.sellerA.write(c.rfq._id, 'আমরা ৫০০ পিস দিতে পারব')).statusCode).toBe(200);
    expect((await c.buyer.write(c.rfq._id, 'Delivery to Chattogram?', c.sellerA.who.id)).statusCode).toBe(
      200,
    );
    expect((await c.sellerB.write(c.rfq._id, 'B here: 10% off above 200')).statusCode).toBe(200);

    expect(texts(await c.sellerA.messages(c.rfq._id))).toEqual([
      'Delivery to Chattogram?',
      'আমরা ৫০০ পিস দিতে পারব',
    ]);
    expect(texts(await c.sellerB.messages(c.rfq._id))).toEqual(['B here: 10% off above 200']);
    expect(texts(await c.buyer.messages(c.rfq._id, c.sellerB.who.id))).toEqual(['B here: 10% off above 200']);
    // A seller cannot open another seller's thread; the buyer must say whose.
    expect((await c.sellerA.messages(c.rfq._id, c.sellerB.who.id)).statusCode).toBe(404);
    const unnamed = await c.buyer.messages(c.rfq._id);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toHaveProperty('sellerId');
    expect((await c.buyer.messages(c.rfq._id, c.outsider.who.id)).statusCode).toBe(404);
    const threads = (await c.buyer.detail(c.rfq._id)).json().threads;
    expect(threads).toHaveLength(2);
    expect((await c.sellerA.detail(c.rfq._id)).json().threads).toEqual([
      expect.objectContaining({ sellerId: c.sellerA.who.id, messageCount: 2 }),
    ]);
  });

  it('take 1–2,000 characters', async () => {
    const c = await categoryRequest();
    expect((await c.sellerA.write(c.rfq._id, '   ')).statusCode).toBe(400);
    const long = await c.sellerA.write(c.rfq._id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('text');
    expect((await c.sellerA.write(c.rfq._id, 'x'.repeat(2000))).statusCode).toBe(200);
  });
});

describe('hiding', () => {
  it('takes a request away from sellers; its buyer sees it marked', async () => {
    const c = await categoryRequest();
    const admin = asUser(t.app, await signUpAdmin(t.app, db()));
    await c.sellerA.quote(c.rfq._id, { productId: c.product.id });
    const hide = await admin.send('POST', `/api/admin/rfqs/${c.rfq._id}/hide`, { reason: 'Spam' });
    expect(hide.statusCode).toBe(200);
    for (const seller of [c.sellerA, c.sellerB]) {
      const ids = (await seller.requests()).json().rfqs.map((r: { _id: string }) => r._id);
      expect(ids).not.toContain(c.rfq._id);
      expect((await seller.detail(c.rfq._id)).statusCode).toBe(404);
      expect((await seller.messages(c.rfq._id)).statusCode).toBe(404);
    }
    expect((await c.buyer.detail(c.rfq._id)).json().rfq.hidden).toMatchObject({ reason: 'Spam' });
    expect((await c.buyer.write(c.rfq._id, 'Hello?', c.sellerA.who.id)).statusCode).toBe(409);
    const noReason = await admin.send('POST', `/api/admin/rfqs/${c.rfq._id}/hide`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await c.buyer.send('POST', `/api/admin/rfqs/${c.rfq._id}/hide`, { reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('takes a message away from the other party; its author sees it marked', async () => {
    const c = await categoryRequest();
    const admin = asUser(t.app, await signUpAdmin(t.app, db()));
    const rude = (await c.sellerA.write(c.rfq._id, 'Call me on WhatsApp, cheaper outside')).json().message;
    await c.sellerA.write(c.rfq._id, 'Price list attached');
    const hide = await admin.send('POST', `/api/admin/rfq-messages/${rude._id}/hide`, {
      reason: 'Trading off the platform',
    });
    expect(hide.statusCode).toBe(200);
    expect(texts(await c.buyer.messages(c.rfq._id, c.sellerA.who.id))).toEqual(['Price list attached']);
    const own = (await c.sellerA.messages(c.rfq._id)).json().messages;
    expect(own).toHaveLength(2);
    expect(own[1]).toMatchObject({ mine: true, hidden: { reason: 'Trading off the platform' } });
    expect((await c.buyer.detail(c.rfq._id)).json().threads[0].messageCount).toBe(1);
    expect((await admin.messages(c.rfq._id, c.sellerA.who.id)).json().messages).toHaveLength(2);
  });
});

describe('notifications', () => {
  it('tell the buyer of each quote and revision, and the other party of each message', async () => {
    const c = await categoryRequest();
    await c.sellerA.quote(c.rfq._id, { productId: c.product.id, unitPrice: 88.5, quantity: 40 });
    await c.sellerA.quote(c.rfq._id, { productId: c.product.id, unitPrice: 85, quantity: 40 });
    const toBuyer = await notificationsOf(db(), c.buyer.who.id);
    expect(toBuyer.map((n) => [n.kind, n.data])).toEqual([
      [
        'new_quote',
        {
          rfqId: c.rfq._id,
          productName: c.product.productName,
          category: 'electronics-gadgets',
          sellerName: 'Karim Traders',
          unitPrice: 8850,
          quantity: 40,
          revision: 1,
        },
      ],
      ['new_quote', expect.objectContaining({ unitPrice: 8500, revision: 2 })],
    ]);
    const long = 'ক'.repeat(150);
    await c.buyer.write(c.rfq._id, long, c.sellerA.who.id);
    await c.sellerA.write(c.rfq._id, 'Thank you');
    const toSeller = (await notificationsOf(db(), c.sellerA.who.id)).filter((n) => n.kind === 'new_message');
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]!.data).toEqual({
      rfqId: c.rfq._id,
      sellerId: c.sellerA.who.id,
      fromName: 'Rahima Begum',
      excerpt: 'ক'.repeat(140),
    });
    const messagesToBuyer = (await notificationsOf(db(), c.buyer.who.id)).filter(
      (n) => n.kind === 'new_message',
    );
    expect(messagesToBuyer.map((n) => n.data.excerpt)).toEqual(['Thank you']);
    // Nobody else heard of any of it.
    expect(await notificationsOf(db(), c.sellerB.who.id)).toEqual([]);
  });

  it('are not written when the event rolls back', async () => {
    const c = await categoryRequest();
    const repo = createRfqRepo(db());
    // The same repo, whose transactions fail just before they would commit.
    const failing: RfqRepo = {
      ...repo,
      transaction: (fn) =>
        repo.transaction(async (tx) => {
          await fn(tx);
          throw new Error('the commit did not happen');
        }),
    };
    const seller = await createViewer(db());
    const product = await createProduct(db(), { sellerId: seller.id });
    const quotes = createQuotesService(
      failing,
      () => new Date(),
      async () => {
        throw new Error('not reached');
      },
    );
    await expect(
      quotes.submit(seller, c.rfq._id, {
        productId: product.id,
        unitPrice: 50,
        quantity: 10,
        validUntil: dayAhead(3),
        note: '',
      }),
    ).rejects.toThrow('the commit did not happen');
    await expect(
      createMessagesService(failing).post(seller, c.rfq._id, { text: 'Lost in the rollback' }),
    ).rejects.toThrow('the commit did not happen');
    expect(await notificationsOf(db(), c.buyer.who.id)).toEqual([]);
    expect(await db().select().from(rfqQuotes).where(eq(rfqQuotes.rfqId, c.rfq._id))).toEqual([]);
    expect(await db().select().from(rfqMessages).where(eq(rfqMessages.rfqId, c.rfq._id))).toEqual([]);
  });
});
