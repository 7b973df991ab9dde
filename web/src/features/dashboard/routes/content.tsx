import type { QueryClient } from '@tanstack/react-query';
import { siteContentQueryOptions, useSiteContent } from '@/lib/api/get-site-content';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deliveryRatesQueryOptions, useDeliveryRates } from '../api/get-delivery-rates';
import { ContentForm } from '../components/content-form';
import { DeliveryRatesForm } from '../components/delivery-rates-form';
import { PageHeader } from '../components/page-header';
import { adminLoader } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, () =>
    Promise.all([
      queryClient.ensureQueryData(siteContentQueryOptions),
      // The charge table only adds a section: its failure does not stop the page.
      queryClient.prefetchQuery(deliveryRatesQueryOptions),
    ]),
  );
}

/** /dashboard/content: SEED.md's Content Management, for the home page's hero and FAQ. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.content.title'));
  const { data } = useSiteContent();
  const rates = useDeliveryRates().data;
  return (
    <>
      <PageHeader title={t('dashboard.content.title')} intro={t('dashboard.content.intro')} />
      <ContentForm content={data} />
      {/* The delivery charge table (PRODUCT.md "Delivery"): the shop's settings live on this page. */}
      {rates && (
        <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <DeliveryRatesForm rates={rates} />
        </section>
      )}
    </>
  );
}
