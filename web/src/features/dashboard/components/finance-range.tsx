import { buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { financeSummaryCsvUrl, type FinanceRange } from '../api/get-finance-summary';
import { useListSearch } from './use-list-search';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the URL (Dhaka days); anything not a day is left out, so the server's default applies. */
export function financeRangeFromSearch(search: URLSearchParams): FinanceRange {
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  return { from: day('from'), to: day('to') };
}

/** The days shown (each applied as it changes, kept in the URL) and the CSV of the same figures. */
export function FinanceRangeControls({ shown }: { shown: { from: string; to: string } }) {
  const { t } = useTranslation();
  const { latest, apply } = useListSearch();
  const range = financeRangeFromSearch(latest);
  const from = range.from ?? shown.from;
  const to = range.to ?? shown.to;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end dark:border-slate-800 dark:bg-slate-900">
      <label className="block">
        <span className="block text-sm font-medium">{t('financeOverview.from')}</span>
        <input
          type="date"
          value={from}
          max={to}
          onChange={(event) => apply({ from: event.currentTarget.value, to })}
          className={inputClasses}
        />
      </label>
      <label className="block">
        <span className="block text-sm font-medium">{t('financeOverview.to')}</span>
        <input
          type="date"
          value={to}
          min={from}
          onChange={(event) => apply({ from, to: event.currentTarget.value })}
          className={inputClasses}
        />
      </label>
      <a
        href={financeSummaryCsvUrl({ from: shown.from, to: shown.to })}
        download
        className={`${buttonClasses({ variant: 'secondary' })} sm:ml-auto`}
      >
        {t('financeOverview.exportCsv')}
      </a>
    </div>
  );
}
