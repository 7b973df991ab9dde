import { searchSuggestionsSchema } from '@bulkbazar/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiFetch } from '@/lib/api-client';
import { language, useTranslation } from '@/lib/i18n';

// Suggestions as you type under the catalog's search box (issue 34): products, brands and categories from
// GET /api/search/suggest, in the page's language. Loaded only once the buyer types (product-filters.tsx), so
// the first page does not carry it.

/** Wait this long after the last key before asking (a phone keyboard sends several keys a second). */
const TYPING_PAUSE_MS = 150;

const linkClasses =
  'block rounded px-3 py-2 text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800';

export default function SearchSuggestions({ q, onPick }: { q: string; onPick: () => void }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(q.trim());
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const { data } = useQuery({
    queryKey: ['search-suggest', language, asked.toLowerCase()],
    // Checked against the contract: this chunk loads after the page, so zod costs the first page nothing.
    queryFn: ({ signal }) =>
      apiFetch('/api/search/suggest', { query: { q: asked }, signal, schema: searchSuggestionsSchema }),
    enabled: asked.length >= 2,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  if (!data || !(data.products.length || data.brands.length || data.categories.length)) return null;

  const section = (title: string, items: { key: string; to: string; text: string }[]) =>
    items.length > 0 && (
      <li>
        <p className="px-3 pt-2 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
          {title}
        </p>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} onClick={onPick} className={linkClasses}>
                {item.text}
              </Link>
            </li>
          ))}
        </ul>
      </li>
    );

  return (
    <div
      id="search-suggestions"
      role="region"
      aria-label={t('searchSuggest.label')}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-96 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {data.didYouMean && (
        <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">
          {t('searchSuggest.didYouMean', { words: data.didYouMean })}
        </p>
      )}
      <ul>
        {section(
          t('searchSuggest.products'),
          data.products.map((p) => ({ key: p.id, to: `/product/${p.id}`, text: p.name })),
        )}
        {section(
          t('searchSuggest.brands'),
          data.brands.map((b) => ({ key: b, to: `/products?q=${encodeURIComponent(b)}`, text: b })),
        )}
        {section(
          t('searchSuggest.categories'),
          data.categories.map((c) => ({ key: c.slug, to: `/products?category=${c.slug}`, text: c.name })),
        )}
      </ul>
    </div>
  );
}
