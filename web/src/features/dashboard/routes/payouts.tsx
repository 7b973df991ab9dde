import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { payoutRunsQueryOptions, usePayoutRun, usePayoutRuns } from '../api/payouts';
import { FinanceTabs } from '../components/finance-tabs';
import { PageHeader } from '../components/page-header';
import { PayoutRunDetailView } from '../components/payout-run-detail';
import { PayoutRunForm } from '../components/payout-run-form';
import { PayoutRunsTable } from '../components/payout-runs-table';
import { adminLoader } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, () => queryClient.ensureQueryData(payoutRunsQueryOptions()));
}

/**
 * /dashboard/finance/payouts (issue 29 item 5): a new payout run (who reaches the minimum), the runs, and the
 * open run's payouts (?run=…) with its bank and mobile-banking files and each payout's sent / failed.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('payouts.title'));
  const [search, setSearch] = useSearchParams();
  const openId = search.get('run');
  const runs = usePayoutRuns();
  const open = usePayoutRun(openId);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageHeader title={t('payouts.title')} intro={t('payouts.intro')} />
        <FinanceTabs />
      </div>
      <PayoutRunForm onCreated={(runId) => setSearch({ run: runId })} />
      {openId &&
        (open.isPending ? (
          <Spinner />
        ) : open.isError ? (
          <p className="text-sm text-red-700 dark:text-red-300">{open.error.message}</p>
        ) : (
          <PayoutRunDetailView detail={open.data} />
        ))}
      <section aria-labelledby="payout-runs-heading" className="flex flex-col gap-3">
        <h2 id="payout-runs-heading" className="text-lg font-semibold">
          {t('payouts.runs.title')}
        </h2>
        {runs.isPending ? (
          <Spinner />
        ) : runs.isError ? null : (
          <PayoutRunsTable runs={runs.data.runs} openId={openId} />
        )}
      </section>
    </div>
  );
}
