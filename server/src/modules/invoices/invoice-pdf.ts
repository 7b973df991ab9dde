import {
  amountInWordsBn,
  amountInWordsEn,
  formatCount,
  formatDhakaDate,
  formatTaka,
  localDigits,
  type Lang,
} from '@bulkbazar/contract';
import PDFDocument from 'pdfkit';
import { INVOICE_TEXTS, type InvoiceTexts } from './invoice-texts.js';
import type { InvoiceView } from './invoice-view.js';
import { drawLine, lineHeight, registerInvoiceFonts, widthOf, wrap, type TextStyle } from './pdf-text.js';

// One A4 invoice (more pages when the lines need them), laid out by hand: header, seller and buyer, the
// lines, the sums, payment, the total in words in English and in Bengali, the ids, and a footer per page.

type Doc = InstanceType<typeof PDFDocument>;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - LEFT;
/** The lowest a block may reach before the footer. */
const BOTTOM = PAGE.height - MARGIN - 28;

const GREY = '#555555';
const RULE = '#bbbbbb';
const body: TextStyle = { size: 9.5 };
const small: TextStyle = { size: 8, color: GREY };
const bold: TextStyle = { size: 9.5, weight: 'bold' };

// The lines table: position, product (wraps), then right-aligned quantity, unit price and amount.
const COLS = { pos: LEFT, product: LEFT + 26, qtyEnd: RIGHT - 215, unitEnd: RIGHT - 110, amountEnd: RIGHT };
const PRODUCT_WIDTH = COLS.qtyEnd - 62 - COLS.product;

class Layout {
  y = MARGIN;
  constructor(
    readonly doc: Doc,
    readonly t: InvoiceTexts,
    readonly lang: Lang,
    private readonly onNewPage: () => void = () => {},
  ) {}

  /** Room for `height` more points on this page, else a new page (and the table's header again). */
  need(height: number, onNewPage = this.onNewPage): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    onNewPage();
  }

  line(text: string, x: number, style: TextStyle, align: 'left' | 'right' = 'left'): void {
    drawLine(this.doc, text, x, this.y, style, align);
  }

  /** Wrapped text from x, `width` wide; moves down past it. */
  paragraph(text: string, x: number, width: number, style: TextStyle): void {
    for (const l of wrap(this.doc, text, width, style)) {
      this.need(lineHeight(style.size));
      drawLine(this.doc, l, x, this.y, style);
      this.y += lineHeight(style.size);
    }
  }

  rule(gap = 6, color = RULE): void {
    this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).lineWidth(0.6).strokeColor(color).stroke();
    this.y += gap;
  }

  money = (taka: number) => formatTaka(taka, this.lang);
  date = (value: Date | string) => formatDhakaDate(value, this.lang);
}

function header(l: Layout, v: InvoiceView): void {
  const { t } = l;
  l.line(v.brandName, LEFT, { size: 18, weight: 'bold' });
  l.line(t.title, RIGHT, { size: 20, weight: 'bold' }, 'right');
  l.y += 34;
  const facts: [string, string][] = [
    [t.invoiceNumber, v.number],
    [t.issueDate, l.date(v.issuedAt)],
    [t.orderDate, l.date(v.orderedAt)],
    [t.orderStatus, t.orderStatuses[v.orderStatus]],
    [t.paymentStatus, t.paymentStatuses[v.paymentStatus]],
    ...(v.poNumber ? [[t.poNumber, v.poNumber] as [string, string]] : []),
  ];
  const valueX = RIGHT - 150;
  const top = l.y;
  for (const [label, value] of facts) {
    l.line(label, valueX - 10, small, 'right');
    l.line(value, RIGHT, label === t.invoiceNumber ? bold : body, 'right');
    l.y += lineHeight(body.size);
  }
  if (v.orderStatus === 'cancelled') {
    drawLine(l.doc, t.cancelled, LEFT, top, { size: 16, weight: 'bold', color: '#b42318' });
  }
  l.y += 8;
  l.rule(10);
}

function parties(l: Layout, v: InvoiceView): void {
  const { t } = l;
  const half = WIDTH / 2;
  const columns: { x: number; title: string; rows: [string, string | null][] }[] = [
    {
      x: LEFT,
      title: t.seller,
      rows: v.seller
        ? [
            ['', v.seller.name],
            [t.pickupAddress, v.seller.address],
            [t.email, v.seller.email || null],
            // A VAT-registered seller's Business Identification Number (issue 29).
            [t.bin, v.seller.bin],
          ]
        : [['', t.sellerGone]],
    },
    {
      x: LEFT + half + 10,
      title: t.buyer,
      rows: [
        ['', v.buyer.name],
        [t.shippingAddress, v.buyer.address],
        [t.phone, v.buyer.phone],
        [t.email, v.buyer.email],
      ],
    },
  ];
  const top = l.y;
  let lowest = top;
  for (const column of columns) {
    l.y = top;
    l.line(column.title, column.x, { ...small, weight: 'bold' });
    l.y += lineHeight(small.size);
    for (const [label, value] of column.rows) {
      if (!value) continue;
      const text = label ? `${label}: ${value}` : value;
      l.paragraph(text, column.x, half - 10, label ? body : bold);
    }
    lowest = Math.max(lowest, l.y);
  }
  l.y = lowest + 6;
  l.rule(8);
}

