import type { Order, OrderStatus, PaymentEvent, PaymentMethod, PaymentStatus } from '@bulkbazar/contract';
import type { InvoiceSeller, IssuedInvoice } from './invoices.repo.js';

/** What an invoice prints, in taka, before any language is chosen. */
export type InvoiceView = {
  brandName: string;
  number: string;
  issuedAt: Date;
  orderedAt: string;
  orderId: string;
  checkoutId: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  transactionId: string | null;
  /** The company buyer's purchase-order number (issue 31 item 3), printed with the invoice's facts. */
  poNumber: string | null;
  gatewayTrxIds: string[];
  seller: InvoiceSeller | null;
  buyer: { name: string; email: string; address: string; phone: string };
  lines: { name: string; sku: string; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  deliveryCharge: number;
  total: number;
  paid: number;
  due: number;
};

/** 'INV-2026-000123': the Dhaka year and the number within it (six digits, more when a year needs them). */
export const formatInvoiceNumber = (year: number, number: number) =>
  `INV-${year}-${String(number).padStart(6, '0')}`;

const dhakaYear = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Dhaka', year: 'numeric' });

/** The calendar year in Dhaka at that moment (UTC+6: 31 December 18:00 UTC is already next year there). */
export const yearInDhaka = (at: Date) => Number(dhakaYear.format(at));

/** The address line with its place in the official lists (upazila/thana, district), when the order has one. */
const addressOf = (order: Order): string =>
  order.shipTo
    ? `${order.shippingAddress}, ${order.shipTo.area}, ${order.shipTo.district}`
    : order.shippingAddress;

const poisha = (taka: number) => Math.round(taka * 100);

export function toInvoiceView(
  brandName: string,
  order: Order,
  payments: PaymentEvent[],
  seller: InvoiceSeller | null,
  issued: IssuedInvoice,
): InvoiceView {
  // The gateway's own transaction ids of the checkout's confirmed payments (a COD advance included).
  const gatewayTrxIds = [
    ...new Set(payments.filter((p) => p.type === 'completed' && p.gatewayTrxId).map((p) => p.gatewayTrxId!)),
  ];
  const subtotalPoisha = order.items.reduce((sum, line) => sum + poisha(line.lineTotal), 0);
  return {
    brandName,
    number: formatInvoiceNumber(issued.year, issued.number),
    issuedAt: issued.issuedAt,
    orderedAt: order.orderTime,
    orderId: order._id,
    checkoutId: order.checkoutId,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    transactionId: order.transactionId,
    poNumber: order.poNumber,
    gatewayTrxIds,
    seller:
      seller ?? (order.sellerName ? { name: order.sellerName, email: '', address: null, bin: null } : null),
    buyer: {
      name: order.customerName,
      email: order.customerEmail,
      address: addressOf(order),
      phone: order.phoneNumber,
    },
    lines: order.items.map((line) => ({
      // A variant's options after the name, as ordered: "Crew T-shirt (Size: M · Colour: Blue)".
      name: line.variantOptions
        ? `${line.productName} (${Object.entries(line.variantOptions)
            .map(([option, value]) => `${option}: ${value}`)
            .join(' · ')})`
        : line.productName,
      sku: line.productSku,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    subtotal: subtotalPoisha / 100,
    // Part of totalPrice (PRODUCT.md "Delivery"): subtotal + delivery charge = total.
    deliveryCharge: order.deliveryCharge,
    total: order.totalPrice,
    paid: order.paidAmount,
    due: order.dueAmount,
  };
}
