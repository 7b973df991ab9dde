import type { Company, CompanyInput, CompanyMember, CompanyRole } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type CompanyDetail = { company: Company; members: CompanyMember[] };
type MemberRole = Exclude<CompanyRole, 'owner'>;

// ['companies', 'mine'] is the verification page's key too (it lists the companies one owns): one cache entry.
const MINE = ['companies', 'mine'] as const;
const detailKey = (id: string) => ['companies', 'detail', id] as const;

/** GET /api/companies/mine: the companies the caller belongs to, with their role in each, oldest first. */
export const myCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: MINE,
    queryFn: ({ signal }) => apiFetch<{ companies: Company[] }>('/api/companies/mine', { signal }),
  });
export const useMyCompanies = () => useSuspenseQuery(myCompaniesQueryOptions());

/** GET /api/companies/:id: one company the caller belongs to, with its members. */
export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => apiFetch<CompanyDetail>(`/api/companies/${encodeURIComponent(id)}`, { signal }),
  });
export const useCompany = (id: string) => useSuspenseQuery(companyQueryOptions(id));

/**
 * A write that answers the company as it now is: the page shows it without asking again, and the list of the
 * caller's companies (their role may have changed) is read afresh.
 */
function useCompanyWrite<Vars>(write: (vars: Vars) => Promise<CompanyDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (detail) => {
      queryClient.setQueryData(detailKey(detail.company.id), detail);
      await queryClient.invalidateQueries({ queryKey: MINE });
    },
  });
}

/** POST /api/companies: the caller becomes the new company's owner. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInput) =>
      apiFetch<{ company: Company }>('/api/companies', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MINE }),
  });
}

/** POST /api/companies/:id/invitations (owner): the invitee gets the link by e-mail. */
export function useInvite(companyId: string) {
  return useMutation({
    mutationFn: (body: { email: string; role: MemberRole }) =>
      apiFetch<{ invitation: { email: string; role: MemberRole; expiresAt: string } }>(
        `/api/companies/${encodeURIComponent(companyId)}/invitations`,
        { method: 'POST', body },
      ),
  });
}

/** PUT /api/companies/:id/members/:userId (owner): a member's role and order limit (poisha, null for none). */
export const useUpdateMember = (companyId: string) =>
  useCompanyWrite((vars: { userId: string; role: MemberRole; orderLimit: number | null }) =>
    apiFetch<CompanyDetail>(
      `/api/companies/${encodeURIComponent(companyId)}/members/${encodeURIComponent(vars.userId)}`,
      { method: 'PUT', body: { role: vars.role, orderLimit: vars.orderLimit } },
    ),
  );

/** PUT /api/companies/:id/settings (owner): whether every order bought for the company needs a PO number. */
export const useCompanySettings = (companyId: string) =>
  useCompanyWrite((body: { poRequired: boolean }) =>
    apiFetch<CompanyDetail>(`/api/companies/${encodeURIComponent(companyId)}/settings`, {
      method: 'PUT',
      body,
    }),
  );

/** POST /api/companies/:id/owner (owner): hands ownership to a member; the caller becomes a buyer. */
export const useTransferOwnership = (companyId: string) =>
  useCompanyWrite((userId: string) =>
    apiFetch<CompanyDetail>(`/api/companies/${encodeURIComponent(companyId)}/owner`, {
      method: 'POST',
      body: { userId },
    }),
  );

/**
 * DELETE /api/companies/:id/members/:userId: the owner removes a member, or a member (their own id) leaves. One
 * who left can no longer read the company: their list is read afresh first (the page moves off it), and only
 * then is the company's entry dropped, so nothing asks for it again.
 */
export function useRemoveMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; leaving: boolean }) =>
      apiFetch<null>(
        `/api/companies/${encodeURIComponent(companyId)}/members/${encodeURIComponent(userId)}`,
        {
          method: 'DELETE',
        },
      ),
    onSuccess: async (_, { leaving }) => {
      if (!leaving) return queryClient.invalidateQueries({ queryKey: detailKey(companyId) });
      await queryClient.invalidateQueries({ queryKey: MINE });
      queryClient.removeQueries({ queryKey: detailKey(companyId) });
    },
  });
}

/** POST /api/company-invitations/accept: joins the company the e-mailed token invites to. */
export function useAcceptInvitation() {
  return useCompanyWrite((token: string) =>
    apiFetch<CompanyDetail>('/api/company-invitations/accept', { method: 'POST', body: { token } }),
  );
}
