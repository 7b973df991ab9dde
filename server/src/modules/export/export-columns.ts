import { poishaToTaka } from '@bulkbazar/contract';
import type { OrderItemRow, OrderRow } from '../orders/orders.repo.js';
import type { LedgerRow } from '../payments/payments.repo.js';
import type { ProductRow } from '../products/products.repo.js';
import type { UserRow } from '../users/users.repo.js';
import type { Column } from './csv.js';

// The spreadsheets' columns: taka with two decimals, and times in ISO 8601 at Dhaka's offset, to the second
// (2026-11-27T21:30:00+06:00): what a spreadsheet or a script reads as a time, the instant exact and the
// clock the shop's own. Every sheet writes them so (issue 28); the dashboard's words ('27 November 2026 at
// 21:30:00') are for reading on screen.
const taka = (poisha: number) => poishaToTaka(poisha).toFixed(2);
const DHAKA_OFFSET_MS = 6 * 3_600_000; // Asia/Dhaka is UTC+6 all year (no daylight saving).
const when = (d: Date) => `${new Date(d.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 19)}+06:00`;

/** One row of the orders spreadsheet: a line of an order, beside its order's own columns. */
export type OrderLine = { order: OrderRow; item: OrderItemRow };

/**
 * An order's lines, in their order. Every order has at least one since migration 0012; should one have none,
 * its flat product fields (SEED.md's, the first line's) stand in, so no order is missing from the sheet.
 */
export function orderLines(order: OrderRow): OrderLine[] {
  if (order.items.length > 0) return order.items.map((item) => ({ order, item }));
  const item: OrderItemRow = {
    id: order.id,
    orderId: order.id,
    position: 0,
    productId: order.productId,
    productName: order.productName,
    productImage: order.productImage,
    productSku: order.productSku,
    variantId: null,
    variantOptions: null,
    quantity: order.quantity,
    unitPricePoisha: order.productPricePoisha,
    lineTotalPoisha: order.totalPoisha,
    commissionBps: 0,
    commissionPoisha: order.commissionPoisha,
  };
  return [{ order, item }];
}

// Summing "Line total" gives the revenue; "Order total" repeats on each line of its order.
export const ORDER_COLUMNS: Column<OrderLine>[] = [
  { header: 'Order id', value: ({ order }) => order.id },
  { header: 'Checkout id', value: ({ order }) => order.checkoutId },
  { header: 'Line', value: ({ item }) => item.position + 1 },
  { header: 'Order time (Dhaka)', value: ({ order }) => when(order.createdAt) },
  { header: 'Status', value: ({ order }) => order.orderStatus },
  { header: 'Product', value: ({ item }) => item.productName },
  // The line's variant as ordered (issue 30): "Size: M · Colour: Blue"; empty for a product without options.
  {
    header: 'Variant',
    value: ({ item }) =>
      Object.entries(item.variantOptions ?? {})
        .map(([name, value]) => `${name}: ${value}`)
        .join(' · '),
  },
  { header: 'SKU', value: ({ item }) => item.productSku },
  { header: 'Quantity', value: ({ item }) => item.quantity },
  { header: 'Unit price (BDT)', value: ({ item }) => taka(item.unitPricePoisha) },
  { header: 'Line total (BDT)', value: ({ item }) => taka(item.lineTotalPoisha) },
  { header: 'Order total (BDT)', value: ({ order }) => taka(order.totalPoisha) },
  { header: 'Buyer', value: ({ order }) => order.customerName },
  { header: 'Email', value: ({ order }) => order.customerEmail },
  { header: 'Phone', value: ({ order }) => order.phoneNumber },
  { header: 'Address', value: ({ order }) => order.shippingAddress },
  { header: 'Payment', value: ({ order }) => order.paymentMethod },
  { header: 'Transaction id', value: ({ order }) => order.transactionId },
  // A company buyer's purchase-order number (issue 31 item 3).
  { header: 'PO number', value: ({ order }) => order.poNumber },
  { header: 'Paid', value: ({ order }) => order.paymentStatus === 'paid' },
  { header: 'Seller', value: ({ order }) => order.sellerName },
  { header: 'Decline reason', value: ({ order }) => order.declineReason },
  { header: 'Last update (Dhaka)', value: ({ order }) => when(order.updatedAt) },
];

export const PRODUCT_COLUMNS: Column<ProductRow>[] = [
  { header: 'Product id', value: (p) => p.id },
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Name', value: (p) => p.productName },
  { header: 'Brand', value: (p) => p.brand },
  { header: 'Category', value: (p) => p.category },
  { header: 'Price (BDT)', value: (p) => taka(p.pricePoisha) },
  { header: 'Stock', value: (p) => p.stock },
  { header: 'MOQ', value: (p) => p.minQuantity },
  { header: 'Status', value: (p) => p.status },
  { header: 'Seller', value: (p) => p.authorName },
  { header: 'Seller email', value: (p) => p.authorEmail },
  { header: 'Listed (Dhaka)', value: (p) => when(p.createdAt) },
];

export const USER_COLUMNS: Column<UserRow>[] = [
  { header: 'User id', value: (u) => u.id },
  { header: 'Name', value: (u) => u.name },
  { header: 'Email', value: (u) => u.email },
  { header: 'Role', value: (u) => u.role },
  { header: 'Blocked', value: (u) => u.banned },
  { header: 'Joined (Dhaka)', value: (u) => when(u.createdAt) },
];

export type Subscriber = { email: string; createdAt: Date };

export const subscriberColumns = (unsubscribeUrl: (email: string) => string): Column<Subscriber>[] => [
  { header: 'Email', value: (s) => s.email },
  { header: 'Subscribed (Dhaka)', value: (s) => when(s.createdAt) },
  // The shop sends no e-mail itself: whoever mails the list puts each address's own link in.
  { header: 'Unsubscribe link', value: (s) => unsubscribeUrl(s.email) },
];

/**
 * The payment ledger, one row per event (amounts in taka; the gateway's own ids for reconciliation). Order ID
 * is the order a refund is for, else every order of the checkout the payment is for (space-separated).
 */
export const PAYMENT_COLUMNS: Column<LedgerRow>[] = [
  { header: 'Time (Dhaka)', value: (e) => when(e.createdAt) },
  { header: 'Event', value: (e) => e.type },
  { header: 'Gateway', value: (e) => e.gateway },
  { header: 'Purpose', value: (e) => e.purpose },
  { header: 'Amount (BDT)', value: (e) => taka(e.amountPoisha) },
  { header: 'Checkout ID', value: (e) => e.checkoutId },
  { header: 'Order ID', value: (e) => e.orderId ?? e.checkoutOrderIds },
  { header: 'Gateway payment ID', value: (e) => e.gatewayPaymentId },
  { header: 'Gateway transaction ID', value: (e) => e.gatewayTrxId },
  { header: 'Refund ID', value: (e) => e.refundId },
  { header: 'Note', value: (e) => e.note },
];
