import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { statsQueryOptions, useStats } from '../api/get-stats';
import { DailyFigures } from '../components/daily-figures';
import { PageHeader } from '../components/page-header';
import { RecentOrders } from '../components/recent-orders';
import { StatCards } from '../components/stat-cards';
import { TopProducts } from '../components/top-products';
import { adminLoader } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, () => queryClient.ensureQueryData(statsQueryOptions));
}

/** /dashboard: the shop's numbers, from SQL aggregates on the server. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.home.title'));
  const { data: stats } = useStats();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('dashboard.home.title')} intro={t('dashboard.home.intro')} />
      <StatCards stats={stats} />
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
