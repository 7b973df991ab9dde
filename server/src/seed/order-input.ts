import { checkoutInputSchema, MOBILE_BANKING, type CheckoutInputParsed } from '@bulkbazar/contract';
import type { DemoCheckout } from './demo-checkouts.js';

/**
 * The checkout form's input for the seed's `k`-th checkout, checked by the same schema as a buyer's: its
 * lines, a saved address (`addressId`) or a typed Dhaka one, mobile banking with a transaction id.
 */
export function demoCheckoutInput(
  k: number,
  plan: DemoCheckout,
  items: { productId: string; quantity: number }[],
  addressId: string | undefined,
): CheckoutInputParsed {
  const paymentMethod = plan.payment;
  return checkoutInputSchema.parse({
    items,
    ...(addressId
      ? { addressId }
      : {
          shippingAddress: `House ${12 + k}, Road ${3 + (k % 9)}, Dhanmondi, Dhaka 1209`,
          phoneNumber: `+88017${String(10_000_000 + k * 7_654_321).slice(0, 8)}`,
        }),
    paymentMethod,
    transactionId: MOBILE_BANKING.includes(paymentMethod)
      ? `TX${(8_000_000 + k * 913).toString(36).toUpperCase()}`
      : undefined,
  });
}
