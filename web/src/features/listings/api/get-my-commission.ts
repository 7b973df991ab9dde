import type { CategorySlug, MyCommission } from '@bulkbazar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/me/commission?category=: the commission that would apply now to the signed-in seller's product in a
 * category (their override, the category's rate or the default), for the listing form's "you receive" line.
 * Nothing is asked until a category is chosen.
 */
export function useMyCommission(category: CategorySlug | undefined) {
  return useQuery({
    queryKey: ['me', 'commission', category] as const,
    queryFn: ({ signal }) => apiFetch<MyCommission>('/api/me/commission', { query: { category }, signal }),
    enabled: category !== undefined,
    // The rules change rarely; a form open for a while needs no fresh copy per keystroke.
    staleTime: 5 * 60_000,
  });
}
