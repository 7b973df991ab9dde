import type { QueryClient } from '@tanstack/react-query';
import { siteContentQueryOptions } from '@/lib/api/get-site-content';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { featuredProductsQueryOptions } from '../api/get-featured-products';
import { FaqSection } from '../components/faq-section';
import { FeaturedProducts } from '../components/featured-products';
import { Hero } from '../components/hero';
import { NewsletterForm } from '../components/newsletter-form';
import { useHomeTexts } from '../components/use-home-texts';

export function createLoader(queryClient: QueryClient) {
  return () =>
    Promise.all([
      queryClient.ensureQueryData(featuredProductsQueryOptions),
      // Fetched beside the products so the texts do not change under the reader once the page shows. A failure
      // is not the page's: the catalog's texts stand in (see useHomeTexts).
      queryClient.ensureQueryData(siteContentQueryOptions).catch(() => undefined),
    ]);
}

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  const texts = useHomeTexts();
  return (
    <div className="flex flex-col gap-16">
      <Hero title={texts.heroTitle} subtitle={texts.heroSubtitle} />
      <FeaturedProducts />
      <FaqSection items={texts.faq} />
      <NewsletterForm />
    </div>
  );
}
