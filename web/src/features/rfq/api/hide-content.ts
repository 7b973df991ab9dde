import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rfqKeys } from '@/lib/api/rfq-keys';

/** POST /api/admin/rfqs/:id/hide or /api/admin/rfq-messages/:id/hide, with the reason. */
export function useHideContent(kind: 'rfq' | 'message') {
  const queryClient = useQueryClient();
  const base = kind === 'rfq' ? '/api/admin/rfqs' : '/api/admin/rfq-messages';
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch(`${base}/${encodeURIComponent(id)}/hide`, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rfqKeys() }),
  });
}
