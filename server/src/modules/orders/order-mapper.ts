import {
  formatDhakaDateTime,
  poishaToTaka,
  type Courier,
  type DeliveryZone,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@bulkbazar/contract';
import type { OrderRow } from './orders.repo.js';

/**
 * Database row → the API's Order (SEED.md's field names; money in taka). Totals are at most
 * MAX_TOTAL_POISHA, so poisha / 100 is the exact taka amount as a JSON number.
 */
export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    checkoutId: row.checkoutId,
    items: row.items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      productSku: item.productSku,
      variantId: item.variantId ?? null,
      variantOptions: item.variantOptions ?? null,
      quantity: item.quantity,
      unitPrice: poishaToTaka(item.unitPricePoisha),
      lineTotal: poishaToTaka(item.lineTotalPoisha),
    })),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    quantity: row.quantity,
    shippingAddress: row.shippingAddress,
    phoneNumber: row.phoneNumber,
    productId: row.productId,
    productName: row.productName,
    productImage: row.productImage,
    productSku: row.productSku,
    sellerName: row.sellerName,
    productPrice: poishaToTaka(row.productPricePoisha),
    productBrand: row.productBrand,
    productCategory: row.productCategory,
    description: row.productDescription,
    rating: row.productRating,
    totalPrice: poishaToTaka(row.totalPoisha),
    orderStatus: row.orderStatus as OrderStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    transactionId: row.transactionId,
    declineReason: row.declineReason,
    cancelReason: row.cancelReason ?? row.declineReason,
    // Held for a payment or an approver (company checkout): until when.
    holdExpiresAt:
      row.orderStatus === 'awaiting_payment' || row.orderStatus === 'awaiting_approval'
        ? (row.holdExpiresAt?.toISOString() ?? null)
        : null,
    paidAmount: poishaToTaka(row.paidPoisha),
    refundedAmount: poishaToTaka(row.refundedPoisha),
    // A refunded or cancelled order owes nothing.
    dueAmount:
      row.orderStatus === 'cancelled' || row.orderStatus === 'returned' || row.paymentStatus === 'refunded'
        ? 0
        : poishaToTaka(row.totalPoisha - row.paidPoisha),
    shipTo:
      row.shipDivision && row.shipDistrict && row.shipArea
        ? { division: row.shipDivision, district: row.shipDistrict, area: row.shipArea }
        : null,
    deliveryZone: row.deliveryZone as DeliveryZone,
    deliveryCharge: poishaToTaka(row.deliveryChargePoisha),
    deliverBy: row.deliverBy,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    courier: row.courier as Courier | null,
    trackingCode: row.trackingCode,
    companyId: row.companyId ?? null,
    poNumber: row.poNumber ?? null,
    orderTime: row.createdAt.toISOString(),
    orderTimeText: formatDhakaDateTime(row.createdAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}
