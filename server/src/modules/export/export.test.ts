import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder, createProduct, createUser } from '../../../test/factories.js';
import { newsletterSubscribers, orderItems } from '../../db/schema.js';
import { csvStream, neutraliseFormula } from './csv.js';

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

/** RFC 4180 as csv-stringify writes it (quoted cells, doubled quotes), BOM dropped: rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else {
      cell += ch;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The sheet's rows as objects keyed by its header. */
const records = (text: string) => {
  const [header, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
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

  it('exports orders with the current filter', async () => {
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

  it('writes one row per order line, each with its order’s columns; a line’s SKU finds its order', async () => {
    const sellerA = await signUp(t.app, { name: 'Rahim Traders' });
    const sellerB = await signUp(t.app, { name: 'Karim Soap House' });
    const buyer = await signUp(t.app);
    const product = (sellerId: string, productName: string, extra = {}) =>
      createProduct(t.database.db, { sellerId, productName, price: 150, minQuantity: 12, ...extra });
    const oil = await product(sellerA.id, 'Mustard Oil 5L', {
      orderIncrement: 12,
      priceTiers: [{ minQuantity: 24, pricePoisha: 14_000 }],
    });
    const rice = await product(sellerA.id, 'Miniket Rice 25kg');
    const salt = await product(sellerA.id, '=cmd|salt', { sku: 'SALT-1KG-77' });
    const soap = await product(sellerB.id, 'Bath Soap 100g');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: asCookie(buyer),
      payload: {
        items: [
          { productId: oil.id, quantity: 24 },
          { productId: rice.id, quantity: 12 },
          { productId: salt.id, quantity: 13 },
          { productId: soap.id, quantity: 20 },
        ],
        shippingAddress: 'House 9, Road 2, Mirpur, Dhaka',
        phoneNumber: '01712345678',
      },
    });
    expect(res.statusCode).toBe(200);
    const { checkoutId, orders } = res.json();
    expect(orders).toHaveLength(2);
    const orderA = orders.find((o: { items: unknown[] }) => o.items.length === 3);

    // Searching by the third line's SKU finds order A (not its flat fields, which are the first line's).
    const found = records((await csv('/api/admin/export/orders.csv?q=SALT-1KG')).body);
    expect(
      found.map((r) => [
        r['Line'],
        r['Product'],
        r['Quantity'],
        r['Unit price (BDT)'],
        r['Line total (BDT)'],
      ]),
    ).toEqual([
      ['1', 'Mustard Oil 5L', '24', '140.00', '3360.00'],
      ['2', 'Miniket Rice 25kg', '12', '150.00', '1800.00'],
      ['3', "'=cmd|salt", '13', '150.00', '1950.00'],
    ]);
    for (const r of found)
      expect(r).toMatchObject({
        'Order id': orderA._id,
        'Checkout id': checkoutId,
        'Order total (BDT)': '7110.00',
        Status: 'pending',
        Payment: 'cod',
        Paid: 'no',
        Address: 'House 9, Road 2, Mirpur, Dhaka',
      });
    expect(found[2]!['SKU']).toBe('SALT-1KG-77');

    // The whole sheet: the checkout's two orders, four lines; line totals add up to the checkout.
    const all = records((await csv('/api/admin/export/orders.csv')).body).filter(
      (r) => r['Checkout id'] === checkoutId,
    );
    expect(all).toHaveLength(4);
    expect(all.map((r) => r['Seller']).sort()).toEqual([
      'Karim Soap House',
      'Rahim Traders',
      'Rahim Traders',
      'Rahim Traders',
    ]);
    expect(new Set(all.map((r) => r['Order id'])).size).toBe(2);
    const sum = all.reduce((s, r) => s + Math.round(Number(r['Line total (BDT)']) * 100), 0);
    expect(sum / 100).toBe(res.json().total);
  });

  it('keeps an order without stored lines, from its flat product fields', async () => {
    const order = await createOrder(t.database.db, { quantity: 12, productName: 'Loose Tea 1kg' });
    await t.database.db.delete(orderItems).where(eq(orderItems.orderId, order.id));
    const [row, ...more] = records((await csv(`/api/admin/export/orders.csv?q=${order.id}`)).body);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      'Order id': order.id,
      Line: '1',
      Product: 'Loose Tea 1kg',
      Quantity: '12',
      'Line total (BDT)': (order.totalPoisha / 100).toFixed(2),
    });
  });

  // Issue 28 (item 22): times were written '21 November 2026 at 22:40:05', which no spreadsheet reads as a time.
  it('writes every time in every sheet as ISO 8601 at Dhaka’s offset (+06:00), the stored instant to the second', async () => {
    const at = new Date('2026-11-27T15:30:00.250Z'); // 21:30 in Dhaka
    const seller = await createUser(t.database.db, { createdAt: at });
    const product = await createProduct(t.database.db, { sellerId: seller.id, createdAt: at });
    await createOrder(t.database.db, { productId: product.id, createdAt: at, updatedAt: at });
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: `iso-${seller.id.slice(0, 8)}@example.com`, createdAt: at });
    const dhaka = '2026-11-27T21:30:00+06:00';
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+06:00$/;
    const sheets = {
      'orders.csv': ['Order time (Dhaka)', 'Last update (Dhaka)'],
      'products.csv': ['Listed (Dhaka)'],
      'users.csv': ['Joined (Dhaka)'],
      'subscribers.csv': ['Subscribed (Dhaka)'],
    };
    for (const [sheet, columns] of Object.entries(sheets)) {
      const rows = records((await csv(`/api/admin/export/${sheet}`)).body);
      for (const column of columns) {
        const times = rows.map((r) => r[column]);
        expect(times.length, sheet).toBeGreaterThan(0);
        for (const time of times) expect(time, `${sheet} ${column}`).toMatch(iso);
        expect(times, `${sheet} ${column}`).toContain(dhaka);
      }
    }
  });

  it('pages by records, however many rows each expands to', async () => {
    // 1,201 records over three pages of 500, each 0–2 rows: every row comes out once, in order.
    const source = Array.from({ length: 1201 }, (_, i) => i);
    const stream = csvStream<number, { n: number; k: number }>(
      [
        { header: 'n', value: (r) => r.n },
        { header: 'k', value: (r) => r.k },
      ],
      async (offset, limit) => source.slice(offset, offset + limit),
      (n) => Array.from({ length: n % 3 }, (_, k) => ({ n, k })),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(stream)) chunks.push(Buffer.from(chunk));
    const rows = parseCsv(Buffer.concat(chunks).toString('utf8')).slice(1);
    const expected = source.flatMap((n) => Array.from({ length: n % 3 }, (_, k) => [String(n), String(k)]));
    expect(rows).toEqual(expected);
  });
});
