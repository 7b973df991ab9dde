import type { Order, OrderInputParsed } from '@bulkbazar/contract';
import type { Viewer } from '../../kernel/viewer.js';
import type { OrdersRepo } from './orders.repo.js';
import type { OrdersPaymentsPort } from './payments-port.js';
import { placeCheckout } from './place-checkout.js';

export type PlacedOrder = { order: Order; replayed: boolean };

/**
 * SEED.md's POST /addorder: a one-line checkout through the same engine, guard and transaction as the cart's.
 * The customer is the caller and every price comes from the database. With an Idempotency-Key, a retry
 * returns the first order.
 */
export async function placeOrder(
  repo: OrdersRepo,
  viewer: Viewer,
  input: OrderInputParsed,
  key: string | undefined,
  payments: OrdersPaymentsPort,
): Promise<PlacedOrder> {
  const placed = await placeCheckout(
    repo,
    viewer,
    {
      items: [{ productId: input.productId, quantity: input.quantity }],
      addressId: input.addressId,
      shippingAddress: input.shippingAddress,
      location: input.location,
      phoneNumber: input.phoneNumber,
      paymentMethod: input.paymentMethod,
      transactionId: input.transactionId,
    },
    key,
    payments,
  );
  return { order: placed.orders[0]!, replayed: placed.replayed };
}
