import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addNotifications, type NewNotification } from '../../db/notification-outbox.js';
import { companies, companyMembers, creditInvoices } from '../../db/schema.js';

const DAY_MS = 86_400_000;

type Stamped = {
  id: string;
  number: string;
  companyId: string;
  amountPoisha: number;
  paidPoisha: number;
  dueAt: Date;
};

/**
 * Invoice reminders (issue 31 item 4): each open invoice is reminded once before its due date and once after it.
 * The stamp is a conditional UPDATE (`reminded_… IS NULL`) in the transaction that writes the notifications, so
 * two sweeps at once — in one process or two — send each reminder once: the second waits on the row and then
 * finds it stamped.
 */
export function createCreditRemindersRepo(db: Db) {
  const returning = {
    id: creditInvoices.id,
    number: creditInvoices.number,
    companyId: creditInvoices.companyId,
    amountPoisha: creditInvoices.amountPoisha,
    paidPoisha: creditInvoices.paidPoisha,
    dueAt: creditInvoices.dueAt,
  };

  /** The company's owner and finance members hear of its invoices (buyers and approvers do not pay them). */
  async function notices(t: Db, kind: 'invoice_due_soon' | 'invoice_overdue', invoices: Stamped[]) {
    if (invoices.length === 0) return [];
    const ids = [...new Set(invoices.map((i) => i.companyId))];
    const members = await t
      .select({ userId: companyMembers.userId, companyId: companyMembers.companyId, name: companies.name })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(inArray(companyMembers.companyId, ids), inArray(companyMembers.role, ['owner', 'finance'])));
    return invoices.flatMap((inv) =>
      members
        .filter((m) => m.companyId === inv.companyId)
        .map((m): NewNotification => ({
          userId: m.userId,
          kind,
          data: {
            invoiceId: inv.id,
            number: inv.number,
            companyId: inv.companyId,
            companyName: m.name,
            amount: inv.amountPoisha - inv.paidPoisha,
            dueAt: inv.dueAt.toISOString(),
          },
        })),
    );
  }

  return {
    /**
     * At `now`: stamps and notifies every open invoice due within `daysBefore` days not reminded before, and every
     * one at least a day past due not reminded after. Answers how many of each.
     */
    remind: (now: Date, daysBefore: number) =>
      db.transaction(async (t0) => {
        const t = t0 as unknown as Db;
        const open = eq(creditInvoices.status, 'open');
        const dueSoon = await t
          .update(creditInvoices)
          .set({ remindedBeforeAt: now })
          .where(
            and(
              open,
              isNull(creditInvoices.remindedBeforeAt),
              gt(creditInvoices.dueAt, now),
              lte(creditInvoices.dueAt, new Date(now.getTime() + daysBefore * DAY_MS)),
            ),
          )
          .returning(returning);
        const overdue = await t
          .update(creditInvoices)
          .set({ remindedAfterAt: now })
          .where(
            and(
              open,
              isNull(creditInvoices.remindedAfterAt),
              lte(creditInvoices.dueAt, new Date(now.getTime() - DAY_MS)),
            ),
          )
          .returning(returning);
        await addNotifications(t, [
          ...(await notices(t, 'invoice_due_soon', dueSoon)),
          ...(await notices(t, 'invoice_overdue', overdue)),
        ]);
        return { dueSoon: dueSoon.length, overdue: overdue.length };
      }),
  };
}
export type CreditRemindersRepo = ReturnType<typeof createCreditRemindersRepo>;
