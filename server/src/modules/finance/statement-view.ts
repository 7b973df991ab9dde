import type { Lang } from '@bulkbazar/contract';
import type { StatementTexts } from './statement-texts.js';

// What a seller's monthly statement and a commission invoice print, in taka, with their words already in the
// reader's language: the PDF renderers (modules/invoices) only lay them out.

export type FinanceDocSeller = { name: string; email: string; bin: string | null };

export type StatementLine = {
  date: Date;
  description: string;
  orderId: string | null;
  /** The payout's bank or wallet reference, or an adjustment's memo. */
  reference: string | null;
  availableAt: Date;
  amount: number;
  /** What the shop owes the seller after this line. */
  balance: number;
};

export type StatementView = {
  t: StatementTexts;
  lang: Lang;
  brandName: string;
  month: string;
  monthLabel: string;
  seller: FinanceDocSeller;
  generatedAt: Date;
  opening: number;
  credits: number;
  debits: number;
  closing: number;
  lines: StatementLine[];
};

export type CommissionInvoiceLine = {
  orderId: string;
  finalAt: Date;
  goods: number;
  commission: number;
  vat: number;
  reversalOnly: boolean;
};

export type CommissionInvoiceView = {
  t: StatementTexts;
  lang: Lang;
  brandName: string;
  number: string;
  issuedAt: Date;
  runId: string;
  payoutId: string;
  payout: { amount: number; status: string; reference: string | null };
  seller: FinanceDocSeller;
  /** The VAT rate as printed ('15%'). */
  vatRate: string;
  lines: CommissionInvoiceLine[];
  commission: number;
  vat: number;
  total: number;
};

export type RenderStatementPdf = (view: StatementView) => Promise<Buffer>;
export type RenderCommissionInvoicePdf = (view: CommissionInvoiceView) => Promise<Buffer>;
