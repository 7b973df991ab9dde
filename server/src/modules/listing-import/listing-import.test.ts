import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { LISTING_SHEET_HEADERS_BN, LISTING_SHEET_HEADERS_EN } from '@bulkbazar/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../db/schema.js';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { filePart, multipartBody } from '../uploads/multipart-bodies.js';
import { isPublicAddress } from './image-fetch.js';

// Sellers' bulk export and import (issue 30 items 5 and 6) over HTTP: the round trip changes nothing, a dry run
// reports each bad row's errors by column in both languages and saves nothing, bad files are 400s naming `file`.
let t: TestApp;
let seller: Session;
let other: Session;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app, { name: 'Mirpur Garments' });
  other = await signUp(t.app, { name: 'Another Seller' });
});
afterAll(() => t.close());

const image = () => `/uploads/u/${randomUUID()}.webp`;
const tag = () => randomUUID().slice(0, 8).toUpperCase();

async function upload(session: Session, name: string, bytes: Buffer, dryRun = true) {
  const form = multipartBody([filePart(bytes, name, 'application/octet-stream')]);
  return t.app.inject({
    method: 'POST',
    url: `/api/myproducts/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...asCookie(session), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** Polls the job as the page does until it stops working. */
async function settled(session: Session, jobId: string) {
  for (let i = 0; i < 400; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/myproducts/import/${jobId}`,
      headers: asCookie(session),
    });
    expect(res.statusCode, res.body).toBe(200);
    if (['ready', 'done', 'failed'].includes(res.json().status)) return res.json();
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the import did not finish');
}

async function submitted(session: Session, name: string, bytes: Buffer, dryRun = true) {
  const res = await upload(session, name, bytes, dryRun);
  expect(res.statusCode, res.body).toBe(202);
  return settled(session, res.json().jobId as string);
}

async function confirm(session: Session, jobId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/myproducts/import/${jobId}/confirm`,
    headers: asCookie(session),
  });
  expect(res.statusCode, res.body).toBe(202);
  return settled(session, jobId);
}

const myProducts = async (session: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/myproducts?limit=100', headers: asCookie(session) })).json()
    .products as { productName: string; status: string; price: number; maxQuantity: number }[];

const csv = (rows: Record<string, string | number>[]) => {
  const quote = (v: string | number) => `"${String(v).replace(/"/g, '""')}"`;
  const lines = rows.map((r) => LISTING_SHEET_HEADERS_EN.map((h) => quote(r[h] ?? '')).join(','));
  return Buffer.from([LISTING_SHEET_HEADERS_EN.join(','), ...lines].join('\r\n'), 'utf8');
};

const simpleRow = (n: number, prefix: string) => ({
  handle: `${prefix}-${n}`,
  name: `Imported rice sack ${n}`,
  description: 'Miniket rice, 50 kg sack.',
  category: 'Food & Groceries',
  brand: 'Dinajpur Mills',
  price: 2400 + n,
  minimum: 10,
  pack: 5,
  stock: 500,
  sku: `${prefix}-${n}`,
  image: image(),
});

