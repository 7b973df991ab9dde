import type { CommissionInvoiceView } from '../finance/statement-view.js';
import { lineHeight } from './pdf-text.js';
import {
  body,
  bold,
  financeDocument,
  footers,
  LEFT,
  RIGHT,
  small,
  WIDTH,
  type TableColumn,
} from './statement-layout.js';

// The platform's commission invoice to a seller for a payout run, as PDF (issue 29 item 8): the shop that
// issues it, the seller and their BIN, each order's commission and the VAT on it, the totals, and the payout
// the commission was deducted before.

const COLUMNS: TableColumn[] = [
  { x: LEFT, width: 200, align: 'left' },
  { x: LEFT + 204, width: 70, align: 'left' },
  { x: RIGHT - 170, width: 80, align: 'right' },
  { x: RIGHT - 80, width: 80, align: 'right' },
  { x: RIGHT, width: 70, align: 'right' },
];

export function renderCommissionInvoicePdf(v: CommissionInvoiceView): Promise<Buffer> {
  const { t } = v;
  const {
    doc,
    done,
    layout: l,
  } = financeDocument(v.lang, {
    Title: `${t.commissionTitle} ${v.number}`,
    Author: v.brandName,
    Subject: v.seller.name,
  });
  l.line(v.brandName, LEFT, { size: 18, weight: 'bold' });
  l.line(t.commissionTitle, RIGHT, { size: 16, weight: 'bold' }, 'right');
  l.y += 30;
  const top = l.y;
  l.line(t.issuedBy, LEFT, { ...small, weight: 'bold' });
  l.y += lineHeight(small.size);
  l.paragraph(v.brandName, LEFT, WIDTH / 2, bold);
  l.y += 4;
  l.line(t.seller, LEFT, { ...small, weight: 'bold' });
  l.y += lineHeight(small.size);
  l.paragraph(v.seller.name, LEFT, WIDTH / 2, bold);
  l.paragraph(`${t.email}: ${v.seller.email}`, LEFT, WIDTH / 2, body);
  l.paragraph(`${t.bin}: ${v.seller.bin ?? t.noBin}`, LEFT, WIDTH / 2, body);
  const below = l.y;
  l.y = top;
  l.facts([[t.invoiceNumber, v.number]], bold);
  l.facts([
    [t.invoiceDate, l.date(v.issuedAt)],
    [t.payoutRun, v.runId.slice(0, 8)],
    [t.payout, l.money(v.payout.amount)],
    [t.payoutStatus, t.payoutStatuses[v.payout.status] ?? v.payout.status],
    ...(v.payout.reference ? ([[t.payoutReference, v.payout.reference]] as [string, string][]) : []),
  ]);
  l.y = Math.max(l.y, below) + 8;
  l.rule(10);

  const titles = [t.order, t.finalOn, t.goods, t.commission, t.vatColumn];
  l.tableHeader(COLUMNS, titles);
  if (v.lines.length === 0) l.tableRow(COLUMNS, [t.noCommission, '', '', '', ''], titles);
  for (const line of v.lines) {
    l.tableRow(
      COLUMNS,
      [
        line.reversalOnly ? `${line.orderId}\n(${t.reversal})` : line.orderId,
        l.date(line.finalAt),
        line.reversalOnly ? '' : l.money(line.goods),
        l.money(line.commission),
        l.money(line.vat),
      ],
      titles,
    );
  }
  l.y += 6;
  l.facts([
    [t.commission, l.money(v.commission)],
    [t.vat(v.vatRate), l.money(v.vat)],
  ]);
  l.facts([[t.total, l.money(v.total)]], { ...bold, size: 10.5 });
  l.y += 10;
  l.paragraph(t.commissionNote, LEFT, WIDTH, small);
  footers(doc, v.lang, t.footer(v.brandName), v.number, t.page);
  doc.end();
  return done;
}
