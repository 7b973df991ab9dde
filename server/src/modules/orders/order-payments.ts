import { paymentRefusal, type Order } from '@bulkbazar/contract';
import type { Viewer } from '../../kernel/viewer.js';
import type { Postings } from '../ledger/postings.js';
import { conflict, loadOrder } from './order-access.js';
import { toOrder } from './order-mapper.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';

/**
 * Recording money received. The UPDATE holds the same rule as the contract's paymentRefusal, so a
 * cancel racing a payment, or a double click, cannot mark a cancelled order paid or record it twice; the
 * ledger's entry for what was still due is posted in the same transaction.
 */
export function createOrderPayments(repo: OrdersRepo, postings?: Postings) {
  /** `staff`: who recorded it for the shop (a staff member, not the order's seller), in the audit trail. */
  async function record(id: string, via: 'paid' | 'cash', staff?: { viewer: Viewer; before: OrderRow }) {
    const recorded = await repo.transaction(async (tx, txDb) => {
      const paid = await tx.markPaid(id, via);
      if (!paid) return false;
      if (staff)
        await tx.audit(staff.viewer, {
          action: via === 'cash' ? 'order.cash_received' : 'order.paid',
          target: { type: 'order', id },
          before: { paymentStatus: staff.before.paymentStatus, paidPoisha: staff.before.paidPoisha },
          after: { paymentStatus: 'paid', paidPoisha: staff.before.totalPoisha },
        });
      const books = postings?.(txDb);
      if (via === 'cash') await books?.cashKept(paid, paid.duePoisha);
      else await books?.orderMarkedPaid(paid, paid.paymentMethod, paid.duePoisha);
      return true;
    });
    if (recorded) return;
    const order = toOrder((await repo.findById(id))!);
    const refusal = paymentRefusal(order, via) ?? {
      field: 'paymentStatus' as const,
      message: 'The payment could not be recorded; reload the order',
    };
    throw conflict(refusal.message, refusal.field, (order as Order)[refusal.field]);
  }

  return {
    /** An admin confirms a payment arrived (a mobile banking transfer, or cash collected early). */
    async markPaid(viewer: Viewer, id: string) {
      const before = await loadOrder(repo, viewer, id, 'admin');
      await record(id, 'paid', { viewer, before });
    },

    /** The product's seller, or an admin, records the cash taken for a delivered cash-on-delivery order. */
    async cashReceived(viewer: Viewer, id: string) {
      const before = await loadOrder(repo, viewer, id, 'seller');
      await record(id, 'cash', before.sellerId === viewer.id ? undefined : { viewer, before });
    },
  };
}
