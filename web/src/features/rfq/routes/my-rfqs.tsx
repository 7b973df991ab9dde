import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { useTranslation } from '@/lib/i18n';
import { rfqPaths } from '@/features/rfq/rfq-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { myRfqsQueryOptions, useMyRfqs } from '../api/get-my-rfqs';
import { RfqList } from '../components/rfq-list';
import { pageOf } from './page-of';

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, () =>
      queryClient.ensureQueryData(myRfqsQueryOptions(pageOf(new URL(request.url).searchParams))),
    );
}

/** /rfqs, "My quote requests": the buyer's requests, newest first, each opening its quotes and threads. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('rfq.mine.title'));
  const [search] = useSearchParams();
  const { data } = useMyRfqs(pageOf(search));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('rfq.mine.title')}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('rfq.mine.intro')}</p>
        </div>
        <ButtonLink to={rfqPaths.new}>{t('rfq.mine.new')}</ButtonLink>
      </div>
      {data.rfqs.length > 0 ? (
        <RfqList rfqs={data.rfqs} label={t('rfq.mine.title')} />
      ) : (
        <EmptyState title={t('rfq.mine.empty')} text={t('rfq.mine.emptyText')} />
      )}
      <Pagination page={data.page} hasMore={data.hasMore} hrefFor={(p) => `${rfqPaths.mine}?page=${p}`} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
