import { accounts, type LedgerGateway } from './accounts.js';
import type { NewEntry } from './ledger.repo.js';
import { credit } from './postings-payments.js';

// The entries of trade credit (issue 31 item 4, decision 0042). The platform carries the risk: an order bought on
// credit is paid for the seller's sake the moment it is placed — buyer_funds holds its total as if the buyer had
// paid online, so delivery settles the seller exactly as for a prepaid order — and the company owes the shop that
// money (credit_receivable) until it pays its invoice. Pure: the event sites post them in their own transactions.

/** A credit checkout placed (`credit:<checkoutId>`): the company owes its total, held for its orders. */
export const creditDrawn = (c: {
  checkoutId: string;
  companyId: string;
  amountPoisha: number;
}): NewEntry => ({
  kind: 'credit_drawn',
  key: `credit:${c.checkoutId}`,
  checkoutId: c.checkoutId,
  lines: [
    { account: accounts.creditReceivable(c.companyId), amountPoisha: c.amountPoisha },
    { account: accounts.buyerFunds, amountPoisha: credit(c.amountPoisha) },
  ],
});

/**
 * A credit order cancelled, declined or refused by an approver before delivery (`credit-release:<orderId>`, or
 * the whole checkout's `credit-release:<checkoutId>`): the company no longer owes what it had drawn for it.
 */
export const creditReleased = (r: {
  key: string;
  checkoutId: string;
  orderId?: string | null;
  companyId: string;
  amountPoisha: number;
}): NewEntry => ({
  kind: 'credit_released',
  key: `credit-release:${r.key}`,
  checkoutId: r.checkoutId,
  orderId: r.orderId ?? null,
  lines: [
    { account: accounts.buyerFunds, amountPoisha: r.amountPoisha },
    { account: accounts.creditReceivable(r.companyId), amountPoisha: credit(r.amountPoisha) },
  ],
});

/**
 * The company paid (`credit-paid:<paymentId>`): by a bank transfer the operator recorded (into the bank) or online
 * (the gateway holds it for the shop); what it owes falls by the amount.
 */
export const creditRepaid = (p: {
  paymentId: string;
  companyId: string;
  amountPoisha: number;
  into: { bank: true } | { gateway: LedgerGateway };
  actorId?: string | null;
  memo?: string | null;
}): NewEntry => ({
  kind: 'credit_repaid',
  key: `credit-paid:${p.paymentId}`,
  actorId: p.actorId ?? null,
  memo: p.memo ?? null,
  lines: [
    {
      account: 'bank' in p.into ? accounts.bank : accounts.gatewayClearing(p.into.gateway),
      amountPoisha: p.amountPoisha,
    },
    { account: accounts.creditReceivable(p.companyId), amountPoisha: credit(p.amountPoisha) },
  ],
});
