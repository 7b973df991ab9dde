import { inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import { dayAhead } from '../rfq/rfq-test-kit.js';
import { products } from '../../db/schema.js';
import { startSmtp } from '../../../test/smtp-server.js';
import type { Session } from '../../../test/auth-helpers.js';
import { createMailWorker } from './mail-worker.js';
import { createSmtpMailer } from './mailer.js';
import { createNotificationsRepo } from './notifications.repo.js';

// Every event of PRODUCT.md's list, made through the real API of a running shop, ends as exactly one e-mail
// to the right person at a real SMTP server on loopback (the shop's own worker is kept idle; the test drives
// one over the same database).

let shop: PaymentsShop;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const log = { warn: () => {}, error: () => {} };

/** Sends everything due; answers the mails that reached the SMTP server during the pass, parsed. */
async function deliver() {
  const before = smtp.received.length;
  const worker = createMailWorker({
    repo: createNotificationsRepo(shop.db),
    mailer: createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'BulkBazar <no-reply@localhost>'),
    baseUrl: shop.base,
    host: 'localhost',
    log,
  });
  while ((await worker.runOnce()) > 0);
  return Promise.all(
    smtp.received.slice(before).map(async (m) => {
      const parsed = await simpleParser(m.raw);
      return { to: m.to, subject: parsed.subject ?? '', text: parsed.text ?? '', id: parsed.messageId };
    }),
  );
}
type Mail = Awaited<ReturnType<typeof deliver>>[number];
const to = (mails: Mail[], who: Session) => mails.filter((m) => m.to.includes(who.email));
const code = (id: string) => `#${id.slice(0, 8).toUpperCase()}`;

