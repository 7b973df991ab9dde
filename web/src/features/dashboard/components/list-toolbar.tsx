import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { useListSearch } from './use-list-search';

type StatusFilter = {
  value: string | undefined;
  /** The first option, for no filter: 'All'. */
  allLabel: string;
  options: { value: string; label: string }[];
};

type Props = {
  /** Names the search landmark: 'Search orders'. */
  label: string;
  placeholder: string;
  q: string | undefined;
  status?: StatusFilter;
  children?: ReactNode;
};

/**
 * Search and status filter of a dashboard list. Both write the URL, which drives the list (so a filtered list
 * can be reloaded and shared); any change starts again from page 1, and one made while another still loads
 * keeps it (use-list-search.ts).
 */
export function ListToolbar({ label, placeholder, q: shownQ, status, children }: Props) {
  const { t } = useTranslation();
  const { latest, pending, apply } = useListSearch();
  // While a change loads, the controls show it (the page still shows the URL it has loaded).
  const q = pending ? (latest.get('q') ?? undefined) : shownQ;
  const statusValue = pending ? (latest.get('status') ?? undefined) : status?.value;

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  }

  return (
    <div className="mb-6 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 lg:flex-row lg:flex-wrap lg:items-end dark:border-slate-800 dark:bg-slate-900">
      <form
        role="search"
        aria-label={label}
        onSubmit={onSearch}
        className="flex min-w-0 flex-1 items-end gap-2"
      >
        <label className="block min-w-0 flex-1">
          <span className="block text-sm font-medium">{t('dashboard.list.search')}</span>
          <input
            // Keyed by the URL's value so Back and Forward put the box back in step with the list.
            key={q ?? ''}
            name="q"
            type="search"
            defaultValue={q ?? ''}
            placeholder={placeholder}
            maxLength={100}
            className={inputClasses}
          />
        </label>
        <Button type="submit" className="shrink-0">
          {t('dashboard.list.searchButton')}
        </Button>
      </form>
      {status && (
        <label className="block lg:w-56">
          <span className="block text-sm font-medium">{t('dashboard.list.status')}</span>
          <select
            value={statusValue ?? ''}
            onChange={(event) => apply({ status: event.currentTarget.value })}
            className={inputClasses}
          >
            <option value="">{status.allLabel}</option>
            {status.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
