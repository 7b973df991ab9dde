import type {
  creditAgingSchema,
  creditBookSchema,
  creditLineResponseSchema,
  invoicePaymentResultSchema,
  PendingCreditApplications,
} from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CreditBook = z.infer<typeof creditBookSchema>;
export type CreditLine = CreditBook['companies'][number];
export type CreditAging = z.infer<typeof creditAgingSchema>;
export type AgingBuckets = CreditAging['total'];

// Dashboard → Credit book (issue 31 item 4, decision 0042): the pending applications, the companies' credit
// lines, the aging of open invoices, and the two writes (a limit and terms; a bank transfer received). Under the
// admin tree; each write reads all three again, as a limit closes an application and a payment moves the aging.
const creditKeys = {
  all: () => [...queryKeys.admin.all(), 'credit'] as const,
  book: () => [...queryKeys.admin.all(), 'credit', 'book'] as const,
  aging: () => [...queryKeys.admin.all(), 'credit', 'aging'] as const,
  applications: () => [...queryKeys.admin.all(), 'credit', 'applications'] as const,
};

/** GET /api/admin/credit */
export const creditBookQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.book(),
    queryFn: ({ signal }) => apiFetch<CreditBook>('/api/admin/credit', { signal }),
  });
export const useCreditBook = () => useQuery(creditBookQueryOptions());

/** GET /api/admin/credit/aging */
export const creditAgingQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.aging(),
    queryFn: ({ signal }) => apiFetch<CreditAging>('/api/admin/credit/aging', { signal }),
  });
export const useCreditAging = () => useQuery(creditAgingQueryOptions());

/** GET /api/admin/credit/applications: the applications waiting for a decision. */
export const creditApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.applications(),
    queryFn: ({ signal }) =>
      apiFetch<PendingCreditApplications>('/api/admin/credit/applications', { signal }),
  });
export const useCreditApplications = () => useQuery(creditApplicationsQueryOptions());

const companyPath = (companyId: string) => `/api/admin/companies/${encodeURIComponent(companyId)}`;

/** PUT /api/admin/companies/:id/credit {limit (taka), termsDays}. */
export function useSetCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, limit, termsDays }: { companyId: string; limit: number; termsDays: number }) =>
      apiFetch<z.infer<typeof creditLineResponseSchema>>(`${companyPath(companyId)}/credit`, {
        method: 'PUT',
        body: { limit, termsDays },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditKeys.all() }),
  });
}

/** POST /api/admin/companies/:id/invoices/payments {amount (taka), reference}: applied oldest due first. */
export function useRecordTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      companyId,
      amount,
      reference,
    }: {
      companyId: string;
      amount: number;
      reference: string;
    }) =>
      apiFetch<z.infer<typeof invoicePaymentResultSchema>>(`${companyPath(companyId)}/invoices/payments`, {
        method: 'POST',
        body: { amount, reference },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditKeys.all() }),
  });
}
