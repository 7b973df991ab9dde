import { WEB_ROUTES } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { TabLinks } from './ui/tab-links';

/**
 * The seller's pages, as tabs: their listings, the orders buyers placed for them, quote requests, and their
 * finance (what the shop owes them, payouts, statements).
 */
export function SellerTabs() {
  const { t } = useTranslation();
  return (
    <TabLinks
      label={t('sellerArea.label')}
      tabs={[
        { to: paths.myProducts, label: t('sellerArea.listings'), end: true },
        { to: paths.incomingOrders, label: t('sellerArea.orders') },
        { to: WEB_ROUTES.sellerRfqs, label: t('rfq.seller.tab') },
        { to: WEB_ROUTES.sellerFinance, label: t('sellerFinance.tab') },
      ]}
    />
  );
}
