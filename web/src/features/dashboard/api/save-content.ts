import type { SiteContent } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { siteContentQueryOptions } from '@/lib/api/get-site-content';
import { queryKeys } from '@/lib/query-keys';

/**
 * PUT /api/admin/content with the whole object: adding, editing, reordering and removing questions are all
 * the new list. A bad field answers 400 with fields such as 'faq.0.question'.
 */
export function saveContent(content: SiteContent): Promise<SiteContent> {
  return apiFetch<SiteContent>('/api/admin/content', { method: 'PUT', body: content });
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: async (saved) => {
      queryClient.setQueryData(siteContentQueryOptions.queryKey, saved);
      // The checkout reads the cash-on-delivery advance rule through the payment options.
      await queryClient.invalidateQueries({ queryKey: queryKeys.paymentOptions() });
    },
  });
}
