// The ledger's accounts (decision 0026). A code names each; the ones kept per gateway, courier or seller carry
// it after a colon. Debits are positive, credits negative: an asset's balance is positive, what the shop owes
// or earns is negative.

export const GATEWAYS = ['bkash', 'sslcommerz', 'nagad', 'rocket'] as const;
export type LedgerGateway = (typeof GATEWAYS)[number];
export const COURIERS = ['steadfast', 'pathao', 'redx'] as const;
export type LedgerCourier = (typeof COURIERS)[number];

export const accounts = {
  /** Asset: money a gateway (or the shop's own bKash/Nagad/Rocket merchant wallet) holds for the shop. */
  gatewayClearing: (gateway: LedgerGateway) => `gateway_clearing:${gateway}` as const,
  /** Asset: cash a courier collected at the door and has not remitted yet. */
  codReceivable: (courier: LedgerCourier) => `cod_receivable:${courier}` as const,
  /** Liability: what the shop owes a seller (negative = the seller owes the shop, recovered from payouts). */
  sellerPayable: (sellerId: string) => `seller_payable:${sellerId}` as const,
  /** Liability: money buyers paid for orders not delivered yet (negative: owed by the buyer, e.g. COD). */
  buyerFunds: 'buyer_funds',
  /** Income: the platform's commission. */
  commissionIncome: 'commission_income',
  /** Liability: VAT on the commission, owed to the NBR. */
  vatPayable: 'vat_payable',
  /** Income: delivery charges of parcels the shop's courier accounts carried. */
  deliveryIncome: 'delivery_income',
  /** Expense: the couriers' fees, deducted from their remittances. */
  courierFees: 'courier_fees',
  /** Liability: payouts created and not yet confirmed sent. */
  payoutsInTransit: 'payouts_in_transit',
  /**
   * Asset: what a company owes the shop for orders it bought on trade credit (issue 31, decision 0042): drawn at
   * checkout, released by a cancelled order, cleared by the company's payment of its invoices.
   */
  creditReceivable: (companyId: string) => `credit_receivable:${companyId}` as const,
  /** Asset: the shop's bank account (courier remittances in, payouts and manual refunds out). */
  bank: 'bank',
} as const;

export type AccountCode = string;

/** The seller a payable account belongs to, or undefined for every other account. */
export const sellerOf = (account: AccountCode) =>
  account.startsWith('seller_payable:') ? account.slice('seller_payable:'.length) : undefined;
