import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  companies,
  companyCredit,
  companyMembers,
  creditInvoices,
  creditPayments,
  users,
} from '../../db/schema.js';

export type CreditPaymentRow = typeof creditPayments.$inferSelect;
export type OnlineCreditMethod = 'bkash_online' | 'sslcommerz';

/** The ledger entry of a company's payment (composition hands in the ledger's `creditRepaid` posting). */
export type Repaid = {
  paymentId: string;
  companyId: string;
  amountPoisha: number;
  into: { bank: true } | { gateway: 'bkash' | 'sslcommerz' };
  actorId?: string | null;
  memo?: string | null;
};
export type PostRepaid = (tx: Db, entry: Repaid) => Promise<unknown>;

/** Why invoices cannot be paid online: one is not the company's, or nothing is left to pay on it, or a payment is under way. */
export type StartRefusal =
  { reason: 'unknown' } | { reason: 'settled'; number: string } | { reason: 'under_way'; number: string };

// bKash's execute moves the money and must run once: the first callback to mark `transaction_id` with this
// executes, the others only query (the checkout's payments keep an execute_started_at column for the same).
const EXECUTING = 'executing';

/** A company's own payments of its invoices (issue 31 item 4): online through the gateways, or a bank transfer. */
export function createCreditPaymentsRepo(db: Db, postRepaid: PostRepaid) {
  const tx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

  return {
    roleOf: async (userId: string, companyId: string) =>
      (
        await db
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
      )[0]?.role,

    /** Who pays, as the gateway's page asks for it: the member's phone and the company's address. */
    payer: async (userId: string, companyId: string) =>
      (
        await db
          .select({ phone: users.phoneNumber, company: companies.name, address: companies.address })
          .from(users)
          .innerJoin(companies, eq(companies.id, companyId))
          .where(eq(users.id, userId))
      )[0],

    /**
     * Writes a `started` payment of what is left on the invoices, after locking them: each must be the company's
     * and open with something left, and in no other payment started in the last `heldMinutes` (two gateway
     * payments of one invoice would take its money twice).
     */
    start: (p: {
      companyId: string;
      invoiceIds: string[];
      method: OnlineCreditMethod;
      startedBy: string;
      heldMinutes: number;
      now: Date;
    }) =>
      tx(async (t): Promise<{ payment: CreditPaymentRow; numbers: string[] } | StartRefusal> => {
        const rows = await t
          .select()
          .from(creditInvoices)
          .where(and(eq(creditInvoices.companyId, p.companyId), inArray(creditInvoices.id, p.invoiceIds)))
          .orderBy(asc(creditInvoices.dueAt), asc(creditInvoices.number))
          .for('update');
        if (rows.length !== p.invoiceIds.length) return { reason: 'unknown' };
        const settled = rows.find((r) => r.status !== 'open' || r.paidPoisha >= r.amountPoisha);
        if (settled) return { reason: 'settled', number: settled.number };
        const since = new Date(p.now.getTime() - p.heldMinutes * 60_000);
        const [busy] = await t
          .select({ invoiceIds: creditPayments.invoiceIds })
          .from(creditPayments)
          .where(
            and(
              eq(creditPayments.companyId, p.companyId),
              eq(creditPayments.status, 'started'),
              gt(creditPayments.createdAt, since),
              sql`${creditPayments.invoiceIds} && ARRAY[${sql.join(
                p.invoiceIds.map((id) => sql`${id}`),
                sql`, `,
              )}]::uuid[]`,
            ),
          )
          .limit(1);
        if (busy) {
          const number = rows.find((r) => busy.invoiceIds.includes(r.id))!.number;
          return { reason: 'under_way', number };
        }
        const [payment] = await t
          .insert(creditPayments)
          .values({
            companyId: p.companyId,
            invoiceIds: rows.map((r) => r.id),
            amountPoisha: rows.reduce((s, r) => s + r.amountPoisha - r.paidPoisha, 0),
            method: p.method,
            startedBy: p.startedBy,
            createdAt: p.now,
          })
          .returning();
        return { payment: payment!, numbers: rows.map((r) => r.number) };
      }),

    setGatewayRef: (id: string, gatewayRef: string) =>
      db.update(creditPayments).set({ gatewayRef }).where(eq(creditPayments.id, id)),

    findByRef: async (gatewayRef: string) =>
      (await db.select().from(creditPayments).where(eq(creditPayments.gatewayRef, gatewayRef)))[0],

    findById: async (id: string) =>
      (await db.select().from(creditPayments).where(eq(creditPayments.id, id)))[0],

    /** Takes bKash's execute for this payment; false when another request took it (that one executes). */
    claimExecute: async (id: string) =>
      (
        await db
          .update(creditPayments)
          .set({ transactionId: EXECUTING })
          .where(
            and(
              eq(creditPayments.id, id),
              eq(creditPayments.status, 'started'),
              isNull(creditPayments.transactionId),
            ),
          )
          .returning({ id: creditPayments.id })
      ).length > 0,

    /** Gives the execute back: bKash refused it as not approved yet, so no money moved. */
    releaseExecute: (id: string) =>
      db
        .update(creditPayments)
        .set({ transactionId: null })
        .where(and(eq(creditPayments.id, id), eq(creditPayments.transactionId, EXECUTING))),

    /** A payment that failed or was cancelled at the gateway: nothing else changes. False when it was no longer started. */
    fail: async (id: string) =>
      (
        await db
          .update(creditPayments)
          // An execute claim ends with the payment: transaction_id keeps only a gateway's transaction.
          .set({
            status: 'failed',
            transactionId: sql`nullif(${creditPayments.transactionId}, ${EXECUTING})`,
          })
          .where(and(eq(creditPayments.id, id), eq(creditPayments.status, 'started')))
          .returning({ id: creditPayments.id })
      ).length > 0,

    /**
     * The gateway confirmed the money: in one transaction the payment becomes `paid` (only from `started`, so a
     * repeated callback or IPN applies once: the row lock orders them), its invoices are paid oldest due first,
     * the company's used credit falls by what was applied, and the ledger's `credit_repaid` entry is posted.
     * Answers the payment's status after it and what was applied.
     */
    complete: (id: string, trxId: string, gateway: 'bkash' | 'sslcommerz', now: Date) =>
      tx(async (t) => {
        const [p] = await t.select().from(creditPayments).where(eq(creditPayments.id, id)).for('update');
        if (!p || p.status !== 'started') return { status: p?.status ?? 'failed', appliedPoisha: 0 };
        const open = await t
          .select()
          .from(creditInvoices)
          .where(
            and(
              eq(creditInvoices.companyId, p.companyId),
              eq(creditInvoices.status, 'open'),
              inArray(creditInvoices.id, p.invoiceIds),
            ),
          )
          .orderBy(asc(creditInvoices.dueAt), asc(creditInvoices.number))
          .for('update');
        let left = p.amountPoisha;
        for (const inv of open) {
          const take = Math.min(left, inv.amountPoisha - inv.paidPoisha);
          if (take <= 0) continue;
          const paid = inv.paidPoisha + take;
          const full = paid === inv.amountPoisha;
          await t
            .update(creditInvoices)
            .set({ paidPoisha: paid, status: full ? 'paid' : 'open', paidAt: full ? now : null })
            .where(eq(creditInvoices.id, inv.id));
          left -= take;
        }
        const applied = p.amountPoisha - left;
        if (applied > 0)
          await t
            .update(companyCredit)
            .set({ usedPoisha: sql`GREATEST(0, ${companyCredit.usedPoisha} - ${applied})` })
            .where(eq(companyCredit.companyId, p.companyId));
        await t
          .update(creditPayments)
          .set({ status: 'paid', transactionId: trxId, paidAt: now })
          .where(eq(creditPayments.id, id));
        // The whole amount arrived, so the whole amount leaves what the company owes (anything not applied, an
        // invoice paid some other way meanwhile, is the company's credit with the shop).
        await postRepaid(t, {
          paymentId: p.id,
          companyId: p.companyId,
          amountPoisha: p.amountPoisha,
          into: { gateway },
          actorId: p.startedBy,
        });
        return { status: 'paid' as const, appliedPoisha: applied };
      }),

    /**
     * The operator's recorded bank transfer, in the transaction that applied it to the invoices (credit.repo's
     * `pay`): its `credit_payments` row and the ledger entry into the bank.
     */
    recordBankTransfer: async (
      t: Db,
      p: {
        companyId: string;
        invoiceIds: string[];
        amountPoisha: number;
        reference: string;
        actorId: string;
      },
    ) => {
      const [row] = await t
        .insert(creditPayments)
        .values({
          companyId: p.companyId,
          invoiceIds: p.invoiceIds,
          amountPoisha: p.amountPoisha,
          method: 'bank_transfer',
          status: 'paid',
          reference: p.reference,
          startedBy: p.actorId,
          paidAt: new Date(),
        })
        .returning({ id: creditPayments.id });
      await postRepaid(t, {
        paymentId: row!.id,
        companyId: p.companyId,
        amountPoisha: p.amountPoisha,
        into: { bank: true },
        actorId: p.actorId,
        memo: p.reference,
      });
    },
  };
}
export type CreditPaymentsRepo = ReturnType<typeof createCreditPaymentsRepo>;
