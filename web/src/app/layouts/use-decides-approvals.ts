import { useQuery } from '@tanstack/react-query';
import { myCompaniesQueryOptions } from '@/features/companies/api/companies';

/**
 * Whether the signed-in person owns or approves for a company, so the account menus offer the approvals inbox.
 * GET /api/companies/mine is the company page's and checkout's query too (one cache entry); the menus do not wait
 * for it: the link appears when it has answered, and not at all if it fails.
 */
export function useDecidesApprovals(): boolean {
  const { data } = useQuery(myCompaniesQueryOptions());
  return (data?.companies ?? []).some((c) => c.role === 'owner' || c.role === 'approver');
}
