import { accounts, COURIERS, type LedgerCourier } from './accounts.js';
import type { NewEntry } from './ledger.repo.js';
import { partsOf } from './order-money.js';
import { credit, ledgerGateway } from './postings-payments.js';

// The entries of one order's money (decision 0026): delivered (the buyer's money becomes the seller's, the
// platform's commission and VAT, and the delivery charge of a parcel the shop's courier carried), money
// recorded by hand (mobile banking marked paid, cash the seller took) and cash the shop's courier collected.
// Pure: the event sites build the entry from the order's row and post it in the transaction that moves it.

const DAY_MS = 86_400_000;

/** What an order's entries are built from: its row's money columns. */
export type OrderMoneyRow = {
  id: string;
  checkoutId: string;
  sellerId: string | null;
  totalPoisha: number;
  deliveryChargePoisha: number;
  commissionPoisha: number;
  commissionVatPoisha: number;
  refundedPoisha: number;
  /** The shop's courier account that carried it (null: the seller delivered it their own way). */
  courier: string | null;
};

/**
 * The seller's payable. An order outlives a deleted seller (orders.seller_id is set null): what it earned
 * is then kept under `deleted`, where an administrator's adjustment can settle it.
 */
const payableOf = (o: Pick<OrderMoneyRow, 'sellerId'>) => accounts.sellerPayable(o.sellerId ?? 'deleted');

/**
 * Delivered (`delivered:<orderId>`): what the buyer paid or owes for it (the total less what was refunded
 * before) leaves buyer_funds and divides by `partsOf` — the seller's part available only after the return
 * window, counted from `deliveredAt`.
 */
export function orderDelivered(o: OrderMoneyRow, deliveredAt: Date, returnWindowDays: number): NewEntry {
  const owed = o.totalPoisha - o.refundedPoisha;
  const parts = partsOf(
    {
      totalPoisha: o.totalPoisha,
      deliveryChargePoisha: o.deliveryChargePoisha,
      commissionPoisha: o.commissionPoisha,
      commissionVatPoisha: o.commissionVatPoisha,
      shopCarried: o.courier !== null,
    },
    owed,
  );
  return {
    kind: 'order_delivered',
    key: `delivered:${o.id}`,
    orderId: o.id,
    checkoutId: o.checkoutId,
    lines: [
      { account: accounts.buyerFunds, amountPoisha: owed },
      {
        account: payableOf(o),
        amountPoisha: credit(parts.seller),
        availableAt: new Date(deliveredAt.getTime() + returnWindowDays * DAY_MS),
      },
      { account: accounts.commissionIncome, amountPoisha: credit(parts.commission) },
      { account: accounts.vatPayable, amountPoisha: credit(parts.vat) },
      { account: accounts.deliveryIncome, amountPoisha: credit(parts.delivery) },
    ],
  };
}

/** Where money recorded by hand for an order sits, by how the buyer paid. */
function heldBy(paymentMethod: string, o: Pick<OrderMoneyRow, 'sellerId'>): string {
  switch (paymentMethod) {
    // The shop's own merchant numbers (the buyer typed the transaction id).
    case 'bkash':
    case 'nagad':
    case 'rocket':
      return accounts.gatewayClearing(paymentMethod);
    case 'bkash_online':
      return accounts.gatewayClearing(ledgerGateway('bkash'));
    case 'sslcommerz':
      return accounts.gatewayClearing(ledgerGateway('sslcommerz'));
    // Cash on delivery recorded by hand: no courier of the shop reported it, so the seller holds it and it
    // comes off what the shop owes them (the courier's receivable is only what the courier reported).
    default:
      return payableOf(o);
  }
}

/**
 * An administrator marked the order paid (`paid:<orderId>`): a mobile banking transfer to the shop's number
 * — or, on cash on delivery, cash the seller took early — for `duePoisha`, what was still due.
 */
export const orderMarkedPaid = (
  o: Pick<OrderMoneyRow, 'id' | 'checkoutId' | 'sellerId'>,
  paymentMethod: string,
  duePoisha: number,
): NewEntry => {
  const account = heldBy(paymentMethod, o);
  return {
    kind: account.startsWith('seller_payable:') ? 'cash_collected' : 'payment_received',
    key: `paid:${o.id}`,
    orderId: o.id,
    checkoutId: o.checkoutId,
    lines: [
      { account, amountPoisha: duePoisha },
      { account: accounts.buyerFunds, amountPoisha: credit(duePoisha) },
    ],
  };
};

/** The seller (or an administrator) recorded the cash taken at the door (`cash:<orderId>`): the seller holds it. */
export const cashKept = (
  o: Pick<OrderMoneyRow, 'id' | 'checkoutId' | 'sellerId'>,
  duePoisha: number,
): NewEntry => ({
  kind: 'cash_collected',
  key: `cash:${o.id}`,
  orderId: o.id,
  checkoutId: o.checkoutId,
  lines: [
    { account: payableOf(o), amountPoisha: duePoisha },
    { account: accounts.buyerFunds, amountPoisha: credit(duePoisha) },
  ],
});

export function ledgerCourier(courier: string): LedgerCourier {
  if (!(COURIERS as readonly string[]).includes(courier))
    throw new Error(`no ledger account for courier ${courier}`);
  return courier as LedgerCourier;
}

/** The shop's courier reported collecting `collectedPoisha` at the door (`cod:<orderId>`): it owes the shop that. */
export const codCollected = (
  o: Pick<OrderMoneyRow, 'id' | 'checkoutId'>,
  courier: string,
  collectedPoisha: number,
): NewEntry => ({
  kind: 'cod_collected',
  key: `cod:${o.id}`,
  orderId: o.id,
  checkoutId: o.checkoutId,
  lines: [
    { account: accounts.codReceivable(ledgerCourier(courier)), amountPoisha: collectedPoisha },
    { account: accounts.buyerFunds, amountPoisha: credit(collectedPoisha) },
  ],
});
