import type {
  CodReport,
  Courier,
  CourierRemittance,
  CourierStatementSummary,
  RemittanceBody,
  RemittanceDraft,
  RemittancePage,
} from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Couriers' COD remittances (issue 29 item 6): the report of what couriers owe and what does not add up, each
// courier's recorded remittances, its payment statements (Steadfast's), and recording one. Under the admin tree.
const codKeys = {
  all: () => [...queryKeys.admin.all(), 'cod'] as const,
  report: () => [...queryKeys.admin.all(), 'cod', 'report'] as const,
  list: (courier: Courier) => [...queryKeys.admin.all(), 'cod', 'remittances', courier] as const,
  statements: (courier: Courier) => [...queryKeys.admin.all(), 'cod', 'statements', courier] as const,
};
const courierPath = (courier: Courier) => `/api/admin/couriers/${encodeURIComponent(courier)}`;

/** GET /api/admin/finance/cod */
export function codReportQueryOptions() {
  return queryOptions({
    queryKey: codKeys.report(),
    queryFn: ({ signal }) => apiFetch<CodReport>('/api/admin/finance/cod', { signal }),
  });
}
export const useCodReport = () => useSuspenseQuery(codReportQueryOptions());

/** GET /api/admin/couriers/:courier/remittances (the newest page). */
export function useCourierRemittances(courier: Courier) {
  return useQuery({
    queryKey: codKeys.list(courier),
    queryFn: ({ signal }) => apiFetch<RemittancePage>(`${courierPath(courier)}/remittances`, { signal }),
  });
}

/** GET /api/admin/couriers/:courier/statements, asked for only when the admin wants to read them. */
export function useCourierStatements(courier: Courier, enabled: boolean) {
  return useQuery({
    queryKey: codKeys.statements(courier),
    enabled,
    queryFn: ({ signal }) =>
      apiFetch<{ statements: CourierStatementSummary[] }>(`${courierPath(courier)}/statements`, { signal }),
  });
}

/** GET /api/admin/couriers/:courier/statements/:id: a remittance filled from one payment statement. */
export const getRemittanceDraft = (courier: Courier, statementId: string) =>
  apiFetch<RemittanceDraft>(`${courierPath(courier)}/statements/${encodeURIComponent(statementId)}`);

/** POST /api/admin/couriers/:courier/remittances; the report and the courier's list are read again after. */
export function useRecordRemittance(courier: Courier) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemittanceBody) =>
      apiFetch<{ remittance: CourierRemittance }>(`${courierPath(courier)}/remittances`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: codKeys.all() }),
  });
}
