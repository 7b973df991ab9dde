import type { SiteContent } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { contentQueryKey } from './keys';

/** GET /api/content: the hero texts and the FAQ as the home page shows them. */
export function getContent(signal?: AbortSignal): Promise<SiteContent> {
  return apiFetch<SiteContent>('/api/content', { signal });
}

export const contentQueryOptions = queryOptions({
  queryKey: contentQueryKey,
  queryFn: ({ signal }) => getContent(signal),
});

export function useContent() {
  return useSuspenseQuery(contentQueryOptions);
}
