import type { Company, MyVerifications, Verification } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const MINE = ['verification', 'mine'] as const;

/** GET /api/verification: the caller's applications and whether their own business is verified. */
export const myVerificationsQueryOptions = () =>
  queryOptions({
    queryKey: MINE,
    queryFn: ({ signal }) => apiFetch<MyVerifications>('/api/verification', { signal }),
  });
export const useMyVerifications = () => useSuspenseQuery(myVerificationsQueryOptions());

/** GET /api/companies/mine: the companies the caller may apply for (those they own). */
export const myCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: ['companies', 'mine'] as const,
    queryFn: ({ signal }) => apiFetch<{ companies: Company[] }>('/api/companies/mine', { signal }),
  });
export const useMyCompanies = () => useSuspenseQuery(myCompaniesQueryOptions());

/** POST /api/verification: the form's files as multipart (tradeLicence, nid, and companyId when chosen). */
export function useApplyForVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch<{ verification: Verification }>('/api/verification', { method: 'POST', body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MINE }),
  });
}
