import { orderInputSchema, PAYMENT_METHODS, type OrderInputParsed } from '@bulkbazar/contract';

/**
 * The checkout form's input for the seed's `i`-th order, checked by the same schema as a buyer's: one to
 * three times the MOQ, the payment methods in turn (mobile banking with a transaction id), Dhaka addresses.
 */
export function demoOrderInput(i: number, product: { id: string; minQuantity: number }): OrderInputParsed {
  const paymentMethod = PAYMENT_METHODS[i % PAYMENT_METHODS.length]!;
  return orderInputSchema.parse({
    productId: product.id,
    quantity: product.minQuantity * (1 + (i % 3)),
    shippingAddress: `House ${12 + i}, Road ${3 + (i % 9)}, Dhanmondi, Dhaka 1209`,
    phoneNumber: `+88017${String(10_000_000 + i * 7_654_321).slice(0, 8)}`,
    paymentMethod,
    transactionId:
      paymentMethod === 'cod' ? undefined : `TX${(8_000_000 + i * 913).toString(36).toUpperCase()}`,
  });
}