function tableHeader(l: Layout): void {
  const { t } = l;
  const h = lineHeight(bold.size) + 4;
  l.doc.rect(LEFT, l.y - 3, WIDTH, h).fill('#f0f0f0');
  l.line(t.position, COLS.pos + 2, bold);
  l.line(t.product, COLS.product, bold);
  l.line(t.quantity, COLS.qtyEnd, bold, 'right');
  l.line(t.unitPrice, COLS.unitEnd, bold, 'right');
  l.line(t.lineTotal, COLS.amountEnd - 2, bold, 'right');
  l.y += h + 2;
}

function lines(l: Layout, v: InvoiceView): void {
  const redrawHeader = () => tableHeader(l);
  tableHeader(l);
  v.lines.forEach((line, i) => {
    const name = wrap(l.doc, line.name, PRODUCT_WIDTH, body);
    const sku = line.sku ? `${l.t.sku}: ${line.sku}` : '';
    const height = name.length * lineHeight(body.size) + (sku ? lineHeight(small.size) : 0) + 4;
    l.need(height, redrawHeader);
    const top = l.y;
    l.line(formatCount(i + 1, l.lang), COLS.pos + 2, body);
    l.line(formatCount(line.quantity, l.lang), COLS.qtyEnd, body, 'right');
    l.line(l.money(line.unitPrice), COLS.unitEnd, body, 'right');
    l.line(l.money(line.lineTotal), COLS.amountEnd - 2, body, 'right');
    for (const text of name) {
      l.line(text, COLS.product, body);
      l.y += lineHeight(body.size);
    }
    if (sku) {
      l.line(sku, COLS.product, small);
      l.y += lineHeight(small.size);
    }
    l.y = Math.max(l.y, top + lineHeight(body.size)) + 4;
    l.doc
      .moveTo(LEFT, l.y - 2)
      .lineTo(RIGHT, l.y - 2)
      .lineWidth(0.3)
      .strokeColor('#dddddd')
      .stroke();
  });
  l.y += 6;
}

function sums(l: Layout, v: InvoiceView): void {
  const { t } = l;
  const rows: [string, number, TextStyle][] = [
    [t.subtotal, v.subtotal, body],
    [t.deliveryCharge, v.deliveryCharge, body],
    [t.total, v.total, { size: 11, weight: 'bold' }],
    [t.paid, v.paid, body],
    [t.due, v.due, bold],
  ];
  l.need(rows.length * lineHeight(11) + 10);
  const labelEnd = RIGHT - 130;
  for (const [label, amount, style] of rows) {
    if (label === t.total) {
      l.doc
        .moveTo(labelEnd - 120, l.y - 2)
        .lineTo(RIGHT, l.y - 2)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
    }
    l.line(label, labelEnd, style, 'right');
    l.line(l.money(amount), RIGHT - 2, style, 'right');
    l.y += lineHeight(style.size);
  }
  l.y += 6;
}

function payment(l: Layout, v: InvoiceView): void {
  const { t } = l;
  const rows: [string, string][] = [[t.paymentMethod, t.methods[v.paymentMethod]]];
  if (v.transactionId) rows.push([t.transactionId, v.transactionId]);
  if (v.gatewayTrxIds.length) rows.push([t.gatewayTransactionId, v.gatewayTrxIds.join(', ')]);
  l.need(rows.length * lineHeight(body.size) + 8);
  l.rule(8);
  const valueX = LEFT + Math.max(...rows.map(([label]) => widthOf(l.doc, label, small))) + 12;
  for (const [label, value] of rows) {
    l.line(label, LEFT, small);
    l.paragraph(value, valueX, RIGHT - valueX, body);
  }
}

function inWords(l: Layout, v: InvoiceView): void {
  l.need(lineHeight(small.size) + 3 * lineHeight(body.size) + 10);
  l.y += 4;
  l.rule(8);
  l.line(l.t.inWords, LEFT, { ...small, weight: 'bold' });
  l.y += lineHeight(small.size);
  // Both languages on every invoice, the reader's own first.
  const words = [amountInWordsEn(v.total), amountInWordsBn(v.total)];
  for (const text of l.lang === 'bn' ? words.reverse() : words) l.paragraph(text, LEFT, WIDTH, bold);
}

function ids(l: Layout, v: InvoiceView): void {
  l.need(2 * lineHeight(small.size) + 12);
  l.y += 6;
  l.rule(8);
  for (const [label, id] of [
    [l.t.orderId, v.orderId],
    [l.t.checkoutId, v.checkoutId],
  ] as const) {
    l.line(`${label}: ${id}`, LEFT, small);
    l.y += lineHeight(small.size);
  }
}

function footers(doc: Doc, v: InvoiceView, t: InvoiceTexts, lang: Lang): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - MARGIN - 12;
    drawLine(doc, t.footer(v.brandName), LEFT, y, small);
    const page = t.page(localDigits(String(i - start + 1), lang), localDigits(String(count), lang));
    drawLine(doc, `${v.number} · ${page}`, RIGHT, y, small, 'right');
  }
}

/** The invoice as PDF bytes, its words in `lang` (the total in words in both languages). */
export function renderInvoicePdf(v: InvoiceView, lang: Lang): Promise<Buffer> {
  const t = INVOICE_TEXTS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: lang === 'bn' ? 'bn-BD' : 'en-GB',
    displayTitle: true,
    info: { Title: `${t.title} ${v.number}`, Author: v.brandName, Subject: v.orderId },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerInvoiceFonts(doc);
  const l = new Layout(doc, t, lang);
  header(l, v);
  parties(l, v);
  lines(l, v);
  sums(l, v);
  payment(l, v);
  inWords(l, v);
  ids(l, v);
  footers(doc, v, t, lang);
  doc.end();
  return done;
}
