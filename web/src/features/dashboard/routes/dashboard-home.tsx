import type { QueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { statsQueryOptions, useStats } from '../api/get-stats';
import { dueOrdersQueryOptions } from '../api/get-due-orders';
import { DailyFigures } from '../components/daily-figures';
import { DueOrders } from '../components/due-orders';
import { sectionsFor } from '../components/dashboard-sidebar';
import { PageHeader } from '../components/page-header';
import { RecentOrders } from '../components/recent-orders';
import { StatCards } from '../components/stat-cards';
import { TopProducts } from '../components/top-products';
import { adminLoader } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, () =>
    Promise.all([
      queryClient.ensureQueryData(statsQueryOptions),
      // The promises list only adds to the page: its failure does not stop it.
      queryClient.prefetchQuery(dueOrdersQueryOptions),
    ]),
  );
}

/** /dashboard: the shop's numbers, from SQL aggregates on the server. */
export function Component() {
  const { user, isAdmin } = useAuth();
  // The shop's figures are administrators'; another staff member starts at their first section.
  if (!isAdmin) return <Navigate replace to={sectionsFor(user?.roles ?? [])[0]?.to ?? '/'} />;
  return <AdminHome />;
}

function AdminHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.home.title'));
  const { data: stats } = useStats();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('dashboard.home.title')} intro={t('dashboard.home.intro')} />
      <StatCards stats={stats} />
      <DueOrders />
      <DailyFigures daily={stats.daily} />
      {/* Side by side only where the orders table fits beside the list without scrolling. */}
      <div className="grid grid-cols-1 gap-8 2xl:grid-cols-3">
        <div className="min-w-0 2xl:col-span-2">
          <RecentOrders orders={stats.recentOrders} />
        </div>
        <TopProducts products={stats.topProducts} />
      </div>
    </div>
  );
}
