import type { BulkEdit, BulkEditResult } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/myproducts/bulk-edit (issue 30 item 6): all the changes or none; the listings are read again after. */
export function useBulkEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: BulkEdit) =>
      apiFetch<BulkEditResult>('/api/myproducts/bulk-edit', { method: 'POST', body: edit }),
    // Every read that shows a price or stock (this table, the product pages, the stock histories) is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
