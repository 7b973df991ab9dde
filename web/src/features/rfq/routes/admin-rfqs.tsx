import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { categoryLabel, formatCount, formatDhakaDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { rfqPaths } from '@/features/rfq/rfq-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminRfqsQueryOptions, useAdminRfqs } from '../api/get-admin-rfqs';
import { RfqStatusBadge } from '../components/rfq-status-badge';
import { pageOf } from './page-of';

const th =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const td = 'px-3 py-3 align-top';

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, () =>
      queryClient.ensureQueryData(adminRfqsQueryOptions(pageOf(new URL(request.url).searchParams))),
    );
}

/** /dashboard/rfqs: every request, hidden ones too, newest first; each opens to hide it or its messages. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('rfq.admin.title'));
  const [search] = useSearchParams();
  const { data } = useAdminRfqs(pageOf(search));
  return (
    <div>
      <header className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('rfq.admin.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('rfq.admin.intro')}</p>
      </header>
      {data.rfqs.length === 0 ? (
        <EmptyState title={t('rfq.admin.empty')} />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('rfq.admin.title')}</caption>
            <thead className="bg-slate-50 dark:bg-slate-800/50">
              <tr>
                <th className={th}>{t('rfq.admin.request')}</th>
                <th className={th}>{t('rfq.facts.buyer')}</th>
                <th className={th}>{t('rfq.facts.category')}</th>
                <th className={th}>{t('rfq.facts.quantity')}</th>
                <th className={th}>{t('rfq.quotes.title')}</th>
                <th className={th}>{t('rfq.admin.asked')}</th>
                <th className={th}>{t('rfq.admin.status')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {data.rfqs.map((rfq) => (
                <tr key={rfq._id}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    <Link
                      to={rfqPaths.one(rfq._id)}
                      className="text-emerald-800 underline dark:text-emerald-400"
                    >
                      {rfq.title}
                    </Link>
                    {rfq.hidden && <span className="block text-xs text-red-700">{rfq.hidden.reason}</span>}
                  </th>
                  <td className={td}>{rfq.buyerName}</td>
                  <td className={td}>{categoryLabel(rfq.category)}</td>
                  <td className={td}>{formatCount(rfq.quantity)}</td>
                  <td className={td}>{formatCount(rfq.quoteCount)}</td>
                  <td className={td}>{formatDhakaDate(rfq.createdAt)}</td>
                  <td className={td}>
                    <RfqStatusBadge rfq={rfq} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={data.page}
        hasMore={data.hasMore}
        hrefFor={(p) => `${rfqPaths.dashboard}?page=${p}`}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