describe('export and the round trip', () => {
  let seller2: Session;
  beforeAll(async () => {
    seller2 = await signUp(t.app, { name: 'Round Trip Traders' });
    const sku = tag();
    const shirt = {
      productName: 'Cotton Polo = ‌পোলো শার্ট',
      image: image(),
      extraimages: [image()],
      brand: '@Mirpur Knit',
      category: 'Fashion & Apparel',
      description: '-Combed cotton, "180" GSM, কম্বড কটন',
      price: 180.5,
      maxQuantity: 100,
      minQuantity: 60,
      orderIncrement: 2,
      priceTiers: [{ minQuantity: 100, price: 170 }],
      options: [
        { name: 'Size', values: ['M', 'L'] },
        { name: 'Colour', values: ['Navy', 'লাল'] },
      ],
      variants: [
        { sku: `${sku}-M`, options: { Size: 'M', Colour: 'Navy' }, stock: 40 },
        { sku: `${sku}-L`, options: { Size: 'L', Colour: 'লাল' }, stock: 60, price: 190 },
      ],
    };
    const rice = { ...simpleRow(1, tag()), productName: 'Plain rice', maxQuantity: 300, minQuantity: 10 };
    for (const body of [shirt, { ...rice, price: 99, category: 'Food & Groceries', extraimages: [] }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addproduct',
        headers: asCookie(seller2),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('exports one row per variant with a BOM, formulas neutralised, and imports back to no change', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/myproducts/export.csv',
      headers: asCookie(seller2),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(1 + 2 + 1);
    expect(res.body).toContain("'@Mirpur Knit");
    expect(res.body).toContain("'-Combed cotton");
    expect(res.body).toContain('লাল');

    const before = await myProducts(seller2);
    const dry = await submitted(seller2, 'mine.csv', res.rawPayload);
    expect(dry).toMatchObject({ status: 'ready', rows: [], progress: { done: 3, total: 3 } });
    const done = await confirm(seller2, dry.jobId);
    expect(done).toMatchObject({ status: 'done', rows: [], created: 0, updated: 0, unchanged: 2 });
    expect(await myProducts(seller2)).toEqual(before);
  });

  it('exports XLSX that imports back to no change', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/myproducts/export.xlsx',
      headers: asCookie(seller2),
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(4);
    const done = await submitted(seller2, 'mine.xlsx', res.rawPayload, false);
    expect(done).toMatchObject({ status: 'done', rows: [], created: 0, updated: 0, unchanged: 2 });
  });

  it('updates a listing matched by SKU and sends a content change to review', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/myproducts/export.csv',
      headers: asCookie(seller2),
    });
    const edited = Buffer.from(res.body.replace('Plain rice', 'Plain rice; new crop'), 'utf8');
    const done = await submitted(seller2, 'edit.csv', edited, false);
    expect(done).toMatchObject({ status: 'done', rows: [], created: 0, updated: 1, unchanged: 1 });
    const names = (await myProducts(seller2)).map((p) => p.productName);
    expect(names).toContain('Plain rice; new crop');
    expect(names).toHaveLength(2);
  });
});

describe('a dry run of a file with bad rows', () => {
  it('reports exactly the bad rows by column in both languages and saves nothing until confirmed', async () => {
    const fresh = await signUp(t.app, { name: 'Twenty Rows Ltd' });
    const prefix = tag();
    const rows: Record<string, string | number>[] = Array.from({ length: 20 }, (_, i) =>
      simpleRow(i + 1, prefix),
    );
    rows[4] = { ...rows[4]!, price: 'abc' };
    rows[9] = { ...rows[9]!, name: '' };
    rows[14] = { ...rows[14]!, category: 'Spaceships', minimum: 7 };
    const dry = await submitted(fresh, 'twenty.csv', csv(rows));
    expect(dry.status).toBe('ready');
    expect(dry.rows.map((r: { row: number }) => r.row)).toEqual([6, 11, 16]);
    const [price, name, category] = dry.rows as {
      handle: string;
      errors: { column: string; message: string; messageBn: string }[];
    }[];
    expect(price!.errors).toEqual([
      {
        column: 'price',
        message: 'Price must be a number',
        messageBn: expect.stringMatching(/[\u0980-\u09FF]/),
      },
    ]);
    expect(name!.errors.map((e) => e.column)).toEqual(['name']);
    expect(name!.errors[0]!.message).toBe('Product name is required');
    expect(category!.errors.map((e) => e.column)).toEqual(['category']);
    for (const e of dry.rows.flatMap((r: { errors: { messageBn: string }[] }) => r.errors))
      expect(e.messageBn).toMatch(/[\u0980-\u09FF]/);
    expect(await myProducts(fresh)).toEqual([]);

    const done = await confirm(fresh, dry.jobId);
    expect(done).toMatchObject({ status: 'done', created: 17, updated: 0 });
    const mine = await myProducts(fresh);
    expect(mine).toHaveLength(17);
    expect(new Set(mine.map((p) => p.status))).toEqual(new Set(['pending']));
    // Re-importing the same file: matched by SKU, nothing changes.
    const again = await submitted(fresh, 'twenty.csv', csv(rows), false);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 17 });
  });

  it('reads Bengali headers and a BOM', async () => {
    const fresh = await signUp(t.app, { name: 'Bangla Headers' });
    const row = simpleRow(1, tag());
    const body = `\uFEFF${LISTING_SHEET_HEADERS_BN.join(',')}\r\n${LISTING_SHEET_HEADERS_EN.map((h) => `"${(row as Record<string, unknown>)[h] ?? ''}"`).join(',')}`;
    const dry = await submitted(fresh, 'bn.csv', Buffer.from(body, 'utf8'));
    expect(dry).toMatchObject({ status: 'ready', rows: [], progress: { total: 1 } });
  });
});

