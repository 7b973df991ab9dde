import { accounts, GATEWAYS, type LedgerGateway } from './accounts.js';
import type { NewEntry } from './ledger.repo.js';

// The entries of money moving through a gateway (decision 0026): a payment received, and a refund sent back
// through the same gateway. Pure: the event sites build the entry from their rows and post it in their own
// transaction.

/** A credit of `poisha`: the ledger's negative amount (never minus zero, which reads as a credit of nothing). */
export const credit = (poisha: number) => 0 - poisha;

/** A payment's row as the payments module keeps it (its gateway is a plain string there). */
export type GatewayPayment = { id: string; checkoutId: string; gateway: string; amountPoisha: number };

/** The ledger's name for a gateway; an unknown one is a bug, never money to file under a made-up account. */
export function ledgerGateway(gateway: string): LedgerGateway {
  if (!(GATEWAYS as readonly string[]).includes(gateway))
    throw new Error(`no ledger account for gateway ${gateway}`);
  return gateway as LedgerGateway;
}

/**
 * An online payment completed (`payment:<paymentId>`), a whole checkout's or a COD advance: the gateway holds
 * the money for the shop, owed to the buyer until their orders are delivered. A payment that arrived too late
 * posts this too, and its refund then takes it back out (both show in the books).
 */
export const paymentReceived = (p: GatewayPayment): NewEntry => ({
  kind: 'payment_received',
  key: `payment:${p.id}`,
  checkoutId: p.checkoutId,
  lines: [
    { account: accounts.gatewayClearing(ledgerGateway(p.gateway)), amountPoisha: p.amountPoisha },
    { account: accounts.buyerFunds, amountPoisha: credit(p.amountPoisha) },
  ],
});

/**
 * Money given back through the gateway the payment came by, once the gateway has done it: one order's share
 * of the payment (a cancelled order, `orderId`) or the whole of a late payment. Keyed by the payment and the
 * order (or `whole`): a retried refund posts once.
 */
export const gatewayRefund = (
  p: GatewayPayment,
  amountPoisha: number,
  orderId: string | null,
  refundId?: string | null,
): NewEntry => ({
  kind: 'payment_refunded',
  key: `gateway-refund:${p.id}:${orderId ?? 'whole'}`,
  checkoutId: p.checkoutId,
  orderId,
  memo: refundId ? `gateway refund ${refundId}` : null,
  lines: [
    { account: accounts.buyerFunds, amountPoisha },
    { account: accounts.gatewayClearing(ledgerGateway(p.gateway)), amountPoisha: credit(amountPoisha) },
  ],
});
