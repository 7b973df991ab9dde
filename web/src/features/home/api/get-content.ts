import type { FaqItem, SiteContent } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { apiFetch } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { brand } from '@/lib/brand';
import { i18n } from '@/lib/i18n';

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

/** GET /api/content: the hero texts and FAQ an admin edits on the dashboard. */
export async function getContent(signal?: AbortSignal): Promise<SiteContent> {
  const data = await apiFetch<unknown>('/api/content', { signal });
  if (!isSiteContent(data)) throw new ApiError(200, 'INVALID_RESPONSE', i18n.t('errors.invalidResponse'));
  return data;
}

// The dashboard's content editor reads and writes the same key, so a save shows here without a reload.
export const contentQueryOptions = queryOptions({
  queryKey: ['content'],
  queryFn: ({ signal }) => getContent(signal),
});

export type HomeTexts = { heroTitle: string; heroSubtitle: string; faq: FaqItem[] };

const FAQ_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

/**
 * The home page's texts: the site content when it has arrived, else the catalog's own texts, so the page
 * never waits for them and still reads well when the call fails.
 */
export function useHomeTexts(): HomeTexts {
  const { t } = useTranslation();
  const { data } = useQuery(contentQueryOptions);
  if (data) {
    return {
      heroTitle: data.heroTitle.replaceAll('{brand}', brand),
      heroSubtitle: data.heroSubtitle,
      faq: data.faq,
    };
  }
  return {
    heroTitle: t('home.heroTitle', { brand }),
    heroSubtitle: t('home.heroPitch'),
    faq: FAQ_KEYS.map((key) => ({ question: t(`faq.${key}.question`), answer: t(`faq.${key}.answer`) })),
  };
}