describe('bad files and cells', () => {
  const refused = async (name: string, bytes: Buffer, message: RegExp) => {
    const res = await upload(seller, name, bytes);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.file).toMatch(message);
  };

  it('refuses a wrong type, Latin-1 bytes, a 1 MB cell and too many rows', async () => {
    await refused('list.txt', csv([simpleRow(1, 'X')]), /\.csv or \.xlsx/);
    await refused('latin.csv', Buffer.concat([csv([simpleRow(1, 'X')]), Buffer.from([0xe9, 0x0a])]), /UTF-8/);
    await refused('big.csv', csv([{ ...simpleRow(1, 'X'), description: 'a'.repeat(1024 * 1024) }]), /32 KB/);
    const many = Buffer.from(
      [LISTING_SHEET_HEADERS_EN.join(','), ...Array.from({ length: 10_001 }, (_, i) => `h${i},n`)].join('\n'),
    );
    await refused('many.csv', many, /at most 10000/);
    await refused('empty.csv', Buffer.from('a,b\n1,2\n'), /no "handle" column/);
  });

  it('refuses a zip bomb named .xlsx, a non-zip .xlsx and merged cells', async () => {
    const bomb = Buffer.from(
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(120 * 1024 * 1024) }, { level: 9 }),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused('bomb.xlsx', bomb, /unpacks too large/);
    // The same bomb declaring 1 KB unpacked in its headers: caught by the bytes the inflating produces.
    const liar = Buffer.from(bomb);
    for (const [signature, at] of [
      [0x04034b50, 22],
      [0x02014b50, 24],
    ] as const)
      for (let i = liar.indexOf(Buffer.from(new Uint32Array([signature]).buffer)); i >= 0; i = -1)
        liar.writeUInt32LE(1024, i + at);
    await refused('liar.xlsx', liar, /unpacks too large/);
    await refused('fake.xlsx', csv([simpleRow(1, 'X')]), /not a valid XLSX/);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('L');
    sheet.addRow([...LISTING_SHEET_HEADERS_EN]);
    sheet.addRow(
      LISTING_SHEET_HEADERS_EN.map((h) => String((simpleRow(1, 'X') as Record<string, unknown>)[h] ?? '')),
    );
    sheet.mergeCells('B2:C2');
    await refused('merged.xlsx', Buffer.from(await book.xlsx.writeBuffer()), /Merged cells/);
    expect(await myProducts(seller)).toEqual([]);
  });

  it('refuses formula cells on their row (CSV text, XLSX without a saved value) and takes a saved value', async () => {
    const dry = await submitted(seller, 'f.csv', csv([{ ...simpleRow(1, tag()), brand: '=HYPERLINK("x")' }]));
    expect(dry.rows).toEqual([
      {
        row: 2,
        handle: expect.any(String),
        errors: [expect.objectContaining({ column: 'brand', message: expect.stringMatching(/Formulas/) })],
      },
    ]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('L');
    sheet.addRow([...LISTING_SHEET_HEADERS_EN]);
    const row = simpleRow(1, tag()) as Record<string, unknown>;
    const cells = sheet.addRow(LISTING_SHEET_HEADERS_EN.map((h) => String(row[h] ?? '')));
    const priceCol = LISTING_SHEET_HEADERS_EN.indexOf('price') + 1;
    const stockCol = LISTING_SHEET_HEADERS_EN.indexOf('stock') + 1;
    cells.getCell(priceCol).value = { formula: '2000+400', result: 2400 };
    cells.getCell(stockCol).value = { formula: 'A1*2' } as ExcelJS.CellFormulaValue;
    const x = await submitted(seller, 'f.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(x.rows).toHaveLength(1);
    expect(x.rows[0].errors.map((e: { column: string }) => e.column)).toEqual(['stock']);
    expect(await myProducts(seller)).toEqual([]);
  });

  it('refuses image URLs to loopback, private and link-local addresses on the image column', async () => {
    const urls = [
      'https://127.0.0.1/a.png',
      'https://10.1.2.3/a.png',
      'https://169.254.169.254/latest',
      'https://[::1]/a.png',
      'http://example.com/a.png',
      'https://localhost/a.png',
    ];
    const prefix = tag();
    const dry = await submitted(
      seller,
      'img.csv',
      csv(urls.map((u, i) => ({ ...simpleRow(i, prefix), image: u }))),
      false,
    );
    expect(dry.status).toBe('done');
    expect(dry.rows).toHaveLength(urls.length);
    for (const r of dry.rows) expect(r.errors).toEqual([expect.objectContaining({ column: 'image' })]);
    expect(dry.rows[0].errors[0].message).toMatch(/private network/);
    expect(dry.rows[0].errors[0].messageBn).toMatch(/ব্যক্তিগত নেটওয়ার্ক/);
    expect(dry.rows[4].errors[0].message).toMatch(/https/);
    expect(dry.created).toBe(0);
    expect(await myProducts(seller)).toEqual([]);
  });

  it('knows the special address ranges, v4 and v6', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(a), a).toBe(true);
  });
});

