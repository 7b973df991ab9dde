import { formatDhakaDate, formatTaka, localDigits, type Lang } from '@bulkbazar/contract';
import PDFDocument from 'pdfkit';
import { drawLine, lineHeight, registerInvoiceFonts, wrap, type TextStyle } from './pdf-text.js';

// The page kit of the finance documents (a seller's statement, the platform's commission invoice): A4, the
// invoice's fonts (Bengali shaped by HarfBuzz, see shaped-font.ts), a table whose header repeats on each page,
// and a footer per page. invoice-pdf.ts lays out the buyer's invoice with the same pieces.

export type Doc = InstanceType<typeof PDFDocument>;

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const LEFT = MARGIN;
export const RIGHT = PAGE.width - MARGIN;
export const WIDTH = RIGHT - LEFT;
const BOTTOM = PAGE.height - MARGIN - 28;
const RULE = '#bbbbbb';

export const body: TextStyle = { size: 9 };
export const small: TextStyle = { size: 7.5, color: '#555555' };
export const bold: TextStyle = { size: 9, weight: 'bold' };

/** A table column: where its text starts (left) or ends (right), and how wide it may be. */
export type TableColumn = { x: number; width: number; align: 'left' | 'right' };

export class FinanceLayout {
  y = MARGIN;
  constructor(
    readonly doc: Doc,
    readonly lang: Lang,
  ) {}

  /** Room for `height` more points on this page, else a new page (calling `onNewPage` there). */
  need(height: number, onNewPage: () => void = () => {}): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    onNewPage();
  }

  line(text: string, x: number, style: TextStyle, align: 'left' | 'right' = 'left'): void {
    drawLine(this.doc, text, x, this.y, style, align);
  }

  paragraph(text: string, x: number, width: number, style: TextStyle): void {
    for (const l of wrap(this.doc, text, width, style)) {
      this.need(lineHeight(style.size));
      drawLine(this.doc, l, x, this.y, style);
      this.y += lineHeight(style.size);
    }
  }

  rule(gap = 6): void {
    this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).lineWidth(0.6).strokeColor(RULE).stroke();
    this.y += gap;
  }

  /** Label/value pairs, the values right-aligned at RIGHT. */
  facts(rows: [string, string][], valueStyle: TextStyle = body): void {
    for (const [label, value] of rows) {
      this.need(lineHeight(body.size));
      this.line(label, RIGHT - 170, small, 'right');
      this.line(value, RIGHT, valueStyle, 'right');
      this.y += lineHeight(body.size);
    }
  }

  /** A shaded header row of a table. */
  tableHeader(columns: TableColumn[], titles: string[]): void {
    const h = lineHeight(bold.size) + 4;
    this.need(h + lineHeight(body.size));
    this.doc.rect(LEFT, this.y - 3, WIDTH, h).fill('#f0f0f0');
    columns.forEach((c, i) =>
      this.line(titles[i] ?? '', c.align === 'right' ? c.x - 2 : c.x + 2, bold, c.align),
    );
    this.y += h + 2;
  }

  /**
   * One row of a table: a cell's lines (split at '\n') wrap within its column; the header repeats on a new
   * page.
   */
  tableRow(columns: TableColumn[], cells: string[], titles: string[], style: TextStyle = body): void {
    const wrapped = cells.map((cell, i) =>
      cell.split('\n').flatMap((part) => wrap(this.doc, part, columns[i]!.width, style)),
    );
    const height = Math.max(1, ...wrapped.map((w) => w.length)) * lineHeight(style.size) + 3;
    this.need(height, () => this.tableHeader(columns, titles));
    const top = this.y;
    wrapped.forEach((lines, i) => {
      const c = columns[i]!;
      lines.forEach((text, j) => {
        drawLine(
          this.doc,
          text,
          c.align === 'right' ? c.x - 2 : c.x + 2,
          top + j * lineHeight(style.size),
          style,
          c.align,
        );
      });
    });
    this.y = top + height;
    this.doc
      .moveTo(LEFT, this.y - 1.5)
      .lineTo(RIGHT, this.y - 1.5)
      .lineWidth(0.3)
      .strokeColor('#dddddd')
      .stroke();
    this.y += 1.5;
  }

  money = (taka: number) => formatTaka(taka, this.lang);
  date = (value: Date | string) => formatDhakaDate(value, this.lang);
}

/** A new A4 document with the fonts registered, and the promise of its bytes once `doc.end()` is called. */
export function financeDocument(lang: Lang, info: { Title: string; Author: string; Subject?: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: lang === 'bn' ? 'bn-BD' : 'en-GB',
    displayTitle: true,
    info,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerInvoiceFonts(doc);
  return { doc, done, layout: new FinanceLayout(doc, lang) };
}

/** The footer of every page: who issued it, and the page number of how many. */
export function footers(
  doc: Doc,
  lang: Lang,
  left: string,
  label: string,
  page: (n: string, of: string) => string,
): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - MARGIN - 12;
    drawLine(doc, left, LEFT, y, small);
    drawLine(
      doc,
      `${label} · ${page(localDigits(String(i - start + 1), lang), localDigits(String(count), lang))}`,
      RIGHT,
      y,
      small,
      'right',
    );
  }
}
