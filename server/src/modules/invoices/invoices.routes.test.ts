import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  amountInWordsBn,
  amountInWordsEn,
  formatDhakaDate,
  formatTaka,
  type Order,
} from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder, createProduct } from '../../../test/factories.js';
import { sellerFinance, users } from '../../db/schema.js';

// The invoice through HTTP: who may have it, and what the PDF says — read back with poppler's pdftotext
// (the text a reader copies or searches, which is what ActualText carries).
let t: TestApp;
let seller: Session;
let otherSeller: Session;
let buyer: Session;
let stranger: Session;
let admin: Session;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  [seller, otherSeller, buyer, stranger] = await Promise.all([
    signUp(t.app, { name: 'রহমান ট্রেডার্স' }),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
  ]);
  admin = await signUpAdmin(t.app, t.database.db);
  dir = await mkdtemp(join(tmpdir(), 'bb-invoice-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const run = promisify(execFile);

/**
 * The PDF's text as pdftotext gives it, spaces collapsed: laid out as on the page (a table's row on one
 * line), or in reading order with line breaks as spaces too (a wrapped paragraph in one piece).
 */
async function textOf(pdf: Buffer, mode: 'layout' | 'reading' = 'layout'): Promise<string> {
  const file = join(dir, `${randomUUID()}.pdf`);
  await writeFile(file, pdf);
  const layout = mode === 'layout' ? ['-layout'] : [];
  const { stdout } = await run('pdftotext', [...layout, '-enc', 'UTF-8', file, '-']);
  return stdout.replace(mode === 'layout' ? /[ \t]+/g : /\s+/g, ' ');
}

/** One order of `buyer` for two products of `seller`: 24 × ৳145.50 and 12 × ৳1,250. */
async function twoLineOrder(payment: object = {}): Promise<Order> {
  const db = t.database.db;
  const [a, b] = await Promise.all([
    createProduct(db, {
      sellerId: seller.id,
      productName: 'প্রিমিয়াম চাল (Miniket Rice) ক্ষতিপূরণ',
      price: 145.5,
      minQuantity: 1,
      stock: 1000,
    }),
    createProduct(db, { sellerId: seller.id, productName: 'Cotton T-shirt', price: 1250, minQuantity: 1 }),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: asCookie(buyer),
    payload: {
      items: [
        { productId: a!.id, quantity: 24 },
        { productId: b!.id, quantity: 12 },
      ],
      shippingAddress: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, Dhaka 1205',
      phoneNumber: '01712345678',
      ...payment,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orders[0] as Order;
}

const invoice = (id: string, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice.pdf${query}`, headers });

describe('who may have an invoice', () => {
  it('its buyer, its seller and admins get the same PDF; anybody else 404, signed out 401', async () => {
    const order = await twoLineOrder();
    const first = await invoice(order._id, asCookie(buyer));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['cache-control']).toBe('private, no-store');
    const disposition = String(first.headers['content-disposition']);
    expect(disposition).toMatch(/^inline; filename="INV-\d{4}-\d{6}\.pdf"$/);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    for (const who of [seller, admin]) {
      const res = await invoice(order._id, asCookie(who));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(disposition);
    }
    for (const who of [stranger, otherSeller]) {
      const res = await invoice(order._id, asCookie(who));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ acknowledged: false, code: 'NOT_FOUND' });
    }
    expect((await invoice(order._id)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await invoice(randomUUID(), asCookie(admin))).statusCode).toBe(404);
    expect((await invoice('not-an-id', asCookie(buyer))).statusCode).toBe(404);
  });

  it('refuses an unknown language', async () => {
    const order = await twoLineOrder();
    expect((await invoice(order._id, asCookie(buyer), '?lang=fr')).statusCode).toBe(400);
  });
});

describe('what the invoice says', () => {
  // Issue 28 (item 22): the invoice named the seller and their e-mail, not where the goods leave from.
  it("prints the seller's pickup address", async () => {
    await t.database.db
      .update(users)
      .set({
        pickupAddress: 'Plot 7, Road 3',
        pickupDivision: 'Dhaka',
        pickupDistrict: 'Dhaka',
        pickupArea: 'Tejgaon',
      })
      .where(eq(users.id, seller.id));
    const order = await twoLineOrder();
    const text = await textOf((await invoice(order._id, asCookie(buyer), '?lang=en')).rawPayload);
    expect(text).toContain('Pickup address: Plot 7, Road 3, Tejgaon, Dhaka');
    const bn = await textOf((await invoice(order._id, asCookie(buyer), '?lang=bn')).rawPayload);
    expect(bn).toContain('পিকআপের ঠিকানা: Plot 7, Road 3');
  });

  // Issue 29 (item 8): a VAT-registered seller's BIN on the invoices of their sales; none printed without one.
  it("prints the seller's BIN when they gave one", async () => {
    const without = await twoLineOrder();
    expect(await textOf((await invoice(without._id, asCookie(buyer), '?lang=en')).rawPayload)).not.toContain(
      'BIN:',
    );
    await t.database.db.insert(sellerFinance).values({ userId: seller.id, bin: '0012345678901' });
    const order = await twoLineOrder();
    expect(await textOf((await invoice(order._id, asCookie(buyer), '?lang=en')).rawPayload)).toContain(
      'BIN: 0012345678901',
    );
    expect(await textOf((await invoice(order._id, asCookie(buyer), '?lang=bn')).rawPayload)).toContain(
      'বিআইএন: 0012345678901',
    );
  });

  it('prints the lines and the sums as the order has them, and how it was paid', async () => {
    const order = await twoLineOrder({ paymentMethod: 'bkash', transactionId: 'BK7A1B2C3D' });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/paid`,
      headers: asCookie(admin),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const res = await invoice(order._id, asCookie(buyer), '?lang=en');
    const text = await textOf(res.rawPayload);
    const number = /INV-\d{4}-\d{6}/.exec(String(res.headers['content-disposition']))![0];

    expect(text).toContain('Invoice');
    expect(text).toMatch(new RegExp(`Invoice no\\. ${number}`));
    expect(text).toContain(`Invoice date ${formatDhakaDate(new Date(), 'en')}`);
    expect(text).toContain(`Order date ${formatDhakaDate(order.orderTime, 'en')}`);
    expect(text).toContain('Seller Buyer');
    expect(text).toContain('রহমান ট্রেডার্স');
    expect(text).toContain(seller.email);
    expect(text).toContain('Phone: +8801712345678');
    // Each line: position, name, quantity, unit price, amount (as the order stored them).
    expect(order.items).toHaveLength(2);
    order.items.forEach((line, i) => {
      expect(text).toContain(
        `${i + 1} ${line.productName} ${line.quantity} ${formatTaka(line.unitPrice)} ${formatTaka(line.lineTotal)}`,
      );
    });
    expect(order.totalPrice).toBe(24 * 145.5 + 12 * 1250);
    expect(text).toContain(`Subtotal ${formatTaka(order.totalPrice)}`);
    expect(text).toContain('Delivery charge ৳0.00');
    expect(text).toContain(`Total ${formatTaka(order.totalPrice)}`);
    expect(text).toContain(`Paid ${formatTaka(order.totalPrice)}`);
    expect(text).toContain('Due ৳0.00');
    expect(text).toContain('Payment method bKash');
    expect(text).toContain('Transaction ID BK7A1B2C3D');
    expect(text).toContain(`Order ID: ${order._id}`);
    expect(text).toContain(`Checkout ID: ${order.checkoutId}`);
  });

  it('writes the total in words in English and in Bengali, whatever the language', async () => {
    const order = await twoLineOrder();
    for (const lang of ['en', 'bn']) {
      const text = await textOf((await invoice(order._id, asCookie(buyer), `?lang=${lang}`)).rawPayload);
      expect(text).toContain(amountInWordsEn(order.totalPrice)); // Eighteen Thousand Four Hundred Ninety Two Taka Only
      expect(text).toContain(amountInWordsBn(order.totalPrice)); // আঠারো হাজার চারশত বিরানব্বই টাকা মাত্র
    }
  });

  it('is in Bengali for a reader who chose Bengali: labels, digits and dates', async () => {
    const order = await twoLineOrder();
    const bn = { ...asCookie(buyer), cookie: `${buyer.cookie}; lang=bn` };
    const res = await invoice(order._id, bn);
    expect(res.headers['content-language']).toBe('bn');
    const text = await textOf(res.rawPayload);
    for (const label of ['চালান', 'চালান নম্বর', 'বিক্রেতা', 'ক্রেতা', 'পণ্য', 'পরিমাণ', 'একক মূল্য']) {
      expect(text).toContain(label);
    }
    expect(text).toContain(`উপমোট ${formatTaka(order.totalPrice, 'bn')}`); // ৳১৮,৪৯২.০০
    expect(text).toContain('ডেলিভারি চার্জ ৳০.০০');
    expect(text).toContain(`সর্বমোট ${formatTaka(order.totalPrice, 'bn')}`);
    expect(text).toContain('পরিশোধিত ৳০.০০');
    expect(text).toContain(`বকেয়া ${formatTaka(order.totalPrice, 'bn')}`);
    expect(text).toContain('পরিশোধের মাধ্যম ক্যাশ অন ডেলিভারি');
    expect(text).toContain(`চালানের তারিখ ${formatDhakaDate(new Date(), 'bn')}`);
    expect(text).toContain('১ প্রিমিয়াম চাল'); // the line's position in Bengali digits
    expect(text).toContain('২৪ ৳১৪৫.৫০ ৳৩,৪৯২.০০');
    expect(text).not.toContain('Subtotal');

    // Accept-Language chooses when there is no cookie; ?lang= overrides both.
    const accept = await invoice(order._id, { ...asCookie(buyer), 'accept-language': 'bn-BD,bn;q=0.9' });
    expect(await textOf(accept.rawPayload)).toContain('উপমোট');
    const english = await invoice(order._id, bn, '?lang=en');
    expect(english.headers['content-language']).toBe('en');
    expect(await textOf(english.rawPayload)).toContain('Subtotal');
  });

  it('keeps a product name in Bengali and English, as typed', async () => {
    const order = await twoLineOrder();
    for (const lang of ['en', 'bn']) {
      const pdf = (await invoice(order._id, asCookie(seller), `?lang=${lang}`)).rawPayload;
      const text = await textOf(pdf, 'reading');
      expect(text).toContain('প্রিমিয়াম চাল (Miniket Rice) ক্ষতিপূরণ');
      expect(text).toContain('বাড়ি ১২, রোড ৫, ধানমন্ডি, Dhaka 1205');
    }
  });
});

describe('which orders have an invoice', () => {
  it('none while the online payment is awaited, and no number is taken', async () => {
    const held = await createOrder(t.database.db, { buyerId: buyer.id, orderStatus: 'awaiting_payment' });
    const res = await invoice(held.id, asCookie(buyer));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      fields: { orderStatus: 'awaiting_payment' },
    });
  });

  it('a cancelled order keeps the invoice it had, marked cancelled; one cancelled first gets none', async () => {
    const invoiced = await twoLineOrder();
    const before = await invoice(invoiced._id, asCookie(buyer));
    const cancel = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: asCookie(buyer) });
    expect((await cancel(invoiced._id)).statusCode).toBe(200);
    const after = await invoice(invoiced._id, asCookie(buyer), '?lang=en');
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-disposition']).toBe(before.headers['content-disposition']);
    expect(await textOf(after.rawPayload)).toContain('CANCELLED');

    const never = await twoLineOrder();
    expect((await cancel(never._id)).statusCode).toBe(200);
    expect((await invoice(never._id, asCookie(buyer))).statusCode).toBe(409);
  });
});

