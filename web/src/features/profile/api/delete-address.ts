import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AddressList } from '@/lib/api/get-addresses';

/** DELETE /api/me/addresses/:id: answers the list without it; 404 for an address that is not the user's. */
export function deleteAddress(id: string): Promise<AddressList> {
  return apiFetch<AddressList>(`/api/me/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.addresses(), list),
    // Already gone (another tab): the list is out of date either way.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses() }),
  });
}
