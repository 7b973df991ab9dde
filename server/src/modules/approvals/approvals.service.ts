import { poishaToTaka, type Approval, type ApprovalDecision, type Order } from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { CreditPort } from '../credit/credit-port.js';
import type { ApprovalsRepo } from './approvals.repo.js';

type Deps = {
  repo: ApprovalsRepo;
  /** The orders module's reading of a checkout's orders (through composition). */
  ordersOf: (checkoutId: string) => Promise<Order[]>;
  catalog: CatalogEvents;
  /** Trade credit: a checkout paid on invoice gives its credit back with its stock (modules/credit). */
  credit?: Pick<CreditPort, 'releaseOrders'>;
};

const SWEEP_BATCH = 50;

// Another company's checkout (or none) answers as one that does not exist: a member of A learns nothing of B.
const notFound = () => new AppError('NOT_FOUND', 'Approval not found', { checkoutId: 'Approval not found' });

/**
 * Approvals of company checkouts over a buyer's order limit (issue 31 item 2, decision 0041): the company's
 * owner and approvers list, approve or reject them; one conditional UPDATE decides each checkout, so two
 * approvers at once decide it once (the other: 409). Expiry cancels a checkout nobody decided in time and puts
 * its stock back once — the same pattern as online payment holds (payments/payment-holds.ts).
 */
export function createApprovalsService({ repo, ordersOf, catalog, credit }: Deps) {
  /** Cancels a waiting checkout (stock back, and its credit if it was paid on invoice), in one transaction. */
  const release = (checkoutId: string, how: Parameters<ApprovalsRepo['release']>[1]) =>
    repo.transaction(async (tx, txDb) => {
      const decided = await tx.release(checkoutId, how);
      await credit?.releaseOrders(txDb, decided);
      return decided;
    });

  /** Ends every approval hold that ran out by `now`: orders cancelled, stock back, the buyer told. */
  async function expireDue(now = new Date()): Promise<number> {
    let released = 0;
    for (const checkoutId of await repo.expired(now, SWEEP_BATCH))
      released += (await release(checkoutId, { expiredBy: now })).length;
    if (released > 0) catalog.changed('stock-returned');
    return released;
  }

  /** The checkout's company, if the viewer may decide for it: else 404 (not theirs) or 403 (not an approver). */
  async function decider(viewer: Viewer, checkoutId: string) {
    const found = isUuid(checkoutId) ? await repo.checkoutCompany(checkoutId.toLowerCase()) : undefined;
    const role = found?.companyId ? await repo.roleIn(found.companyId, viewer.id) : undefined;
    if (!found || !role) throw notFound();
    if (role !== 'owner' && role !== 'approver')
      throw new AppError('FORBIDDEN', 'Only the owner and approvers of this company can decide');
    return checkoutId.toLowerCase();
  }

  const alreadyDecided = () =>
    new AppError('CONFLICT', 'This order was decided already or its approval time ended');

  return {
    expireDue,

    async list(viewer: Viewer): Promise<{ approvals: Approval[] }> {
      await expireDue();
      const rows = await repo.waitingFor(viewer.id, new Date());
      const approvals = await Promise.all(
        rows.map(async (r) => {
          const orders = await ordersOf(r.checkoutId);
          return {
            checkoutId: r.checkoutId,
            companyId: r.companyId,
            companyName: r.companyName,
            buyerName: r.buyerName,
            buyerEmail: r.buyerEmail,
            poNumber: r.poNumber,
            total: orders.reduce((sum, o) => sum + o.totalPrice, 0),
            orderLimit: r.orderLimitPoisha === null ? null : poishaToTaka(r.orderLimitPoisha),
            paymentMethod: r.paymentMethod,
            orders,
            createdAt: r.createdAt.toISOString(),
            holdExpiresAt: r.holdExpiresAt!.toISOString(),
          };
        }),
      );
      return { approvals };
    },

    async approve(viewer: Viewer, checkoutId: string): Promise<ApprovalDecision> {
      const id = await decider(viewer, checkoutId);
      await expireDue();
      const decided = await repo.transaction((tx) => tx.approve(id, viewer.id));
      if (decided.length === 0) throw alreadyDecided();
      return { checkoutId: id, decision: 'approved', orders: await ordersOf(id) };
    },

    async reject(viewer: Viewer, checkoutId: string, reason: string): Promise<ApprovalDecision> {
      const id = await decider(viewer, checkoutId);
      await expireDue();
      const decided = await release(id, { reason, actorId: viewer.id });
      if (decided.length === 0) throw alreadyDecided();
      catalog.changed('stock-returned');
      return { checkoutId: id, decision: 'rejected', orders: await ordersOf(id) };
    },
  };
}
export type ApprovalsService = ReturnType<typeof createApprovalsService>;
