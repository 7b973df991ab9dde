import type { Lang, Order, OrderStatus, PaymentEvent } from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import type { Viewer } from '../../kernel/viewer.js';
import { renderInvoicePdf } from './pdf-renderers.js';
import { toInvoiceView, yearInDhaka } from './invoice-view.js';
import type { InvoicesRepo } from './invoices.repo.js';

export type InvoicesDeps = {
  repo: InvoicesRepo;
  /**
   * The order and its checkout's payments, for its buyer, its seller and admins; anyone else gets the
   * same 404 as for an unknown id (the orders module's own rule: order-access.ts).
   */
  orderDetails: (viewer: Viewer, id: string) => Promise<{ order: Order; payments: PaymentEvent[] }>;
  brandName: string;
  now?: () => Date;
};

export type InvoicePdf = { fileName: string; pdf: Buffer };

/** The statuses in which an order gets its invoice number. */
const ISSUABLE: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

export function createInvoicesService({
  repo,
  orderDetails,
  brandName,
  now = () => new Date(),
}: InvoicesDeps) {
  /**
   * The order's invoice number, taken on the first request. An order awaiting its online payment gets none
   * (it may never be placed), nor does one cancelled before anybody asked for its invoice; a cancelled
   * order that had one keeps it (printed as cancelled), so the year's series has no gap.
   */
  async function invoiceOf(order: Order) {
    const at = now();
    const issued = await repo.issue(order._id, yearInDhaka(at), at, ISSUABLE);
    if (issued) return issued;
    throw new AppError(
      'INVALID_TRANSITION',
      order.orderStatus === 'awaiting_payment'
        ? 'The invoice is issued once the payment is confirmed'
        : 'This order has no invoice',
      { orderStatus: order.orderStatus },
    );
  }

  return {
    /** The PDF invoice of an order in `lang`, numbered on the first request. */
    async pdf(viewer: Viewer, orderId: string, lang: Lang): Promise<InvoicePdf> {
      const { order, payments } = await orderDetails(viewer, orderId);
      const issued = await invoiceOf(order);
      const view = toInvoiceView(brandName, order, payments, await repo.sellerOf(order._id), issued);
      return { fileName: `${view.number}.pdf`, pdf: await renderInvoicePdf(view, lang) };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