describe('who sees a job', () => {
  it('answers 404 to another seller for reading or confirming it', async () => {
    const res = await upload(seller, 'a.csv', csv([simpleRow(1, tag())]));
    const jobId = res.json().jobId as string;
    await settled(seller, jobId);
    for (const [method, url] of [
      ['GET', `/api/myproducts/import/${jobId}`],
      ['POST', `/api/myproducts/import/${jobId}/confirm`],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: asCookie(other) });
      expect(answer.statusCode).toBe(404);
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/myproducts/imports',
      headers: asCookie(seller),
    });
    expect(mine.json().imports.map((i: { jobId: string }) => i.jobId)).toContain(jobId);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/myproducts/imports',
      headers: asCookie(other),
    });
    expect(theirs.json().imports.map((i: { jobId: string }) => i.jobId)).not.toContain(jobId);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/myproducts/import/not-a-uuid',
      headers: asCookie(seller),
    });
    expect(bad.statusCode).toBe(404);
  });
});

describe('the stock history of an import', () => {
  it('labels the stock an import changes "import", with the seller as its author', async () => {
    const importer = await signUp(t.app, { name: 'Stock Label Traders' });
    const row = simpleRow(1, tag());
    await submitted(importer, 'one.csv', csv([row]), false);
    const [mine] = (
      await t.app.inject({ method: 'GET', url: '/api/myproducts', headers: asCookie(importer) })
    ).json().products as { _id: string }[];
    await submitted(importer, 'one-more.csv', csv([{ ...row, stock: 520 }]), false);
    const history = await t.database.db
      .select({
        reason: stockMovements.reason,
        before: stockMovements.before,
        after: stockMovements.after,
        actorId: stockMovements.actorId,
      })
      .from(stockMovements)
      .where(eq(stockMovements.productId, mine!._id))
      .orderBy(asc(stockMovements.id));
    // A new listing's opening stock is its first state, not a movement (the triggers record updates).
    expect(history).toEqual([{ reason: 'import', before: 500, after: 520, actorId: importer.id }]);
  });
});
