import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { financeSummaryQueryOptions, useFinanceSummary } from '../api/get-finance-summary';
import { FinanceCards } from '../components/finance-cards';
import { FinanceCod } from '../components/finance-cod';
import { FinanceDays } from '../components/finance-days';
import { financeRangeFromSearch, FinanceRangeControls } from '../components/finance-range';
import { FinanceTabs } from '../components/finance-tabs';
import { PageHeader } from '../components/page-header';
import { adminLoader, searchOf } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, (args) =>
    queryClient.ensureQueryData(financeSummaryQueryOptions(financeRangeFromSearch(searchOf(args)))),
  );
}

/**
 * /dashboard/finance: the marketplace's money over a range of Dhaka days (the last 30 unless chosen), from the
 * ledger — GMV, commission, what sellers are owed, payouts, COD cash couriers hold, refunds, the trial balance,
 * a chart by day — and its CSV. The other finance screens are tabs beside it.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('financeOverview.title'));
  const [search] = useSearchParams();
  const { data } = useFinanceSummary(financeRangeFromSearch(search));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageHeader title={t('financeOverview.title')} intro={t('financeOverview.intro')} />
        <FinanceTabs />
      </div>
      <FinanceRangeControls shown={{ from: data.from, to: data.to }} />
      <FinanceCards summary={data} />
      <FinanceDays days={data.byDay} />
      <FinanceCod cod={data.codOutstanding} />
    </div>
  );
}
