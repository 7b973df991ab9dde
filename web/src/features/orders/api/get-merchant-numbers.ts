import type { MerchantNumbers, SiteContent } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/content, the shop's document, read for its merchant numbers. The key is the one the home page and
 * the dashboard's content editor use for the same document, so a saved change shows here too.
 */
export const merchantNumbersQueryOptions = queryOptions({
  queryKey: ['content'],
  queryFn: ({ signal }) => apiFetch<SiteContent>('/api/content', { signal }),
});

const pick = (content: Partial<SiteContent> | undefined): MerchantNumbers => {
  const numbers = content?.merchantNumbers;
  return numbers && typeof numbers === 'object' ? numbers : {};
};

/** The numbers buyers send mobile banking payments to; none (Cash on Delivery only) until they are known. */
export function useMerchantNumbers(): MerchantNumbers {
  return useQuery({ ...merchantNumbersQueryOptions, select: pick }).data ?? {};
}
