import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/newsletter/:id: the address leaves the list (a 404 when it already has). */
export function removeSubscriber(id: string): Promise<{ deletedCount: number }> {
  return apiFetch(`/api/admin/newsletter/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSubscriber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.subscribers.all() }),
  });
}
