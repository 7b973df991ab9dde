import type { FaqItem, SiteContent } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { ApiError } from '../api-error';
import { i18n } from '../i18n';
import { queryKeys } from '../query-keys';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

// A light check instead of the contract's zod schema, which the home page's first load would have to download.
function isSiteContent(data: unknown): data is SiteContent {
  const content = data as Partial<SiteContent> | null;
  return (
    isText(content?.heroTitle) &&
    isText(content.heroSubtitle) &&
    Array.isArray(content.faq) &&
    content.faq.every((item: Partial<FaqItem> | null) => isText(item?.question) && isText(item.answer))
  );
}

/** GET /api/content: the shop's document, the hero texts, the FAQ and the merchant numbers an admin edits. */
export async function getSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  const data = await apiFetch<unknown>('/api/content', { signal });
  if (!isSiteContent(data)) throw new ApiError(200, 'INVALID_RESPONSE', i18n.t('errors.invalidResponse'));
  return data;
}

/**
 * One entry for the home page, checkout (the merchant numbers) and the dashboard's editor: a save in the editor
 * shows everywhere without a reload.
 */
export const siteContentQueryOptions = queryOptions({
  queryKey: queryKeys.content(),
  queryFn: ({ signal }) => getSiteContent(signal),
});

export function useSiteContent() {
  return useSuspenseQuery(siteContentQueryOptions);
}
