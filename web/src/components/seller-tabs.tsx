import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { TabLinks } from './ui/tab-links';

/** The seller's two pages, as tabs: their listings and the orders buyers placed for them. */
export function SellerTabs() {
  const { t } = useTranslation();
  return (
    <TabLinks
      label={t('sellerArea.label')}
      tabs={[
        { to: paths.myProducts, label: t('sellerArea.listings'), end: true },
        { to: paths.incomingOrders, label: t('sellerArea.orders') },
      ]}
    />
  );
}
