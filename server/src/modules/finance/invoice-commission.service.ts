import { dhakaDay, localDigits, poishaToTaka, type Lang } from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { InvoiceCommissionRepo } from './invoice-commission.repo.js';
import { STATEMENT_TEXTS } from './statement-texts.js';
import type { CommissionInvoiceView, RenderCommissionInvoicePdf } from './statement-view.js';

// The platform's commission invoice to a seller for a payout run (issue 29 item 8): the commission and the VAT on
// it that became final since the seller's previous run (invoice-commission.repo.ts says which), with the
// seller's BIN. Administrators get any seller's; a seller only their own (anyone else's: 404, as unknown).

export type InvoiceCommissionDeps = {
  repo: InvoiceCommissionRepo;
  brandName: string;
  /** The VAT rate on commission in basis points (config.money.commissionVatBps). */
  vatBps: number;
  renderPdf: RenderCommissionInvoicePdf;
};

export type CommissionInvoicePdf = { fileName: string; pdf: Buffer };

/** 'CI-20261127-1A2B3C4D': the run's Dhaka day and the payout's id (one invoice per payout). */
export const commissionInvoiceNumber = (runAt: Date, payoutId: string) =>
  `CI-${dhakaDay(runAt).replaceAll('-', '')}-${payoutId.slice(0, 8).toUpperCase()}`;

export function createInvoiceCommissionService({
  repo,
  brandName,
  vatBps,
  renderPdf,
}: InvoiceCommissionDeps) {
  async function render(runId: string, sellerId: string, lang: Lang): Promise<CommissionInvoicePdf> {
    const payout = await repo.payoutOf(runId, sellerId);
    if (!payout) throw new AppError('NOT_FOUND', 'No payout to this seller in this run');
    const rows = await repo.lines(sellerId, payout.previousRunAt, payout.runAt);
    const commission = rows.reduce((s, r) => s + r.commissionPoisha, 0);
    const vat = rows.reduce((s, r) => s + r.vatPoisha, 0);
    const number = commissionInvoiceNumber(payout.runAt, payout.payoutId);
    const view: CommissionInvoiceView = {
      t: STATEMENT_TEXTS[lang],
      lang,
      brandName,
      number,
      issuedAt: payout.runAt,
      runId: payout.runId,
      payoutId: payout.payoutId,
      payout: {
        amount: poishaToTaka(payout.payoutPoisha),
        status: payout.payoutStatus,
        reference: payout.payoutReference,
      },
      seller: payout.seller,
      vatRate: localDigits(`${vatBps / 100}%`, lang),
      lines: rows.map((r) => ({
        orderId: r.orderId,
        finalAt: r.finalAt,
        goods: poishaToTaka(r.goodsPoisha),
        commission: poishaToTaka(r.commissionPoisha),
        vat: poishaToTaka(r.vatPoisha),
        reversalOnly: r.reversalOnly,
      })),
      commission: poishaToTaka(commission),
      vat: poishaToTaka(vat),
      total: poishaToTaka(commission + vat),
    };
    return { fileName: `${number}.pdf`, pdf: await renderPdf(view) };
  }

  return {
    /** An administrator's copy of a seller's invoice for a run. */
    forAdmin: (runId: string, sellerId: string, lang: Lang) => render(runId, sellerId, lang),
    /** The signed-in seller's own invoice for a run. */
    forSeller: (viewer: Viewer, runId: string, lang: Lang) => render(runId, viewer.id, lang),
  };
}

export type InvoiceCommissionService = ReturnType<typeof createInvoiceCommissionService>;