describe('delivery on the invoice', () => {
  it('prints the delivery charge between the subtotal and the total, and the place with the address', async () => {
    const db = t.database.db;
    const rates = (bands: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/delivery-rates',
        headers: asCookie(admin),
        payload: { bands },
      });
    const set = await rates([
      { upToKg: null, charges: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 130 } },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    try {
      const product = await createProduct(db, {
        sellerId: seller.id,
        productName: 'Steel tiffin',
        price: 150,
        minQuantity: 1,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: asCookie(buyer),
        payload: {
          items: [{ productId: product.id, quantity: 10 }],
          shippingAddress: 'House 12, Road 5',
          location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
          phoneNumber: '01712345678',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const order = res.json().orders[0] as Order;
      expect(order).toMatchObject({ deliveryCharge: 60, totalPrice: 1560 });
      const text = await textOf((await invoice(order._id, asCookie(buyer), '?lang=en')).rawPayload);
      expect(text).toContain(`Subtotal ${formatTaka(1500)}`);
      expect(text).toContain(`Delivery charge ${formatTaka(60)}`);
      expect(text).toContain(`Total ${formatTaka(1560)}`);
      // The address line, then the thana and district (the column wraps after the thana).
      expect(text).toContain('Shipping address: House 12, Road 5, Dhanmondi,');
    } finally {
      expect((await rates([])).statusCode).toBe(200);
    }
  });
});