beforeAll(async () => {
  smtp = await startSmtp();
  shop = await startPaymentsShop({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NOTIFY_POLL_MS: '600000' });
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

describe('one e-mail per event, to the right person', () => {
  it('a cash-on-delivery checkout over two sellers: the buyer hears of each order, each seller of theirs', async () => {
    const buyer = await shop.signUp('Rahima Begum');
    const [sellerA, sellerB] = [await shop.signUp('Karim Traders'), await shop.signUp('Dhaka Gadgets')];
    const a = await shop.product({ sellerId: sellerA.id });
    const b = await shop.product({ sellerId: sellerB.id });
    const placed = await shop.checkout(
      buyer,
      [
        { productId: a.id, quantity: 10 },
        { productId: b.id, quantity: 20 },
      ],
      'cod',
    );
    expect(placed.status).toBe(200);
    const [orderA, orderB] = [a, b].map((p) =>
      (placed.body.orders as { _id: string; productId: string }[]).find((o) => o.productId === p.id)!,
    );
    const mails = await deliver();
    expect(mails).toHaveLength(4);
    expect(
      to(mails, buyer)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([`Order ${code(orderA!._id)} received`, `Order ${code(orderB!._id)} received`].sort());
    expect(to(mails, sellerA).map((m) => m.subject)).toEqual([`New order ${code(orderA!._id)}`]);
    expect(to(mails, sellerB).map((m) => m.subject)).toEqual([`New order ${code(orderB!._id)}`]);
    expect(to(mails, sellerA)[0]!.text).toContain('৳1,000.00');
    expect(new Set(mails.map((m) => m.id)).size).toBe(4);

    // The seller moves one order on: the buyer hears of it, the seller (who did it) does not.
    const moved = await shop.call(sellerA, 'POST', `/api/orders/${orderA!._id}/status`, {
      from: 'pending',
      status: 'processing',
    });
    expect(moved.status).toBe(200);
    const afterMove = await deliver();
    expect(afterMove.map((m) => [m.to[0], m.subject])).toEqual([
      [buyer.email, `Order ${code(orderA!._id)} is processing`],
    ]);

    // The buyer cancels the other: its seller hears of it, the buyer does not.
    const cancelled = await shop.call(buyer, 'POST', `/api/orders/${orderB!._id}/cancel`);
    expect(cancelled.status).toBe(200);
    const afterCancel = await deliver();
    expect(afterCancel.map((m) => [m.to[0], m.subject])).toEqual([
      [sellerB.email, `Order ${code(orderB!._id)} is cancelled`],
    ]);
    expect(await deliver()).toEqual([]);
  });

  it('an order paid by bKash: the buyer hears of the payment, the seller of the order once it is paid; a cancel refunds and says so', async () => {
    const buyer = await shop.signUp('Nusrat Jahan');
    const seller = await shop.signUp('Chattogram Wholesale');
    const p = await shop.product({ sellerId: seller.id });
    const { orderIds, payment } = await shop.placeOnline(
      buyer,
      [{ productId: p.id, quantity: 10 }],
      'bkash_online',
    );
    // Placed but not paid: nobody is told yet (the buyer is on bKash's page, the seller has nothing to do).
    expect(await deliver()).toEqual([]);
    const callback = await shop.decideBkash(payment.redirectUrl, 'approve');
    await shop.followBkash(callback);
    const paid = await deliver();
    expect(paid.map((m) => [m.to[0], m.subject]).sort()).toEqual(
      [
        [buyer.email, 'Payment of ৳1,000.00 received'],
        [seller.email, `New order ${code(orderIds[0]!)}`],
      ].sort(),
    );
    const cancelled = await shop.call(buyer, 'POST', `/api/orders/${orderIds[0]}/cancel`);
    expect(cancelled.status).toBe(200);
    const refunded = await deliver();
    expect(refunded.map((m) => [m.to[0], m.subject]).sort()).toEqual(
      [
        [buyer.email, '৳1,000.00 refunded'],
        [seller.email, `Order ${code(orderIds[0]!)} is cancelled`],
      ].sort(),
    );
  });

  it('an unpaid online order that lapses: only the buyer is told', async () => {
    const buyer = await shop.signUp('Shafiq Ahmed');
    const seller = await shop.signUp('Khulna Traders');
    const p = await shop.product({ sellerId: seller.id });
    const { checkoutId, orderIds } = await shop.placeOnline(
      buyer,
      [{ productId: p.id, quantity: 10 }],
      'bkash_online',
    );
    await shop.expireHold(checkoutId);
    // Reading one's orders ends an expired hold (as the sweep would).
    expect((await shop.call(buyer, 'GET', '/api/myorder')).status).toBe(200);
    const mails = await deliver();
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([
      [buyer.email, `Order ${code(orderIds[0]!)} is cancelled`],
    ]);
    expect(mails[0]!.text).toContain('payment not completed');
  });

  it('listing approved and rejected: the seller hears of each decision', async () => {
    const admin = await shop.signUpAdmin();
    const seller = await shop.signUp('Rajshahi Mango House');
    const good = await shop.product({ sellerId: seller.id });
    const bad = await shop.product({ sellerId: seller.id });
    await shop.db
      .update(products)
      .set({ status: 'pending' })
      .where(inArray(products.id, [good.id, bad.id]));
    expect((await shop.call(admin, 'POST', `/api/admin/products/${good.id}/approve`)).status).toBe(200);
    const rejected = await shop.call(admin, 'POST', `/api/admin/products/${bad.id}/reject`, {
      reason: 'The photo shows another product',
    });
    expect(rejected.status).toBe(200);
    const mails = await deliver();
    expect(mails).toHaveLength(2);
    expect(
      to(mails, seller)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([`"${good.productName}" is approved`, `"${bad.productName}" was not approved`].sort());
    expect(mails.find((m) => m.subject.includes('not approved'))!.text).toContain(
      'Reason: The photo shows another product',
    );
  });

  it('a quote and a message: the buyer hears of the quote, each side of the other’s message', async () => {
    const buyer = await shop.signUp('Farida Yasmin');
    const seller = await shop.signUp('Sylhet Tea Traders');
    const p = await shop.product({ sellerId: seller.id });
    const rfq = await shop.call(buyer, 'POST', '/api/rfqs', { productId: p.id, quantity: 200 });
    expect(rfq.status).toBe(200);
    const rfqId = rfq.body.rfq._id as string;
    expect(await deliver()).toEqual([]);
    const quote = await shop.call(seller, 'POST', `/api/rfqs/${rfqId}/quotes`, {
      unitPrice: 90,
      quantity: 200,
      validUntil: dayAhead(7),
    });
    expect(quote.status).toBe(200);
    const quoted = await deliver();
    expect(quoted.map((m) => [m.to[0], m.subject])).toEqual([
      [buyer.email, 'Sylhet Tea Traders sent a quote'],
    ]);
    expect(quoted[0]!.text).toContain(`${shop.base}/rfqs/${rfqId}`);
    expect(
      (await shop.call(seller, 'POST', `/api/rfqs/${rfqId}/messages`, { text: 'Delivery in 3 days' })).status,
    ).toBe(200);
    expect(
      (
        await shop.call(buyer, 'POST', `/api/rfqs/${rfqId}/messages`, {
          text: 'Can you pack in 25 kg bags?',
          sellerId: seller.id,
        })
      ).status,
    ).toBe(200);
    const talk = await deliver();
    expect(talk.map((m) => [m.to[0], m.subject]).sort()).toEqual(
      [
        [buyer.email, 'New message from Sylhet Tea Traders'],
        [seller.email, 'New message from Farida Yasmin'],
      ].sort(),
    );
  });
});

describe('what each person chose', () => {
  it('an e-mail kind turned off is not sent (the bell still has it); the chosen language is used', async () => {
    const buyer = await shop.signUp('Jamal Uddin');
    const seller = await shop.signUp('Barishal Rice Mills');
    const saved = await shop.call(seller, 'PUT', '/api/notifications/settings', {
      lang: null,
      emailOff: ['order_placed'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ lang: null, emailOff: ['order_placed'] });
    expect(
      (await shop.call(buyer, 'PUT', '/api/notifications/settings', { lang: 'bn', emailOff: [] })).status,
    ).toBe(200);
    const p = await shop.product({ sellerId: seller.id });
    const placed = await shop.checkout(buyer, [{ productId: p.id, quantity: 10 }], 'cod');
    expect(placed.status).toBe(200);
    const mails = await deliver();
    expect(to(mails, seller)).toEqual([]);
    expect(to(mails, buyer).map((m) => m.subject)).toEqual([
      `অর্ডার ${code(placed.body.orders[0]._id)} পাওয়া গেছে`,
    ]);
    expect(to(mails, buyer)[0]!.text).toContain('৳১,০০০.০০');
    const bell = await shop.call(seller, 'GET', '/api/notifications');
    expect(bell.body.unread).toBe(1);
    expect(bell.body.items[0]).toMatchObject({
      kind: 'order_placed',
      path: '/myproducts/orders',
      read: false,
    });
  });

  it('settings refuse an unknown kind, the password reset, and an unknown language, naming the field', async () => {
    const who = await shop.signUp('Mina Akter');
    for (const body of [
      { lang: null, emailOff: ['password_reset'] },
      { lang: null, emailOff: ['spam'] },
      { lang: 'fr', emailOff: [] },
      { lang: null },
    ]) {
      const res = await shop.call(who, 'PUT', '/api/notifications/settings', body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).join()).toMatch(/emailOff|lang/);
    }
    expect((await shop.call(who, 'GET', '/api/notifications/settings')).body).toEqual({
      lang: null,
      emailOff: [],
    });
    expect((await shop.call(null, 'GET', '/api/notifications/settings')).status).toBe(401);
  });
});
