import type { StatementView } from '../finance/statement-view.js';
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

// A seller's monthly statement as PDF (issue 29 item 9): who and which month, the opening balance, every line with
// the balance after it, the closing balance. The words come with the view, in the reader's language.

const COLUMNS: TableColumn[] = [
  { x: LEFT, width: 64, align: 'left' },
  { x: LEFT + 66, width: 196, align: 'left' },
  { x: LEFT + 266, width: 72, align: 'left' },
  { x: RIGHT - 82, width: 92, align: 'right' },
  { x: RIGHT, width: 80, align: 'right' },
];

export function renderStatementPdf(v: StatementView): Promise<Buffer> {
  const { t } = v;
  const {
    doc,
    done,
    layout: l,
  } = financeDocument(v.lang, {
    Title: `${t.statementTitle} ${v.monthLabel}`,
    Author: v.brandName,
    Subject: v.seller.name,
  });
  l.line(v.brandName, LEFT, { size: 18, weight: 'bold' });
  l.line(t.statementTitle, RIGHT, { size: 16, weight: 'bold' }, 'right');
  l.y += 30;
  const top = l.y;
  l.line(t.seller, LEFT, { ...small, weight: 'bold' });
  l.y += lineHeight(small.size);
  l.paragraph(v.seller.name, LEFT, WIDTH / 2, bold);
  l.paragraph(`${t.email}: ${v.seller.email}`, LEFT, WIDTH / 2, body);
  l.paragraph(`${t.bin}: ${v.seller.bin ?? t.noBin}`, LEFT, WIDTH / 2, body);
  const below = l.y;
  l.y = top;
  l.facts([
    [t.month, v.monthLabel],
    [t.generated, l.date(v.generatedAt)],
    [t.opening, l.money(v.opening)],
    [t.credits, l.money(v.credits)],
    [t.debits, l.money(-v.debits)],
  ]);
  l.facts([[t.closing, l.money(v.closing)]], bold);
  l.y = Math.max(l.y, below) + 8;
  l.rule(10);

  const titles = [t.date, t.description, t.availableFrom, t.amount, t.balance];
  l.tableHeader(COLUMNS, titles);
  l.tableRow(COLUMNS, ['', t.opening, '', '', l.money(v.opening)], titles, bold);
  if (v.lines.length === 0) l.tableRow(COLUMNS, ['', t.noLines, '', '', ''], titles);
  for (const line of v.lines) {
    const about = [line.description];
    if (line.orderId) about.push(`${t.orderId}: ${line.orderId}`);
    if (line.reference) about.push(`${t.reference}: ${line.reference}`);
    l.tableRow(
      COLUMNS,
      [
        l.date(line.date),
        about.join('\n'),
        // Only a delivery's earnings wait (the return window); anything else counts when it is made.
        line.availableAt.getTime() > line.date.getTime() + 60_000 ? l.date(line.availableAt) : '',
        l.money(line.amount),
        l.money(line.balance),
      ],
      titles,
    );
  }
  l.tableRow(COLUMNS, ['', t.closing, '', '', l.money(v.closing)], titles, bold);
  l.y += 8;
  l.paragraph(t.balanceNote, LEFT, WIDTH, small);
  footers(doc, v.lang, t.footer(v.brandName), `${t.statementTitle} ${v.monthLabel}`, t.page);
  doc.end();
  return done;
}
