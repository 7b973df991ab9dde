import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paymentsQueryFromSearch, paymentsQueryOptions, usePayments } from '../api/get-payments';
import { ListResults } from '../components/list-results';
import { PageHeader } from '../components/page-header';
import { PaymentEventsTable } from '../components/payment-events-table';
import { PaymentFilters } from '../components/payment-filters';
import { adminLoader, searchOf } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, (args) =>
    queryClient.ensureQueryData(paymentsQueryOptions(paymentsQueryFromSearch(searchOf(args)))),
  );
}

/**
 * /dashboard/payments: the ledger of every online payment event (started, confirmed, failed, cancelled,
 * expired, refunded, rejected), newest first. Filters, search and page live in the URL; the CSV export follows
 * the filters without the paging (components/payment-filters.tsx).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.ledger.title'));
  const [searchParams] = useSearchParams();
  const query = paymentsQueryFromSearch(searchParams);
  const { data } = usePayments(query);
  return (
    <>
      <PageHeader title={t('payments.ledger.title')} intro={t('payments.ledger.intro')} />
      <PaymentFilters />
      <ListResults
        page={data.page}
        hasMore={data.hasMore}
        isEmpty={data.events.length === 0}
        empty={{ title: t('payments.ledger.emptyTitle'), text: t('payments.ledger.emptyText') }}
      >
        <PaymentEventsTable events={data.events} caption={t('payments.ledger.title')} />
      </ListResults>
    </>
  );
}
