import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { csvStream } from '../export/csv.js';
import { createExportAuditRepo } from './export-audit.repo.js';
import { createFinanceReadRepo } from './finance-read.repo.js';
import { financeReadAdminRoutes } from './finance-read-admin.routes.js';
import { createFinanceSummaryRepo } from './finance-read-summary.repo.js';
import { createFinanceSummaryService } from './finance-read-summary.service.js';
import { financeReadRoutes } from './finance-read.routes.js';
import { createFinanceReadService, type SellerBalance } from './finance-read.service.js';
import { createInvoiceCommissionRepo } from './invoice-commission.repo.js';
import { createInvoiceCommissionService } from './invoice-commission.service.js';
import { createStatementService } from './statement.service.js';
import type { RenderCommissionInvoicePdf, RenderStatementPdf } from './statement-view.js';

// The finance reads' repos → services → routes, built from what composition.ts hands in from the other modules
// (the ledger's balances, the CSV writer, the PDF renderers), so its own block there stays one call.

export type FinanceReadWiring = {
  db: Db;
  brandName: string;
  payoutMinimumPoisha: number;
  commissionVatBps: number;
  sellerBalance: SellerBalance;
  trialBalance: () => Promise<number>;
  csv: typeof csvStream;
  renderStatementPdf: RenderStatementPdf;
  renderCommissionInvoicePdf: RenderCommissionInvoicePdf;
};

export async function registerFinanceReads(app: FastifyInstance, prefix: string, w: FinanceReadWiring) {
  const repo = createFinanceReadRepo(w.db);
  const invoices = createInvoiceCommissionService({
    repo: createInvoiceCommissionRepo(w.db),
    brandName: w.brandName,
    vatBps: w.commissionVatBps,
    renderPdf: w.renderCommissionInvoicePdf,
  });
  await app.register(financeReadRoutes, {
    prefix,
    finance: createFinanceReadService({
      repo,
      sellerBalance: w.sellerBalance,
      payoutMinimumPoisha: w.payoutMinimumPoisha,
    }),
    statements: createStatementService({
      repo,
      brandName: w.brandName,
      renderPdf: w.renderStatementPdf,
      csv: w.csv,
    }),
    invoices,
  });
  await app.register(financeReadAdminRoutes, {
    prefix,
    summaries: createFinanceSummaryService({
      repo: createFinanceSummaryRepo(w.db),
      trialBalance: w.trialBalance,
    }),
    invoices,
    csv: w.csv,
    exported: createExportAuditRepo(w.db),
  });
}
