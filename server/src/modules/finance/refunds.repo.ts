import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit, type AuditEntry } from '../../db/audit-record.js';
import type { Db } from '../../db/client.js';
import { notifyPayment } from '../../db/order-notifications.js';
import { orderRefunds, orders, paymentEvents, payments } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { LedgerGateway } from '../ledger/accounts.js';
import type { FinanceLedger } from './refund-ledger.js';

// Operator refunds' rows: the order they are of (locked while a refund is claimed or recorded, so two refunds of
// one order never both pass the paid − refunded check), the claims, and what recording one writes.

export type RefundRow = typeof orderRefunds.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const orderColumns = {
  id: orders.id,
  checkoutId: orders.checkoutId,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  orderStatus: orders.orderStatus,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  totalPoisha: orders.totalPoisha,
  paidPoisha: orders.paidPoisha,
  refundedPoisha: orders.refundedPoisha,
  deliveryChargePoisha: orders.deliveryChargePoisha,
  commissionPoisha: orders.commissionPoisha,
  commissionVatPoisha: orders.commissionVatPoisha,
  courier: orders.courier,
};
export type RefundOrder = Pick<typeof orders.$inferSelect, keyof typeof orderColumns>;

function refundQueries(db: Db, ledger: FinanceLedger) {
  return {
    /** The audit trail's row for a staff member's refund action, in this transaction. */
    audit: (actor: Viewer, entry: AuditEntry) => recordAudit(db, actor, entry),
    /** The order, its row locked to the end of the transaction (refunds, deliveries and payments queue on it). */
    lockOrder: async (id: string): Promise<RefundOrder | undefined> =>
      (await db.select(orderColumns).from(orders).where(eq(orders.id, id)).for('update'))[0],

    order: async (id: string) => (await db.select(orderColumns).from(orders).where(eq(orders.id, id)))[0],

    byId: async (id: string) => (await db.select().from(orderRefunds).where(eq(orderRefunds.id, id)))[0],

    byKey: async (orderId: string, key: string) =>
      (
        await db
          .select()
          .from(orderRefunds)
          .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, key)))
      )[0],

    /** Asked of a gateway and not answered yet: held back from what may still be refunded. */
    pendingPoisha: async (orderId: string) =>
      Number(
        (
          await db
            .select({ total: sql<string>`coalesce(sum(${orderRefunds.amountPoisha}), 0)` })
            .from(orderRefunds)
            .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'pending')))
        )[0]!.total,
      ),

    /** The checkout's completed online payment (what a gateway refund goes back through). */
    completedPayment: async (checkoutId: string) =>
      (
        await db
          .select()
          .from(payments)
          .where(and(eq(payments.checkoutId, checkoutId), eq(payments.status, 'completed')))
          .limit(1)
      )[0],

    insert: async (values: typeof orderRefunds.$inferInsert) =>
      (await db.insert(orderRefunds).values(values).returning())[0]!,

    /** pending → done with the gateway's refund id, once (a second recorder finds it done and writes nothing). */
    markDone: async (id: string, reference: string) =>
      (
        await db
          .update(orderRefunds)
          .set({ status: 'done', reference })
          .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')))
          .returning()
      )[0],

    /** pending → failed: the gateway refused, nothing moved, the amount may be refunded again. */
    markFailed: (id: string) =>
      db
        .update(orderRefunds)
        .set({ status: 'failed' })
        .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending'))),

    list: (orderId: string) =>
      db
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, orderId))
        .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),

    /**
     * Records a refund that has happened (manual, or the gateway answered): the order's refunded amount grows
     * (all of what was paid given back: payment status refunded), the ledger's `refund:<id>` entry, the
     * payments ledger's `refunded` event for a gateway's, and the buyer's notice (in the app and by e-mail).
     * `order` is the row locked in this transaction.
     */
    async record(
      order: RefundOrder,
      refund: RefundRow,
      paidThrough: LedgerGateway | 'bank',
      online: { payment: PaymentRow; gatewayRefundId: string } | null,
    ) {
      const refunded = order.refundedPoisha + refund.amountPoisha;
      await db
        .update(orders)
        .set({
          refundedPoisha: refunded,
          ...(refunded >= order.paidPoisha ? { paymentStatus: 'refunded' } : {}),
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      await ledger.postEntry(
        db,
        ledger.refundEntry(
          order,
          {
            id: refund.id,
            amountPoisha: refund.amountPoisha,
            reason: refund.reason,
            actorId: refund.createdBy,
          },
          paidThrough,
        ),
      );
      if (online)
        await db.insert(paymentEvents).values({
          paymentId: online.payment.id,
          checkoutId: online.payment.checkoutId,
          orderId: order.id,
          type: 'refunded',
          amountPoisha: refund.amountPoisha,
          gateway: online.payment.gateway,
          purpose: online.payment.purpose,
          gatewayPaymentId: online.payment.gatewayPaymentId,
          gatewayTrxId: online.payment.gatewayTrxId,
          refundId: online.gatewayRefundId,
          note: `refunded by an administrator: ${refund.reason}`.slice(0, 500),
        });
      await notifyPayment(db, order.checkoutId, 'payment_refunded', refund.amountPoisha, order.id);
    },
  };
}

export type RefundsTx = ReturnType<typeof refundQueries>;

export function createRefundsRepo(db: Db, ledger: FinanceLedger) {
  return {
    ...refundQueries(db, ledger),
    transaction: <T>(fn: (tx: RefundsTx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(refundQueries(tx as unknown as Db, ledger))),
  };
}
export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
