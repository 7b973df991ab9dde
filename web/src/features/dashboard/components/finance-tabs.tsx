import { WEB_ROUTES } from '@bulkbazar/contract';
import { TabLinks } from '@/components/ui/tab-links';
import { useTranslation } from '@/lib/i18n';

/**
 * Dashboard → Finance's pages as tabs (issue 29). The sidebar has one Finance entry (/dashboard/finance, marked
 * on every page under it); each finance screen is a page under /dashboard/finance/… with its tab added here.
 */
export function FinanceTabs() {
  const { t } = useTranslation();
  return (
    <TabLinks
      label={t('financeOverview.tabs')}
      tabs={[
        { to: WEB_ROUTES.dashboardFinance, label: t('financeOverview.overview'), end: true },
        { to: WEB_ROUTES.dashboardRemittances, label: t('remittances.tab') },
        { to: WEB_ROUTES.dashboardPayouts, label: t('payouts.tab') },
        { to: WEB_ROUTES.dashboardCommission, label: t('commission.tab') },
      ]}
    />
  );
}
