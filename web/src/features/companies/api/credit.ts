import type { CreditApplicationInput } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type CreditLine = {
  limitPoisha: number;
  usedPoisha: number;
  availablePoisha: number;
  termsDays: number;
};
export type CreditInvoice = {
  id: string;
  number: string;
  amountPoisha: number;
  paidPoisha: number;
  issuedAt: string;
  dueAt: string;
  status: 'open' | 'paid' | 'void';
  overdue: boolean;
  poNumber: string | null;
};
/** The company's application waiting for the operator (one at a time). */
export type PendingApplication = {
  requestedLimitPoisha: number;
  termsDays: number;
  note: string | null;
  createdAt: string;
};
export type CompanyInvoices = {
  credit: CreditLine | null;
  application: PendingApplication | null;
  invoices: CreditInvoice[];
};
export type CreditApplication = { requestedLimitPoisha: number; termsDays: number; status: string };
export type OnlineInvoiceMethod = 'bkash' | 'sslcommerz';

const creditKey = (companyId: string) => ['companies', 'credit', companyId] as const;
const base = (companyId: string) => `/api/companies/${encodeURIComponent(companyId)}`;

/** GET /api/companies/:id/invoices (owner, finance, approver): the credit line and every invoice. */
export const companyInvoicesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: creditKey(companyId),
    queryFn: ({ signal }) => apiFetch<CompanyInvoices>(`${base(companyId)}/invoices`, { signal }),
  });
export const useCompanyInvoices = (companyId: string) =>
  useSuspenseQuery(companyInvoicesQueryOptions(companyId));

/**
 * POST /api/companies/:id/credit-application (owner, finance): one open at a time (a second: 409). The invoices
 * are read afresh either way: they answer the application now waiting, which the page then shows as pending.
 */
export function useApplyForCredit(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditApplicationInput) =>
      apiFetch<{ application: CreditApplication }>(`${base(companyId)}/credit-application`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditKey(companyId) }),
  });
}

/**
 * POST /api/companies/:id/invoices/pay (owner, finance) online: the gateway page to send the payer to. The
 * invoices are read afresh whatever the answer (one may have been paid meanwhile).
 */
export function usePayInvoices(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { invoiceIds: string[]; method: OnlineInvoiceMethod }) =>
      apiFetch<{ paymentId: string; amountPoisha: number; redirectUrl: string }>(
        `${base(companyId)}/invoices/pay`,
        { method: 'POST', body },
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: creditKey(companyId) }),
  });
}
