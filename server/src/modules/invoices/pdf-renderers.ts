import type { Lang } from '@bulkbazar/contract';
import { lazyImport } from '../../kernel/lazy-import.js';
import type { CommissionInvoiceView, StatementView } from '../finance/statement-view.js';
import type { InvoiceView } from './invoice-view.js';

/** The PDF stack (pdf-stack.ts), imported on the first document rather than at start (decision 0030). */
const pdfStack = lazyImport(() => import('./pdf-stack.js'));

export async function renderInvoicePdf(v: InvoiceView, lang: Lang): Promise<Buffer> {
  return (await pdfStack()).renderInvoicePdf(v, lang);
}

export async function renderStatementPdf(v: StatementView): Promise<Buffer> {
  return (await pdfStack()).renderStatementPdf(v);
}

export async function renderCommissionInvoicePdf(v: CommissionInvoiceView): Promise<Buffer> {
  return (await pdfStack()).renderCommissionInvoicePdf(v);
}
