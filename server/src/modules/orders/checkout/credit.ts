import { AppError } from '../../../kernel/app-error.js';
import type { ForCompany } from './company.js';
import type { Drafted } from './write.js';

type OnCredit = Drafted & ForCompany;

/** The invoice a checkout paid on credit drew, to give back if its write is refused. */
export type CreditDraw = { companyId: string; amountPoisha: number };

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { paymentMethod: message });

/**
 * The credit step, last before commit (issue 31 item 4, decision 0042): a checkout paid on invoice is bought for
 * a company (`companyId`) and draws its total from the company's trade credit — in its own transaction, as the
 * checkout's write is one database call that cannot take part: the conditional UPDATE there never lets the
 * drawn credit pass the limit, and refuses while an invoice is overdue (422/409 naming `paymentMethod`). Its
 * orders are paid — the platform carries the risk and the seller is settled as for a prepaid order — and the
 * company owes the invoice. A checkout over the buyer's limit draws too: the credit waits with the stock for
 * the approver and goes back with it on a rejection or when the hold runs out.
 */
export async function credit<D extends OnCredit>(c: D): Promise<D & { drawn?: CreditDraw }> {
  if (c.input.paymentMethod !== 'invoice') return c;
  const purchase = c.purchase;
  if (!purchase) throw refuse('Pay on invoice is for company orders: choose the company you buy for');
  const port = c.payments.credit;
  if (!port) throw refuse('Pay on invoice is not available on this shop');
  const companyId = purchase.company.companyId;
  const drawn = await port.draw(companyId, c.checkoutId, c.total, new Date());
  if (!('invoice' in drawn)) throw port.refusal(drawn);
  const paid = c.write.orders.map((o) => ({
    ...o,
    paymentStatus: 'paid' as const,
    paidPoisha: o.totalPoisha,
  }));
  return {
    ...c,
    write: { ...c.write, orders: paid },
    drawn: { companyId, amountPoisha: c.total },
  };
}

/** The commit, giving the credit back when the write is refused (stock gone, a listing changed, a replay). */
export async function commitOnCredit<D extends OnCredit & { drawn?: CreditDraw }, R>(
  c: D,
  commit: (c: D) => Promise<R>,
): Promise<R> {
  try {
    return await commit(c);
  } catch (err) {
    if (c.drawn) await c.payments.credit!.undoDraw(c.drawn.companyId, c.checkoutId, c.drawn.amountPoisha);
    throw err;
  }
}
