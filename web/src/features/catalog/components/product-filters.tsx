import { CATALOG_SORTS, CATEGORIES, PRODUCT_SORTS, type ProductListQuery } from '@bulkbazar/contract';
import { lazy, Suspense, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { hasFilters, listQueryFromSearch, searchFromListQuery } from '../api/list-query';
import { FilterField, inputClasses } from './filter-field';
import { latinNumberText } from '@/lib/number-input';
import { categoryLabel } from '@/lib/format';

// Suggestions as you type: their code loads when the buyer first types, not with the page.
const SearchSuggestions = lazy(() => import('./search-suggestions'));

// The filters write the URL and the URL drives the list, so a filtered page can be shared and reloaded.
export function ProductFilters({ query }: { query: ProductListQuery }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [priceError, setPriceError] = useState(false);
  const [text, setText] = useState(query.q ?? '');
  const [suggesting, setSuggesting] = useState(false);
  // Leaving the box closes the suggestions, unless the focus went into them (a tap on a suggestion).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setSuggesting(false);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The search is made: the suggestions would only cover the results (and the Apply button).
    setSuggesting(false);
    const form = new FormData(event.currentTarget);
    const fields = new URLSearchParams();
    for (const [key, value] of form)
      if (typeof value === 'string') fields.set(key, key.endsWith('Price') ? latinNumberText(value) : value);
    const next = listQueryFromSearch(fields);
    const [min, max] = [Number(fields.get('minPrice') || 0), Number(fields.get('maxPrice') || Infinity)];
    setPriceError(min > max);
    if (min > max) return;
    // A new filter starts again from the first page.
    void navigate({ search: searchFromListQuery({ ...next, page: 1 }) });
  }

  const submitOnChange = (event: { currentTarget: HTMLSelectElement }) =>
    event.currentTarget.form?.requestSubmit();

  return (
    <form
      role="search"
      aria-label={t('catalog.filters')}
      onSubmit={onSubmit}
      className="mb-8 grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative col-span-2 sm:col-span-3 lg:col-span-2" onBlur={onBlur}>
        <FilterField label={t('catalog.search')}>
          <input
            name="q"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSuggesting(true);
            }}
            onKeyDown={(event) => event.key === 'Escape' && setSuggesting(false)}
            placeholder={t('catalog.searchPlaceholder')}
            maxLength={100}
            autoComplete="off"
            aria-controls={suggesting ? 'search-suggestions' : undefined}
            className={inputClasses}
          />
        </FilterField>
        {suggesting && text.trim().length >= 2 && (
          <Suspense fallback={null}>
            <SearchSuggestions q={text} onPick={() => setSuggesting(false)} />
          </Suspense>
        )}
      </div>
      <FilterField label={t('catalog.category')} className="col-span-2 sm:col-span-1">
        <select
          name="category"
          defaultValue={query.category ?? ''}
          onChange={submitOnChange}
          className={inputClasses}
        >
          <option value="">{t('catalog.allCategories')}</option>
          {CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {categoryLabel(c.slug)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label={t('catalog.minPrice')}>
        <input
          name="minPrice"
          type="text"
          inputMode="decimal"
          defaultValue={query.minPrice ?? ''}
          className={inputClasses}
        />
      </FilterField>
      <FilterField label={t('catalog.maxPrice')}>
        <input
          name="maxPrice"
          type="text"
          inputMode="decimal"
          defaultValue={query.maxPrice ?? ''}
          aria-invalid={priceError}
          aria-describedby={priceError ? 'price-error' : undefined}
          className={inputClasses}
        />
      </FilterField>
      <FilterField label={t('catalog.sortBy')} className="col-span-2 sm:col-span-1">
        <select name="sort" defaultValue={query.sort} onChange={submitOnChange} className={inputClasses}>
          {(query.q ? CATALOG_SORTS : PRODUCT_SORTS).map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalog.sort.${sort}`)}
            </option>
          ))}
        </select>
      </FilterField>
      {/* A brand or seller chosen among the facets stays when another filter changes. */}
      {query.brand && <input type="hidden" name="brand" value={query.brand} />}
      {query.seller && <input type="hidden" name="seller" value={query.seller} />}
      {priceError && (
        <p id="price-error" role="alert" className="col-span-full text-sm text-red-700 dark:text-red-300">
          {t('catalog.priceRangeError')}
        </p>
      )}
      <div className="col-span-full flex flex-wrap gap-3">
        <Button type="submit">{t('catalog.apply')}</Button>
        {hasFilters(query) && (
          <Link to={{ search: '' }} className={buttonClasses({ variant: 'ghost' })}>
            {t('catalog.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
