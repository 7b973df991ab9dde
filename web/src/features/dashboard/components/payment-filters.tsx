import { PAYMENT_EVENT_TYPES, PAYMENT_GATEWAYS } from '@bulkbazar/contract';
import type { FormEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { exportUrls } from '../api/export-urls';
import { paymentsQueryFromSearch } from '../api/get-payments';
import { useListSearch } from './use-list-search';

const labelText = 'block text-sm font-medium';

/**
 * The ledger's filters: gateway, event type, Dhaka days from and to (each applied as it changes) and a search
 * (applied when sent), and the CSV export of every page they select. All live in the URL like the other
 * dashboard lists, and any change starts again from page 1.
 */
export function PaymentFilters() {
  const { t } = useTranslation();
  const { latest, apply } = useListSearch();
  const query = paymentsQueryFromSearch(latest);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  }

  return (
    <div className="mb-6 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div
        role="group"
        aria-label={t('payments.ledger.filters')}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="block">
          <span className={labelText}>{t('payments.ledger.gateway')}</span>
          <select
            value={query.gateway ?? ''}
            onChange={(event) => apply({ gateway: event.currentTarget.value })}
            className={inputClasses}
          >
            <option value="">{t('payments.ledger.all')}</option>
            {PAYMENT_GATEWAYS.map((gateway) => (
              <option key={gateway} value={gateway}>
                {t(`payments.gateway.${gateway}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className={labelText}>{t('payments.ledger.type')}</span>
          <select
            value={query.type ?? ''}
            onChange={(event) => apply({ type: event.currentTarget.value })}
            className={inputClasses}
          >
            <option value="">{t('payments.ledger.all')}</option>
            {PAYMENT_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`payments.ledger.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className={labelText}>{t('payments.ledger.from')}</span>
          <input
            type="date"
            value={query.from ?? ''}
            max={query.to}
            onChange={(event) => apply({ from: event.currentTarget.value })}
            className={inputClasses}
          />
        </label>
        <label className="block">
          <span className={labelText}>{t('payments.ledger.to')}</span>
          <input
            type="date"
            value={query.to ?? ''}
            min={query.from}
            onChange={(event) => apply({ to: event.currentTarget.value })}
            className={inputClasses}
          />
        </label>
      </div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <form
          role="search"
          aria-label={t('payments.ledger.search')}
          onSubmit={onSearch}
          className="flex min-w-0 flex-1 items-end gap-2"
        >
          <label className="block min-w-0 flex-1">
            <span className={labelText}>{t('payments.ledger.search')}</span>
            <input
              // Keyed by the URL's value so Back and Forward put the box back in step with the list.
              key={query.q ?? ''}
              name="q"
              type="search"
              defaultValue={query.q ?? ''}
              placeholder={t('payments.ledger.searchPlaceholder')}
              maxLength={100}
              className={inputClasses}
            />
          </label>
          <Button type="submit" className="shrink-0">
            {t('dashboard.list.searchButton')}
          </Button>
        </form>
        <div className="flex flex-wrap gap-2">
          {/* Every page of what the filters select: the paging is not part of the export. */}
          <a href={exportUrls.payments(query)} download className={buttonClasses({ variant: 'secondary' })}>
            {t('dashboard.list.exportCsv')}
          </a>
        </div>
      </div>
    </div>
  );
}
