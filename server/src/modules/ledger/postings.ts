import type { Db } from '../../db/client.js';
import { postEntry } from './ledger.repo.js';
import {
  cashKept,
  codCollected,
  orderDelivered,
  orderMarkedPaid,
  type OrderMoneyRow,
} from './postings-orders.js';
import { gatewayRefund, paymentReceived, type GatewayPayment } from './postings-payments.js';
import { creditDrawn, creditReleased, creditRepaid } from './postings-credit.js';

type Owner = Pick<OrderMoneyRow, 'id' | 'checkoutId' | 'sellerId'>;

/**
 * The ledger as the modules where money moves see it (composition.ts hands it to payments, orders and
 * delivery: a module reaches another only through what it is handed). Bound to the event's transaction
 * (`postings(tx)`), each posts that event's entry there (decision 0026) and answers false when the event was
 * posted before. The return window is the shop's setting (config.money).
 */
export function createPostings(money: { returnWindowDays: number }) {
  return (db: Db) => ({
    paymentReceived: (p: GatewayPayment) => postEntry(db, paymentReceived(p)),
    gatewayRefund: (
      p: GatewayPayment,
      amountPoisha: number,
      orderId: string | null,
      refundId?: string | null,
    ) => postEntry(db, gatewayRefund(p, amountPoisha, orderId, refundId)),
    orderDelivered: (o: OrderMoneyRow, deliveredAt: Date) =>
      postEntry(db, orderDelivered(o, deliveredAt, money.returnWindowDays)),
    orderMarkedPaid: (o: Owner, paymentMethod: string, duePoisha: number) =>
      postEntry(db, orderMarkedPaid(o, paymentMethod, duePoisha)),
    cashKept: (o: Owner, duePoisha: number) => postEntry(db, cashKept(o, duePoisha)),
    codCollected: (o: Pick<OrderMoneyRow, 'id' | 'checkoutId'>, courier: string, collectedPoisha: number) =>
      postEntry(db, codCollected(o, courier, collectedPoisha)),
    creditDrawn: (c: Parameters<typeof creditDrawn>[0]) => postEntry(db, creditDrawn(c)),
    creditReleased: (r: Parameters<typeof creditReleased>[0]) => postEntry(db, creditReleased(r)),
    creditRepaid: (p: Parameters<typeof creditRepaid>[0]) => postEntry(db, creditRepaid(p)),
  });
}

/** The ledger's postings, to bind to a transaction: `postings(tx).orderDelivered(order, at)`. */
export type Postings = ReturnType<typeof createPostings>;
