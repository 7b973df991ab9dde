import { APPROVAL_WRITES } from './approval-writes.js';
import { CART_WRITES } from './cart-writes.js';
import { CONTENT_WRITES } from './content-writes.js';
import { DELIVERY_WRITES } from './delivery-writes.js';
import { LISTING_WRITES } from './listing-writes.js';
import { ORDER_WRITES } from './order-writes.js';
import { PAYMENT_WRITES } from './payment-writes.js';
import { REVIEW_WRITES } from './review-writes.js';
import { SEARCH_WRITES } from './search-writes.js';
import type { WritePath } from './stage.js';
import { TRADE_WRITES } from './trade-writes.js';
import { USER_WRITES } from './user-writes.js';
import { VERIFICATION_WRITES } from './verification-writes.js';

export type { Keeps, Shows, WritePath } from './stage.js';

/**
 * Every write route under /api (POST, PUT, PATCH, DELETE), each with what it does to the public catalog.
 * The test fails when the app has a write route this table does not list (or lists one it no longer has),
 * so a new writer is classified here, and proven, before it lands.
 */
export const WRITE_PATHS: WritePath[] = [
  ...USER_WRITES,
  ...LISTING_WRITES,
  ...ORDER_WRITES,
  ...CART_WRITES,
  ...PAYMENT_WRITES,
  // A new attempt at the gateway for a checkout whose stock is already held: the hold is neither taken again
  // nor extended (payments/pay-again.test.ts).
  {
    route: 'POST /api/orders/:id/pay-again',
    keeps: 'opens a payment attempt; the stock stays held as it was',
  },
  ...TRADE_WRITES,
  ...REVIEW_WRITES,
  ...DELIVERY_WRITES,
  ...CONTENT_WRITES,
  // Other tables: nothing the catalog reads.
  { route: 'POST /api/newsletter', keeps: 'writes no product, user or order' },
  { route: 'POST /api/newsletter/unsubscribe', keeps: 'writes no product, user or order' },
  { route: 'DELETE /api/admin/newsletter/:id', keeps: 'writes no product, user or order' },
  { route: 'POST /api/uploads', keeps: 'stores an image file; a listing shows it only once edited to' },
  // Phone sign-in and SMS (issue 32): a code, a session, a person's number or SMS opt-outs; a new account by
  // phone has no listing, and a seller's number is not on any catalog page.
  { route: 'POST /api/auth/phone-number/send-otp', keeps: 'writes a code request, its hash and its SMS' },
  {
    route: 'POST /api/auth/phone-number/verify',
    keeps: "signs in or up, or sets the signed-in account's phone: no product or name the catalog shows",
  },
  { route: 'PUT /api/me/sms-settings', keeps: 'writes the SMS opt-outs: no product, user or order' },
  // Web push (issue 32): a person's browsers and the kinds of push they turned off; nothing a catalog page shows.
  {
    route: 'POST /api/me/push-subscriptions',
    keeps: "writes one of the caller's push subscriptions: no product",
  },
  { route: 'DELETE /api/me/push-subscriptions/:id', keeps: "removes one of the caller's push subscriptions" },
  { route: 'PUT /api/me/push-settings', keeps: 'writes the push opt-outs: no product, user or order' },
  // Marketplace money (issue 29): the commission rules apply to orders placed later; no listing shows them.
  {
    route: 'PUT /api/admin/finance/commission',
    keeps: 'writes the commission rules: no product, user or order',
  },
  // Refunds move money only: the stock of a refunded order is not given back (a cancel or return does that).
  {
    route: 'POST /api/admin/orders/:id/refunds',
    keeps: "writes the order's refunds and the ledger; no product",
  },
  {
    route: 'POST /api/admin/orders/:id/refunds/:refundId/retry',
    keeps: 'retries a refund at the gateway; no product',
  },
  {
    route: 'POST /api/admin/orders/:id/refunds/:refundId/resolve',
    keeps: "records the gateway's answer; no product",
  },
  {
    route: 'POST /api/admin/couriers/:courier/remittances',
    keeps: 'writes a remittance and the ledger; no product',
  },
  { route: 'PUT /api/me/payout-method', keeps: "writes the seller's payout method: nothing a listing shows" },
  { route: 'POST /api/admin/payout-runs', keeps: 'writes payouts and the ledger; no product, user or order' },
  { route: 'POST /api/admin/payouts/:id/sent', keeps: 'settles a payout in the ledger; no product' },
  { route: 'POST /api/admin/payouts/:id/failed', keeps: 'returns a payout to the balance; no product' },
  { route: 'POST /api/admin/payouts/:id/send', keeps: 'sends a payout through its rail; no product' },
  ...SEARCH_WRITES,
  // Companies (issue 31): companies, their members and invitations; nothing a catalog page shows.
  { route: 'POST /api/companies', keeps: 'writes a company and its owner: no product or seller name' },
  { route: 'POST /api/companies/:id/invitations', keeps: 'writes an invitation and its e-mail' },
  { route: 'POST /api/company-invitations/accept', keeps: 'adds a member to a company' },
  { route: 'PUT /api/companies/:id/members/:userId', keeps: "writes a member's role and order limit" },
  { route: 'DELETE /api/companies/:id/members/:userId', keeps: 'removes a member from a company' },
  { route: 'POST /api/companies/:id/owner', keeps: "moves a company's ownership" },
  { route: 'POST /api/companies/:id/addresses', keeps: "writes a company's delivery address" },
  { route: 'PUT /api/companies/:id/addresses/:addressId', keeps: "writes a company's delivery address" },
  { route: 'DELETE /api/companies/:id/addresses/:addressId', keeps: "removes a company's delivery address" },
  // Company checkouts waiting for approval (issue 31 item 2) and the company's PO rule.
  ...APPROVAL_WRITES,
  ...VERIFICATION_WRITES,
  // Trade credit (issue 31 item 4): applications, limits, invoices and their payments; no product or seller.
  { route: 'POST /api/companies/:id/credit-application', keeps: 'writes a credit application' },
  { route: 'POST /api/companies/:id/invoices/pay', keeps: 'starts a payment of invoices at the gateway' },
  // The gateways' answers to it mark invoices paid and lower the company's used credit: no product.
  { route: 'POST /api/credit-payments/sslcommerz/:outcome', keeps: "marks a company's invoices paid" },
  { route: 'POST /api/credit-payments/sslcommerz/ipn', keeps: "marks a company's invoices paid" },
  { route: 'PUT /api/admin/companies/:id/credit', keeps: "writes a company's credit limit and terms" },
  { route: 'POST /api/admin/companies/:id/invoices/payments', keeps: "marks a company's invoices paid" },
];
