import type { Readable } from 'node:stream';
import { poishaToTaka, type Lang } from '@bulkbazar/contract';
import type { csvStream } from '../export/csv.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { FinanceReadRepo } from './finance-read.repo.js';
import { monthSpan } from './finance-read-dates.js';
import { statementColumns, type StatementRow } from './statement-csv.js';
import { monthName, STATEMENT_TEXTS } from './statement-texts.js';
import type { RenderStatementPdf, StatementLine, StatementView } from './statement-view.js';

// A seller's monthly statement (issue 29 item 9): the balance the month opened with, every line of their payable
// made in it with the running balance, and the balance it closed with — as PDF or CSV, in the reader's language.

export type StatementDeps = {
  repo: FinanceReadRepo;
  brandName: string;
  renderPdf: RenderStatementPdf;
  /** The formula-safe CSV writer (modules/export/csv.ts). */
  csv: typeof csvStream;
  now?: () => Date;
};

export type StatementFile<T> = { fileName: string; body: T };

export function createStatementService({
  repo,
  brandName,
  renderPdf,
  csv,
  now = () => new Date(),
}: StatementDeps) {
  async function view(viewer: Viewer, month: string, lang: Lang): Promise<StatementView> {
    const t = STATEMENT_TEXTS[lang];
    const span = monthSpan(month);
    const [openingPoisha, rows, seller] = await Promise.all([
      repo.owedBefore(viewer.id, span.from),
      repo.allLines(viewer.id, span),
      repo.sellerDetails(viewer.id),
    ]);
    let balance = openingPoisha;
    let credits = 0;
    let debits = 0;
    const lines: StatementLine[] = rows.map((l) => {
      balance += l.owedPoisha;
      if (l.owedPoisha > 0) credits += l.owedPoisha;
      else debits -= l.owedPoisha;
      return {
        date: l.date,
        description: t.kinds[l.kind as keyof typeof t.kinds] ?? l.kind,
        orderId: l.orderId,
        reference: l.payoutReference ?? l.memo,
        availableAt: l.availableAt,
        amount: poishaToTaka(l.owedPoisha),
        balance: poishaToTaka(balance),
      };
    });
    return {
      t,
      lang,
      brandName,
      month,
      monthLabel: monthName(month, lang),
      seller: seller ?? { name: viewer.name, email: viewer.email, bin: null },
      generatedAt: now(),
      opening: poishaToTaka(openingPoisha),
      credits: poishaToTaka(credits),
      debits: poishaToTaka(debits),
      closing: poishaToTaka(balance),
      lines,
    };
  }

  return {
    async pdf(viewer: Viewer, month: string, lang: Lang): Promise<StatementFile<Buffer>> {
      return { fileName: `statement-${month}.pdf`, body: await renderPdf(await view(viewer, month, lang)) };
    },

    /** One row per line between an opening and a closing row; amounts in taka with two decimals. */
    async csv(viewer: Viewer, month: string, lang: Lang): Promise<StatementFile<Readable>> {
      const v = await view(viewer, month, lang);
      const rows: StatementRow[] = [
        { kind: 'opening', label: v.t.opening, balance: v.opening },
        ...v.lines.map((line) => ({ kind: 'line' as const, ...line })),
        { kind: 'closing', label: v.t.closing, balance: v.closing },
      ];
      const body = csv(statementColumns(v.t), async (offset, limit) => rows.slice(offset, offset + limit));
      return { fileName: `statement-${month}.csv`, body };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
