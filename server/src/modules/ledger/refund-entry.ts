import { accounts, type LedgerGateway } from './accounts.js';
import type { NewEntry } from './ledger.repo.js';
import { partsOf } from './order-money.js';

// The entry of a refund an operator issues (decision 0026, `refund:<refundId>`). Pure: the refunds repo builds it
// from the order's row, locked, in the transaction that records the refund.

/** What the entry is built from: the order's money columns as they are when the refund is recorded. */
export type RefundedOrder = {
  id: string;
  checkoutId: string;
  sellerId: string | null;
  orderStatus: string;
  totalPoisha: number;
  deliveryChargePoisha: number;
  commissionPoisha: number;
  commissionVatPoisha: number;
  /** The shop's courier account that carried it: its delivery charge was the shop's income. */
  courier: string | null;
};

/**
 * Before delivery the buyer's money still sits in buyer_funds, so the refund takes it from there. After
 * delivery it was divided (the seller's payable, commission, VAT, delivery income) by the delivered entry, so
 * the refund takes back from each part in proportion (`partsOf`: platform parts rounded half up, the seller
 * the rest) — the commission and its VAT are reversed with it. The money leaves through the gateway it came by,
 * or the shop's bank for a refund sent by hand. The seller's part counts at once (decision 0026): after a
 * payout it makes their balance negative, recovered from the next payout.
 */
export function refundEntry(
  o: RefundedOrder,
  refund: { id: string; amountPoisha: number; reason: string; actorId: string | null },
  paidThrough: LedgerGateway | 'bank',
): NewEntry {
  const amount = refund.amountPoisha;
  const credit = paidThrough === 'bank' ? accounts.bank : accounts.gatewayClearing(paidThrough);
  const debits =
    o.orderStatus === 'delivered'
      ? (() => {
          const parts = partsOf(
            {
              totalPoisha: o.totalPoisha,
              deliveryChargePoisha: o.deliveryChargePoisha,
              commissionPoisha: o.commissionPoisha,
              commissionVatPoisha: o.commissionVatPoisha,
              shopCarried: o.courier !== null,
            },
            amount,
          );
          return [
            // An order outlives a deleted seller: its earnings are kept under `deleted` (as the delivery did).
            { account: accounts.sellerPayable(o.sellerId ?? 'deleted'), amountPoisha: parts.seller },
            { account: accounts.commissionIncome, amountPoisha: parts.commission },
            { account: accounts.vatPayable, amountPoisha: parts.vat },
            { account: accounts.deliveryIncome, amountPoisha: parts.delivery },
          ];
        })()
      : [{ account: accounts.buyerFunds, amountPoisha: amount }];
  return {
    kind: 'refund_issued',
    key: `refund:${refund.id}`,
    orderId: o.id,
    checkoutId: o.checkoutId,
    refundId: refund.id,
    actorId: refund.actorId,
    memo: refund.reason,
    lines: [...debits, { account: credit, amountPoisha: -amount }],
  };
}
