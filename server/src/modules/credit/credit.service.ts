import type { CreditApplicationInput } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../kernel/app-error.js';
import { agingBuckets, sumBuckets, type AgingInvoice } from '../../kernel/credit/aging.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { CreditRepo, InvoiceRow } from './credit.repo.js';
import { refusalError } from './credit-refusal.js';

type Role = 'owner' | 'buyer' | 'approver' | 'finance';
export type CreditOptions = {
  /** CREDIT_REQUIRES_VERIFIED_COMPANY: no limit above 0 for a company an operator has not verified. */
  requiresVerifiedCompany: boolean;
  /**
   * Records a bank transfer the operator applied — its credit_payments row and the ledger's credit_repaid entry
   * (credit-payments.repo.ts) — in the transaction that applied it.
   */
  recordBankTransfer?: (
    t: Db,
    p: { companyId: string; invoiceIds: string[]; amountPoisha: number; reference: string; actorId: string },
  ) => Promise<void>;
  now?: () => Date;
};

const toPoisha = (taka: number) => Math.round(taka * 100);
const companyNotFound = () => new AppError('NOT_FOUND', 'Company not found', { id: 'Company not found' });

const toInvoice = (row: InvoiceRow & { poNumber: string | null }, now: Date) => ({
  id: row.id,
  number: row.number,
  amountPoisha: row.amountPoisha,
  paidPoisha: row.paidPoisha,
  issuedAt: row.issuedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  status: row.status,
  overdue: row.status === 'open' && row.dueAt < now,
  poNumber: row.poNumber,
});

/** Trade credit (issue 31 item 4, decision 0042): applications, the operator's limits, invoices, payments. */
export function createCreditService(repo: CreditRepo, options: CreditOptions) {
  const now = options.now ?? (() => new Date());

  /** The viewer's role in the company; a non-member (or a bad id) finds no company (404). */
  const memberRole = async (viewer: Viewer, companyId: string): Promise<Role> => {
    const role = isUuid(companyId) ? await repo.roleOf(viewer.id, companyId) : undefined;
    if (!role) throw companyNotFound();
    return role;
  };
  const existing = async (companyId: string) => {
    const row = isUuid(companyId) ? await repo.companyExists(companyId) : undefined;
    if (!row) throw companyNotFound();
    return row;
  };

  return {
    async apply(viewer: Viewer, companyId: string, input: CreditApplicationInput) {
      const role = await memberRole(viewer, companyId);
      if (role !== 'owner' && role !== 'finance')
        throw new AppError('FORBIDDEN', 'Only the owner or a finance member applies for trade credit');
      const row = await repo.apply({
        companyId,
        appliedBy: viewer.id,
        requestedLimitPoisha: toPoisha(input.limit),
        termsDays: input.termsDays,
        note: input.note || null,
      });
      if (!row)
        throw new AppError('CONFLICT', 'This company already has an application waiting for the operator', {
          id: 'An application is already waiting',
        });
      return {
        application: {
          id: row.id,
          companyId: row.companyId,
          requestedLimitPoisha: row.requestedLimitPoisha,
          termsDays: row.termsDays,
          note: row.note,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        },
      };
    },

    async setCredit(actor: Viewer, companyId: string, input: { limit: number; termsDays: number }) {
      const company = await existing(companyId);
      const limitPoisha = toPoisha(input.limit);
      if (limitPoisha > 0 && options.requiresVerifiedCompany && !company.verifiedAt) {
        const msg = 'The company is not verified: trade credit needs a verified trade licence first';
        throw new AppError('CONFLICT', msg, { limit: msg });
      }
      await repo.setCredit(actor, companyId, limitPoisha, input.termsDays);
      const line = (await this.book()).companies.find((c) => c.companyId === companyId)!;
      return { credit: line };
    },

    /** Every company with a credit line: limit, used, available and what is overdue (poisha). */
    async book() {
      const at = now();
      const { lines, open } = await repo.book();
      return {
        companies: lines.map((l) => {
          const overdue = open
            .filter((i) => i.companyId === l.companyId && i.dueAt < at)
            .reduce((s, i) => s + i.amountPoisha - i.paidPoisha, 0);
          return {
            companyId: l.companyId,
            name: l.name,
            limitPoisha: l.limitPoisha,
            usedPoisha: l.usedPoisha,
            availablePoisha: Math.max(0, l.limitPoisha - l.usedPoisha),
            overduePoisha: overdue,
            termsDays: l.termsDays,
          };
        }),
      };
    },

    async aging() {
      const at = now();
      const { lines, open } = await repo.book();
      const byCompany = new Map<string, AgingInvoice[]>();
      for (const i of open) byCompany.set(i.companyId, [...(byCompany.get(i.companyId) ?? []), i]);
      const companies = lines.map((l) => ({
        companyId: l.companyId,
        name: l.name,
        ...agingBuckets(byCompany.get(l.companyId) ?? [], at),
      }));
      return { companies, total: sumBuckets(companies) };
    },

    async invoices(viewer: Viewer, companyId: string) {
      const role = await memberRole(viewer, companyId);
      // A buyer orders but does not see the company's books: the invoices answer as if there were none to see.
      if (role === 'buyer') throw companyNotFound();
      const at = now();
      const [credit, application] = await Promise.all([
        repo.credit(companyId),
        repo.openApplication(companyId),
      ]);
      return {
        credit: credit
          ? { ...credit, availablePoisha: Math.max(0, credit.limitPoisha - credit.usedPoisha) }
          : null,
        // So the page says a sent application is pending after a reload, not only after a second try's 409.
        application: application ? { ...application, createdAt: application.createdAt.toISOString() } : null,
        invoices: (await repo.invoices(companyId)).map((r) => toInvoice(r, at)),
      };
    },

    /** The operator records a bank transfer (audited): named invoices in full, or an amount oldest due first. */
    async recordPayment(
      actor: Viewer,
      companyId: string,
      input: { invoiceIds?: string[]; amount?: number; reference: string },
    ) {
      await existing(companyId);
      const ids = input.invoiceIds?.filter(isUuid);
      const what = ids ? { invoiceIds: ids } : { amountPoisha: toPoisha(input.amount!) };
      const result = await repo.pay(
        actor,
        companyId,
        what,
        {
          action: 'credit.payment',
          target: { type: 'company', id: companyId },
          before: { reference: input.reference, ...what },
        },
        now(),
        options.recordBankTransfer &&
          ((t, applied) =>
            options.recordBankTransfer!(t, {
              companyId,
              ...applied,
              reference: input.reference,
              actorId: actor.id,
            })),
      );
      if (result.appliedPoisha === 0) {
        const msg = 'No open invoice of this company to pay';
        throw new AppError('CONFLICT', msg, { invoiceIds: msg });
      }
      return result;
    },

    /** A credit draw in its own transaction (tests; the checkout draws inside its write). */
    async draw(companyId: string, amountPoisha: number, checkoutId: string | null = null) {
      const result = await repo.drawAlone(companyId, amountPoisha, checkoutId, now());
      if (!('invoice' in result)) throw refusalError(result);
      return result.invoice;
    },
  };
}
export type CreditService = ReturnType<typeof createCreditService>;
