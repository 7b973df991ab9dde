import { useQuery } from '@tanstack/react-query';
import { myCompaniesQueryOptions } from '@/features/companies/api/companies';

/**
 * Whether the signed-in person reads a company's invoices and credit (its owner, finance or an approver; a buyer
 * orders but does not see the books), so the account menus offer the Invoices and credit page. The same cached
 * GET /api/companies/mine as the approvals link: the link appears once it has answered, not at all if it fails.
 */
export function useReadsCompanyBooks(): boolean {
  const { data } = useQuery(myCompaniesQueryOptions());
  return (data?.companies ?? []).some(
    (c) => c.role === 'owner' || c.role === 'finance' || c.role === 'approver',
  );
}
