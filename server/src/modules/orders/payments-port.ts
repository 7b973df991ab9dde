import type {
  CheckoutPayment,
  CodAdvance,
  OnlineMethod,
  OrderRefund,
  PaymentEvent,
  PaymentPurpose,
} from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import type { CreditPort } from '../credit/credit-port.js';

/**
 * What orders need of online payments, handed in by composition.ts (the payments module implements it): the
 * methods on offer and the COD advance rule (checkout), starting the payment of a checkout just placed,
 * ending holds before orders are read, refunding a paid order that is cancelled, and its payment history.
 */
export type OrdersPaymentsPort = {
  isOffered: (method: OnlineMethod) => boolean;
  options: () => Promise<{ codAdvance: CodAdvance | null; holdMinutes: number }>;
  start: (input: {
    checkoutId: string;
    method: OnlineMethod;
    purpose: PaymentPurpose;
    amountPoisha: number;
    holdExpiresAt: Date;
    customer: { name: string; email: string; phone: string; address: string };
    description: string;
  }) => Promise<CheckoutPayment>;
  /** Pay again: a new attempt for a checkout whose hold lasts (409 when it ended or is paid). */
  payAgain: (input: {
    checkoutId: string;
    customer: { name: string; email: string; phone: string; address: string };
    description: string;
  }) => Promise<CheckoutPayment>;
  expireDue: () => Promise<number>;
  refundOrder: (orderId: string) => Promise<void>;
  /** The checkout's payment events; a seller's view (its order's id given) shows only its completed part. */
  history: (checkoutId: string, sellerOrderId?: string) => Promise<PaymentEvent[]>;
  /** The refunds an administrator issued on an order (modules/finance), oldest first; none when not given. */
  refunds?: (orderId: string) => Promise<OrderRefund[]>;
  /**
   * A company's trade credit (modules/credit, decision 0042): Pay on invoice draws it at checkout, a cancel gives
   * it back. Left out, no checkout can pay on invoice (the seed's and tests' orders alone).
   */
  credit?: CreditPort;
};

/**
 * A shop with no payment gateway configured: no online method is offered, so no order ever waits for a
 * payment (the seed and the tests of orders alone run this way; the app gets the payments service).
 */
export const NO_ONLINE_PAYMENTS: OrdersPaymentsPort = {
  isOffered: () => false,
  options: async () => ({ codAdvance: null, holdMinutes: 15 }),
  start: () => Promise.reject(new Error('no payment gateway is configured')),
  payAgain: () => Promise.reject(new AppError('CONFLICT', 'This order is not paid online')),
  expireDue: async () => 0,
  refundOrder: async () => {},
  history: async () => [],
};
