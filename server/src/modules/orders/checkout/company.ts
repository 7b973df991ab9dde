import { AppError } from '../../../kernel/app-error.js';
import type { NewNotification } from '../../../db/notification-outbox.js';
import type { CompanyBuyer } from '../company-buyer.repo.js';
import type { Held } from './hold.js';
import type { Drafted } from './write.js';

/** What a checkout bought for a company carries (decision 0041). */
export type CompanyPurchase = {
  company: CompanyBuyer;
  poNumber: string | null;
  /** Set when the total is over the buyer's order limit: the checkout waits for an approver until then. */
  approvalUntil: Date | null;
  approvers: string[];
};

export type ForCompany<H extends Held = Held> = H & { purchase?: CompanyPurchase };

const refuse = (code: 'VALIDATION_FAILED' | 'FORBIDDEN' | 'NOT_FOUND', field: string, message: string) =>
  new AppError(code, message, { [field]: message });

/**
 * The company step (issue 31 items 2 and 3), after the hold: a checkout with `companyId` is bought for a company
 * the buyer is the owner or a buyer of — another company answers 404 as if it did not exist, an approver- or
 * finance-only member 403 (they approve or pay, they do not buy). A company that requires PO numbers gets one.
 * A total over the member's order limit (the owner has none) waits for an approver: its stock is taken now and
 * held until APPROVAL_HOLD_HOURS. Such a checkout pays later (cash on delivery, a typed transaction id): an
 * online payment or a COD advance would start a payment before anyone approved it (decision 0041).
 */
export async function company<H extends Held>(c: H): Promise<ForCompany<H>> {
  const poNumber = c.input.poNumber ?? null;
  const companyId = c.input.companyId?.toLowerCase();
  if (!companyId) return c;
  const member = await c.repo.companyBuyer(companyId, c.viewer.id);
  if (!member) throw refuse('NOT_FOUND', 'companyId', 'Company not found');
  if (member.role !== 'owner' && member.role !== 'buyer')
    throw refuse('FORBIDDEN', 'companyId', 'Only the owner and buyers of this company can buy for it');
  if (member.poRequired && !poNumber)
    throw refuse('VALIDATION_FAILED', 'poNumber', 'This company requires a PO number on every order');
  const limit = member.role === 'owner' ? null : member.orderLimitPoisha;
  const over = limit !== null && c.total > limit;
  if (over && c.pay)
    throw refuse(
      'VALIDATION_FAILED',
      'paymentMethod',
      'An order waiting for approval cannot be paid online now: choose cash on delivery or mobile banking',
    );
  const approvalUntil = over ? new Date(Date.now() + c.repo.approvalHoldHours() * 3_600_000) : null;
  const approvers = over ? await c.repo.companyApprovers(member.companyId) : [];
  return { ...c, purchase: { company: member, poNumber, approvalUntil, approvers } };
}

/**
 * After notify: the rows of a company checkout name the company and its PO number; one waiting for approval has
 * its orders `awaiting_approval`, held until the approval hold ends, and tells the company's approvers (not the
 * sellers — they hear of it once approved).
 */
export function companyRows<D extends Drafted & { purchase?: CompanyPurchase }>(c: D): D {
  const p = c.purchase;
  if (!p) return c;
  const waiting = p.approvalUntil !== null;
  const orders = c.write.orders.map((o) => ({
    ...o,
    companyId: p.company.companyId,
    poNumber: p.poNumber,
    ...(waiting && { orderStatus: 'awaiting_approval', holdExpiresAt: p.approvalUntil }),
  }));
  if (!waiting) return { ...c, write: { ...c.write, orders } };
  const told: NewNotification[] = p.approvers
    .filter((userId) => userId !== c.viewer.id)
    .map((userId) => ({
      userId,
      kind: 'approval_requested',
      data: {
        checkoutId: c.checkoutId,
        companyName: p.company.companyName,
        buyerName: c.viewer.name,
        total: c.total,
        poNumber: p.poNumber,
      },
    }));
  return {
    ...c,
    write: {
      ...c.write,
      checkout: { ...c.write.checkout, holdExpiresAt: p.approvalUntil },
      orders,
      events: c.write.events.map((e) => ({ ...e, status: 'awaiting_approval' })),
      tellPlaced: false,
      notifications: told,
    },
  };
}
