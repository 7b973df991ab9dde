import type { Order } from '@bulkbazar/contract';

let sequence = 0;

/** A complete order as the API returns it; override what the test is about. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const order: Omit<Order, 'items'> = {
    _id: `0000000${sequence % 10}-aaaa-4000-8000-${String(sequence).padStart(12, '0')}`,
    checkoutId: `0000000${sequence % 10}-cccc-4000-8000-${String(sequence).padStart(12, '0')}`,
    customerName: 'Rahim Uddin',
    customerEmail: 'rahim@shop.com.bd',
    quantity: 120,
    shippingAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
    phoneNumber: '+8801712345678',
    productId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    productName: `Product ${sequence}`,
    productImage: `/uploads/seed/product-${sequence}.webp`,
    productSku: `BB-${sequence}`,
    sellerName: 'Karim Traders',
    productPrice: 250,
    productBrand: 'Walton',
    productCategory: 'Electronics & Gadgets',
    description: 'A sturdy product for resale.',
    rating: 4,
    totalPrice: 30_000,
    orderStatus: 'pending',
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    transactionId: null,
    companyId: null,
    poNumber: null,
    declineReason: null,
    cancelReason: null,
    holdExpiresAt: null,
    paidAmount: 0,
    refundedAmount: 0,
    dueAmount: 0,
    shipTo: null,
    deliveryZone: 'elsewhere',
    deliveryCharge: 0,
    deliverBy: null,
    deliveredAt: null,
    courier: null,
    trackingCode: null,
    orderTime: '2026-11-21T16:40:05.000Z',
    orderTimeText: '21 November 2026 at 22:40:05',
    updatedAt: '2026-11-21T16:40:05.000Z',
    ...overrides,
  };
  // SEED.md's flat fields are the first line's: a one-line order unless the test gives its lines.
  const firstLine = {
    productId: order.productId,
    productName: order.productName,
    productImage: order.productImage,
    productSku: order.productSku,
    quantity: order.quantity,
    unitPrice: order.productPrice,
    lineTotal: order.totalPrice,
  };
  // Unpaid unless the test says otherwise: what is due is what is not paid yet.
  const dueAmount = overrides.dueAmount ?? order.totalPrice - order.paidAmount;
  return { ...order, dueAmount, items: overrides.items ?? [firstLine] };
}
