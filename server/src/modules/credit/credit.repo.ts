import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAudit, type AuditEntry } from '../../db/audit-record.js';
import { isUniqueViolation } from '../../kernel/db-errors.js';
import type { Viewer } from '../../kernel/viewer.js';
import {
  companies,
  companyCredit,
  companyMembers,
  creditApplications,
  creditInvoices,
  orders,
} from '../../db/schema.js';

const DAY_MS = 86_400_000;

export type InvoiceRow = typeof creditInvoices.$inferSelect;
export type CreditRow = { limitPoisha: number; usedPoisha: number; termsDays: number };

/** Why a credit draw was refused: not enough credit left, or an invoice past its due date unpaid. */
export type DrawRefusal =
  | { reason: 'no_credit' }
  | { reason: 'insufficient'; availablePoisha: number }
  | { reason: 'overdue'; number: string; dueAt: Date };

/** Trade credit (issue 31 item 4, decision 0042): limits, applications, invoices and payments. */
export function createCreditRepo(db: Db) {
  const tx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

  const creditOf = async (q: Db, companyId: string): Promise<CreditRow | undefined> =>
    (
      await q
        .select({
          limitPoisha: companyCredit.limitPoisha,
          usedPoisha: companyCredit.usedPoisha,
          termsDays: companyCredit.termsDays,
        })
        .from(companyCredit)
        .where(eq(companyCredit.companyId, companyId))
    )[0];

  const oldestOverdue = async (q: Db, companyId: string, now: Date) =>
    (
      await q
        .select({ number: creditInvoices.number, dueAt: creditInvoices.dueAt })
        .from(creditInvoices)
        .where(
          and(
            eq(creditInvoices.companyId, companyId),
            eq(creditInvoices.status, 'open'),
            lt(creditInvoices.dueAt, now),
          ),
        )
        .orderBy(asc(creditInvoices.dueAt))
        .limit(1)
    )[0];

  return {
    roleOf: async (userId: string, companyId: string) =>
      (
        await db
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
      )[0]?.role,

    companyExists: async (companyId: string) =>
      (
        await db
          .select({ id: companies.id, verifiedAt: companies.verifiedAt })
          .from(companies)
          .where(eq(companies.id, companyId))
      )[0],

    credit: (companyId: string) => creditOf(db, companyId),

    /** The company's application waiting for the operator, if any (at most one: a partial unique index). */
    openApplication: async (companyId: string) =>
      (
        await db
          .select({
            requestedLimitPoisha: creditApplications.requestedLimitPoisha,
            termsDays: creditApplications.termsDays,
            note: creditApplications.note,
            createdAt: creditApplications.createdAt,
          })
          .from(creditApplications)
          .where(and(eq(creditApplications.companyId, companyId), eq(creditApplications.status, 'applied')))
      )[0],

    /** A new application; undefined when the company already has one open (the partial unique index). */
    apply: async (values: typeof creditApplications.$inferInsert) => {
      try {
        return (await db.insert(creditApplications).values(values).returning())[0]!;
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },

    /** Sets the limit and terms, closes an open application, and records the staff action, together. */
    setCredit: (actor: Viewer, companyId: string, limitPoisha: number, termsDays: number) =>
      tx(async (t) => {
        const before = await creditOf(t, companyId);
        const [row] = await t
          .insert(companyCredit)
          .values({ companyId, limitPoisha, termsDays })
          .onConflictDoUpdate({
            target: companyCredit.companyId,
            set: { limitPoisha, termsDays, updatedAt: new Date() },
          })
          .returning({
            limitPoisha: companyCredit.limitPoisha,
            usedPoisha: companyCredit.usedPoisha,
            termsDays: companyCredit.termsDays,
          });
        await t
          .update(creditApplications)
          .set({ status: 'decided', decidedAt: new Date() })
          .where(and(eq(creditApplications.companyId, companyId), eq(creditApplications.status, 'applied')));
        await recordAudit(t, actor, {
          action: 'company.credit',
          target: { type: 'company', id: companyId },
          before: before ? { limitPoisha: before.limitPoisha, termsDays: before.termsDays } : null,
          after: { limitPoisha, termsDays },
        });
        return row!;
      }),

    /**
     * Draws `amountPoisha` of the company's credit and writes its invoice, in the caller's transaction. The guard
     * is the conditional UPDATE: `used + amount <= limit` and no open invoice past due, decided by the database
     * row lock, so racing checkouts can never draw past the limit. Returns the invoice or why it was refused.
     */
    draw: async (
      q: Db,
      companyId: string,
      amountPoisha: number,
      checkoutId: string | null,
      now: Date,
    ): Promise<{ invoice: InvoiceRow } | DrawRefusal> => {
      const [drawn] = await q
        .update(companyCredit)
        .set({ usedPoisha: sql`${companyCredit.usedPoisha} + ${amountPoisha}` })
        .where(
          and(
            eq(companyCredit.companyId, companyId),
            sql`${companyCredit.usedPoisha} + ${amountPoisha} <= ${companyCredit.limitPoisha}`,
            sql`NOT EXISTS (SELECT 1 FROM ${creditInvoices} WHERE ${creditInvoices.companyId} = ${companyId}
              AND ${creditInvoices.status} = 'open' AND ${creditInvoices.dueAt} < ${now.toISOString()})`,
          ),
        )
        .returning({ termsDays: companyCredit.termsDays });
      if (!drawn) {
        const overdue = await oldestOverdue(q, companyId, now);
        if (overdue) return { reason: 'overdue', number: overdue.number, dueAt: overdue.dueAt };
        const credit = await creditOf(q, companyId);
        if (!credit || credit.limitPoisha === 0) return { reason: 'no_credit' };
        return {
          reason: 'insufficient',
          availablePoisha: Math.max(0, credit.limitPoisha - credit.usedPoisha),
        };
      }
      const number = `INV-C-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
      const [invoice] = await q
        .insert(creditInvoices)
        .values({
          number,
          companyId,
          checkoutId,
          amountPoisha,
          issuedAt: now,
          dueAt: new Date(now.getTime() + drawn.termsDays * DAY_MS),
        })
        .returning();
      return { invoice: invoice! };
    },

    /** `draw` in its own transaction (the checkout calls it inside its own). */
    drawAlone: (companyId: string, amountPoisha: number, checkoutId: string | null, now: Date) =>
      tx((t) => createCreditRepo(db).draw(t, companyId, amountPoisha, checkoutId, now)),

    /** The company's invoices, newest first, each with the PO number of the checkout it paid (if any). */
    invoices: async (companyId: string) => {
      const rows = await db
        .select()
        .from(creditInvoices)
        .where(eq(creditInvoices.companyId, companyId))
        .orderBy(desc(creditInvoices.issuedAt), desc(creditInvoices.number));
      const checkouts = rows.map((r) => r.checkoutId).filter((id): id is string => id !== null);
      const po = new Map<string, string | null>();
      if (checkouts.length > 0)
        for (const o of await db
          .selectDistinct({ checkoutId: orders.checkoutId, poNumber: orders.poNumber })
          .from(orders)
          .where(inArray(orders.checkoutId, checkouts)))
          if (o.checkoutId && o.poNumber) po.set(o.checkoutId, o.poNumber);
      return rows.map((r) => ({ ...r, poNumber: (r.checkoutId && po.get(r.checkoutId)) || null }));
    },

    /**
     * Applies a payment to the company's open invoices: the ones named in full, or `amountPoisha` oldest due
     * first; lowers `used` by what was applied. Invoice rows are locked first so two payments apply once.
     * Returns the invoices touched and the poisha applied.
     */
    pay: (
      actor: Viewer | null,
      companyId: string,
      what: { invoiceIds: string[] } | { amountPoisha: number },
      audit: Omit<AuditEntry, 'after'> | null,
      now: Date,
      /** Records the payment itself (its credit_payments row and ledger entry) in this transaction. */
      recorded?: (t: Db, applied: { invoiceIds: string[]; amountPoisha: number }) => Promise<void>,
    ) =>
      tx(async (t) => {
        const open = await t
          .select()
          .from(creditInvoices)
          .where(
            and(
              eq(creditInvoices.companyId, companyId),
              eq(creditInvoices.status, 'open'),
              ...('invoiceIds' in what ? [inArray(creditInvoices.id, what.invoiceIds)] : []),
            ),
          )
          .orderBy(asc(creditInvoices.dueAt), asc(creditInvoices.number))
          .for('update');
        let left = 'amountPoisha' in what ? what.amountPoisha : Number.MAX_SAFE_INTEGER;
        let applied = 0;
        const touched: string[] = [];
        const paidIds: string[] = [];
        for (const inv of open) {
          if (left <= 0) break;
          const take = Math.min(left, inv.amountPoisha - inv.paidPoisha);
          const paid = inv.paidPoisha + take;
          const full = paid === inv.amountPoisha;
          await t
            .update(creditInvoices)
            .set({ paidPoisha: paid, status: full ? 'paid' : 'open', paidAt: full ? now : null })
            .where(eq(creditInvoices.id, inv.id));
          left -= take;
          applied += take;
          touched.push(inv.number);
          paidIds.push(inv.id);
        }
        if (applied > 0)
          await t
            .update(companyCredit)
            .set({ usedPoisha: sql`GREATEST(0, ${companyCredit.usedPoisha} - ${applied})` })
            .where(eq(companyCredit.companyId, companyId));
        if (recorded && applied > 0) await recorded(t, { invoiceIds: paidIds, amountPoisha: applied });
        // Nothing applied is refused by the service (409): no audit row for it.
        if (actor && audit && applied > 0)
          await recordAudit(t, actor, { ...audit, after: { invoices: touched, applied } });
        return { invoices: touched, appliedPoisha: applied };
      }),

    /**
     * Gives back `amountPoisha` of a credit order that was cancelled or declined: its invoice shrinks, or is
     * voided when nothing is left, and `used` drops by what was still unpaid of it.
     */
    release: (q: Db, checkoutId: string, amountPoisha: number) =>
      q.transaction(async (t0) => {
        const t = t0 as unknown as Db;
        const [inv] = await t
          .select()
          .from(creditInvoices)
          .where(and(eq(creditInvoices.checkoutId, checkoutId), eq(creditInvoices.status, 'open')))
          .for('update');
        if (!inv) return 0;
        const take = Math.min(amountPoisha, inv.amountPoisha - inv.paidPoisha);
        const amount = inv.amountPoisha - take;
        await t
          .update(creditInvoices)
          .set({
            amountPoisha: amount,
            status: amount === inv.paidPoisha ? (amount === 0 ? 'void' : 'paid') : 'open',
          })
          .where(eq(creditInvoices.id, inv.id));
        await t
          .update(companyCredit)
          .set({ usedPoisha: sql`GREATEST(0, ${companyCredit.usedPoisha} - ${take})` })
          .where(eq(companyCredit.companyId, inv.companyId));
        return take;
      }),

    /** Every company with a credit line, with its open invoices for the book and the aging report. */
    book: async () => {
      const lines = await db
        .select({
          companyId: companyCredit.companyId,
          name: companies.name,
          limitPoisha: companyCredit.limitPoisha,
          usedPoisha: companyCredit.usedPoisha,
          termsDays: companyCredit.termsDays,
        })
        .from(companyCredit)
        .innerJoin(companies, eq(companies.id, companyCredit.companyId))
        .orderBy(asc(companies.name), asc(companyCredit.companyId));
      const open = await db
        .select({
          companyId: creditInvoices.companyId,
          amountPoisha: creditInvoices.amountPoisha,
          paidPoisha: creditInvoices.paidPoisha,
          dueAt: creditInvoices.dueAt,
        })
        .from(creditInvoices)
        .where(eq(creditInvoices.status, 'open'));
      return { lines, open };
    },
  };
}
export type CreditRepo = ReturnType<typeof createCreditRepo>;
