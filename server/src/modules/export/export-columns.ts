import { formatDhakaDateTime, poishaToTaka } from '@bulkbazar/contract';
import type { OrderRow } from '../orders/orders.repo.js';
import type { ProductRow } from '../products/products.repo.js';
import type { UserRow } from '../users/users.repo.js';
import type { Column } from './csv.js';

// The spreadsheets' columns: taka with two decimals and Dhaka times, as the dashboard shows them.
const taka = (poisha: number) => poishaToTaka(poisha).toFixed(2);
const when = (d: Date) => formatDhakaDateTime(d);

export const ORDER_COLUMNS: Column<OrderRow>[] = [
  { header: 'Order id', value: (o) => o.id },
  { header: 'Order time (Dhaka)', value: (o) => when(o.createdAt) },
  { header: 'Status', value: (o) => o.orderStatus },
  { header: 'Product', value: (o) => o.productName },
  { header: 'SKU', value: (o) => o.productSku },
  { header: 'Quantity', value: (o) => o.quantity },
  { header: 'Unit price (BDT)', value: (o) => taka(o.productPricePoisha) },
  { header: 'Total (BDT)', value: (o) => taka(o.totalPoisha) },
  { header: 'Buyer', value: (o) => o.customerName },
  { header: 'Email', value: (o) => o.customerEmail },
  { header: 'Phone', value: (o) => o.phoneNumber },
  { header: 'Address', value: (o) => o.shippingAddress },
  { header: 'Payment', value: (o) => o.paymentMethod },
  { header: 'Transaction id', value: (o) => o.transactionId },
  { header: 'Paid', value: (o) => o.paymentStatus === 'paid' },
  { header: 'Seller', value: (o) => o.sellerName },
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
