import type { AddressInput } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AddressList } from '@/lib/api/get-addresses';

/** POST /api/me/addresses: answers the whole list with the new address last; 422 past MAX_SAVED_ADDRESSES. */
export function addAddress(body: AddressInput): Promise<AddressList> {
  return apiFetch<AddressList>('/api/me/addresses', { method: 'POST', body });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    // The answer is the list as it now is: the profile and checkout show it without asking again.
    onSuccess: (list) => queryClient.setQueryData(queryKeys.addresses(), list),
  });
}
