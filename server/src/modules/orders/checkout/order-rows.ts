import { categoryName, type CategorySlug, type CheckoutInputParsed } from '@bulkbazar/contract';
import type { Viewer } from '../../../kernel/viewer.js';
import { deliveryColumns, type OrderDelivery } from '../order-delivery.js';
import type { NewOrder } from '../orders.repo.js';
import type { OrderCommission } from './commission.js';
import type { TakenLine } from './lines.js';

/** Where an order goes, its delivery, and until when its stock is held for an online payment. */
export type OrderPlace = {
  shippingAddress: string;
  phoneNumber: string;
  holdExpiresAt?: Date;
  delivery?: OrderDelivery;
};

/** The columns of one seller's order: SEED.md's flat fields from its first line, the totals, the delivery. */
export function orderRow(
  viewer: Viewer,
  input: Pick<CheckoutInputParsed, 'paymentMethod' | 'transactionId'>,
  where: OrderPlace,
  checkoutId: string,
  sellerId: string,
  group: TakenLine[],
  subtotal: number,
  commission: OrderCommission,
) {
  const first = group[0]!;
  const p = first.product;
  return {
    checkoutId,
    buyerId: viewer.id,
    customerName: viewer.name,
    customerEmail: viewer.email,
    productId: p.id,
    sellerId,
    quantity: first.line.quantity,
    shippingAddress: where.shippingAddress,
    phoneNumber: where.phoneNumber,
    // Paid online: the order waits for the payment, its stock held until then.
    orderStatus: where.holdExpiresAt ? 'awaiting_payment' : 'pending',
    holdExpiresAt: where.holdExpiresAt ?? null,
    productName: p.productName,
    productImage: p.image,
    productSku: p.sku,
    productPricePoisha: first.unitPricePoisha,
    productBrand: p.brand,
    productCategory: categoryName(p.category as CategorySlug),
    productDescription: p.description,
    productRating: p.rating,
    // The goods and, when priced, their delivery (PRODUCT.md "Delivery"); COD's promise counts from now.
    totalPoisha: subtotal + (where.delivery?.chargePoisha ?? 0),
    ...(where.delivery &&
      deliveryColumns(where.delivery, input.paymentMethod === 'cod' || !where.holdExpiresAt)),
    paymentMethod: input.paymentMethod,
    transactionId: input.transactionId ?? null,
    // The commission in force at placement and its VAT: later rule changes never touch them.
    commissionPoisha: commission.poisha,
    commissionVatPoisha: commission.vatPoisha,
  } satisfies NewOrder;
}

/** An order's stored lines, in the order given, each with the commission rate and amount in force. */
export const itemRows = (group: TakenLine[], commission: OrderCommission) =>
  group.map((t, position) => ({
    position,
    productId: t.product.id,
    productName: t.product.productName,
    productImage: t.product.image,
    // A variant's own SKU names what was bought; its options are kept as they were.
    productSku: t.variant?.sku ?? t.product.sku,
    variantId: t.variant?.id ?? null,
    variantOptions: t.variant?.options ?? null,
    quantity: t.line.quantity,
    unitPricePoisha: t.unitPricePoisha,
    lineTotalPoisha: t.lineTotalPoisha,
    commissionBps: commission.lines[position]!.bps,
    commissionPoisha: commission.lines[position]!.poisha,
  }));
