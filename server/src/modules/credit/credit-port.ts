import type { Db } from '../../db/client.js';
import type { Postings } from '../ledger/postings.js';
import { markCreditReleased } from './credit-orders.repo.js';
import type { CreditRepo, DrawRefusal, InvoiceRow } from './credit.repo.js';
import { refusalError } from './credit-refusal.js';

/** An order as the release reads it: only one paid on invoice for a company has credit to give back. */
export type CreditOrder = {
  id: string;
  checkoutId: string | null;
  companyId: string | null;
  paymentMethod: string;
  totalPoisha: number;
};

/**
 * What the orders and approvals modules need of trade credit (decision 0042), handed to them by composition:
 * a checkout paid on invoice draws the company's credit — the SQL guard, the invoice and the ledger's
 * `credit_drawn` entry in one transaction — and gives it back when its write is refused; a credit order that is
 * cancelled, declined, rejected or whose approval ran out gives back its part in the transaction that ends it.
 */
export function createCreditPort(repo: CreditRepo, db: Db, postings: Postings) {
  const inTx = <T>(fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

  /** Gives back `amountPoisha` of the checkout's invoice in `q`, and posts what was given back. */
  async function giveBack(
    q: Db,
    what: { key: string; checkoutId: string; orderId?: string; companyId: string; amountPoisha: number },
  ) {
    const taken = await repo.release(q, what.checkoutId, what.amountPoisha);
    if (taken > 0) await postings(q).creditReleased({ ...what, amountPoisha: taken });
    return taken;
  }

  return {
    /** The answer to a refused draw, naming `paymentMethod`. */
    refusal: refusalError,

    /** Draws the checkout's total for the company; the invoice, or why not. */
    draw: (
      companyId: string,
      checkoutId: string,
      amountPoisha: number,
      now: Date,
    ): Promise<{ invoice: InvoiceRow } | DrawRefusal> =>
      inTx(async (t) => {
        const drawn = await repo.draw(t, companyId, amountPoisha, checkoutId, now);
        if ('invoice' in drawn) await postings(t).creditDrawn({ checkoutId, companyId, amountPoisha });
        return drawn;
      }),

    /** The checkout drawn for was not written: its invoice is voided and the credit is available again. */
    undoDraw: (companyId: string, checkoutId: string, amountPoisha: number) =>
      inTx((t) => giveBack(t, { key: checkoutId, checkoutId, companyId, amountPoisha })),

    /** In the caller's transaction: the credit of the invoice orders among `orders`, which it just cancelled. */
    releaseOrders: async (q: Db, orders: CreditOrder[]) => {
      for (const o of orders)
        if (o.paymentMethod === 'invoice' && o.companyId && o.checkoutId) {
          await giveBack(q, {
            key: o.id,
            checkoutId: o.checkoutId,
            orderId: o.id,
            companyId: o.companyId,
            amountPoisha: o.totalPoisha,
          });
          await markCreditReleased(q, o.id);
        }
    },
  };
}
export type CreditPort = ReturnType<typeof createCreditPort>;
