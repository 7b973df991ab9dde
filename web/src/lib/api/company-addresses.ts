import type { AddressInput, SavedAddress } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// A company's shared delivery addresses (issue 31 item 1): the company page manages them, the checkout offers
// them when buying for the company. Under the companies' branch, so a change of membership refreshes them too.
export type CompanyAddressList = { addresses: SavedAddress[] };

const path = (companyId: string) => `/api/companies/${encodeURIComponent(companyId)}/addresses`;
const companyAddressesKey = (companyId: string) => ['companies', 'addresses', companyId] as const;

/** GET /api/companies/:id/addresses (any member): oldest first. */
export const companyAddressesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: companyAddressesKey(companyId),
    queryFn: ({ signal }) => apiFetch<CompanyAddressList>(path(companyId), { signal }),
  });

/** The company's addresses, or none until known (none either when no company is chosen: `companyId` ''). */
export function useCompanyAddresses(companyId: string): SavedAddress[] {
  return (
    useQuery({
      ...companyAddressesQueryOptions(companyId),
      enabled: companyId !== '',
      select: (data) => data.addresses ?? [],
    }).data ?? []
  );
}

/** The whole query, for the page that shows its loading and failure. */
export const useCompanyAddressesQuery = (companyId: string) =>
  useQuery(companyAddressesQueryOptions(companyId));

type Write =
  | { kind: 'add'; body: AddressInput }
  | { kind: 'edit'; addressId: string; body: AddressInput }
  | { kind: 'remove'; addressId: string };

/**
 * The owner's writes (POST, PUT, DELETE): each answers the whole list as it now is, which the page and the
 * checkout then show without asking again. A refusal about an address gone meanwhile reads the list afresh.
 */
export function useCompanyAddressWrite(companyId: string) {
  const queryClient = useQueryClient();
  const key = companyAddressesKey(companyId);
  return useMutation({
    mutationFn: (write: Write) =>
      write.kind === 'add'
        ? apiFetch<CompanyAddressList>(path(companyId), { method: 'POST', body: write.body })
        : apiFetch<CompanyAddressList>(`${path(companyId)}/${encodeURIComponent(write.addressId)}`, {
            method: write.kind === 'edit' ? 'PUT' : 'DELETE',
            ...(write.kind === 'edit' ? { body: write.body } : {}),
          }),
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
