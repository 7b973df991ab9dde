import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceView } from './invoice-view.js';

// The renderer alone, read back with poppler: fonts embedded, text extractable as written, long orders
// over several pages with the table's header and a page footer on each.
const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bb-invoice-pdf-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function poppler(tool: 'pdftotext' | 'pdffonts', pdf: Buffer, args: string[] = []): Promise<string> {
  const file = join(dir, `${tool}-${Date.now()}-${Math.random()}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]);
  return stdout;
}

const view = (lines: number): InvoiceView => ({
  brandName: 'BulkBazar',
  number: 'INV-2026-000042',
  issuedAt: new Date('2026-11-21T18:30:00Z'),
  orderedAt: '2026-11-20T04:00:00.000Z',
  orderId: '3f1c2a9e-1111-4222-8333-944455556666',
  checkoutId: 'aa1c2a9e-1111-4222-8333-944455556666',
  orderStatus: 'delivered',
  paymentStatus: 'paid',
  paymentMethod: 'sslcommerz',
  transactionId: null,
  poNumber: null,
  gatewayTrxIds: ['SSLCZ-TRX-991'],
  seller: {
    name: 'রহমান ট্রেডার্স',
    email: 'rahman@example.com',
    address: 'Plot 7, Road 3, Tejgaon, Dhaka',
    bin: null,
  },
  buyer: {
    name: 'করিম স্টোর',
    email: 'karim@example.com',
    address: 'মিরপুর ১০, ঢাকা',
    phone: '+8801712345678',
  },
  lines: Array.from({ length: lines }, (_, i) => ({
    name: i === 0 ? 'Smiley mugs 😀 ☕ — ক্ষতিপূরণ' : `কর্মী সন্তুষ্ট বাঙ্গালি কোম্পানি ${i + 1}`,
    sku: `SKU-${i + 1}`,
    quantity: 12,
    unitPrice: 100,
    lineTotal: 1200,
  })),
  subtotal: 1200 * lines,
  deliveryCharge: 0,
  total: 1200 * lines,
  paid: 1200 * lines,
  due: 0,
});

describe('the invoice PDF', () => {
  it('embeds its fonts (subsets of Noto Sans Bengali)', async () => {
    const fonts = await poppler('pdffonts', await renderInvoicePdf(view(2), 'bn'));
    const rows = fonts.split('\n').filter((l) => l.includes('NotoSansBengali'));
    expect(rows).toHaveLength(2); // regular and bold
    for (const row of rows) expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).not.toMatch(/Helvetica/);
  });

  it('prints what the font lacks as ? but keeps the text as written for copying', async () => {
    const pdf = await renderInvoicePdf(view(1), 'en');
    const text = await poppler('pdftotext', pdf, ['-enc', 'UTF-8']);
    expect(text).toContain('Smiley mugs 😀 ☕ — ক্ষতিপূরণ');
    expect(text).toContain('Gateway transaction ID');
    expect(text).toContain('SSLCZ-TRX-991');
    expect(text).toContain('Card, Nagad, Rocket & more (SSLCommerz)');
  });

  it.each(['en', 'bn'] as const)(
    'runs a long order over pages, each with the header and footer (%s)',
    async (lang) => {
      const pdf = await renderInvoicePdf(view(60), lang);
      const pages = (await poppler('pdftotext', pdf, ['-enc', 'UTF-8'])).split('\f').filter((p) => p.trim());
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const [productLabel, pageOf] =
        lang === 'en'
          ? ['Product', (n: number) => `Page ${n} of ${pages.length}`]
          : ['পণ্য', (n: number) => `পৃষ্ঠা ${'০১২৩৪৫৬৭৮৯'[n]} / ${'০১২৩৪৫৬৭৮৯'[pages.length]}`];
      pages.forEach((page, i) => {
        expect(page).toContain(productLabel);
        expect(page).toContain(pageOf(i + 1));
        expect(page).toContain('INV-2026-000042');
      });
      const last = pages.at(-1)!;
      expect(last).toContain(lang === 'en' ? 'Seventy Two Thousand Taka Only' : 'বাহাত্তর হাজার টাকা মাত্র');
    },
  );

  // The tricky amounts, printed on an invoice and read back with pdftotext in both languages: the
  // words are the contract's (amount-in-words.test.ts checks them against the full 0–99 table).
  const TRICKY: [number, string, string][] = [
    [0, 'Zero Taka Only', 'শূন্য টাকা মাত্র'],
    [1, 'One Taka Only', 'এক টাকা মাত্র'],
    [67, 'Sixty Seven Taka Only', 'সাতষট্টি টাকা মাত্র'],
    [99, 'Ninety Nine Taka Only', 'নিরানব্বই টাকা মাত্র'],
    [100, 'One Hundred Taka Only', 'একশত টাকা মাত্র'],
    [101000, 'One Lakh One Thousand Taka Only', 'এক লক্ষ এক হাজার টাকা মাত্র'],
    [
      123456789.5,
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Taka and Fifty Poisha Only',
      'বারো কোটি চৌত্রিশ লক্ষ ছাপ্পান্ন হাজার সাতশত ঊননব্বই টাকা পঞ্চাশ পয়সা মাত্র',
    ],
  ];
  it.each(TRICKY)(
    'prints %d in words in English and Bengali, and pdftotext reads both',
    async (total, en, bn) => {
      for (const lang of ['en', 'bn'] as const) {
        const text = (
          await poppler('pdftotext', await renderInvoicePdf({ ...view(1), total, paid: total }, lang))
        )
          // A long line may wrap: compare the words, not the line breaks.
          .replace(/\s+/g, ' ');
        expect(text, lang).toContain(en);
        expect(text, lang).toContain(bn);
      }
    },
  );
});
