import type { QueryClient } from '@tanstack/react-query';
import { siteContentQueryOptions, useSiteContent } from '@/lib/api/get-site-content';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContentForm } from '../components/content-form';
import { PageHeader } from '../components/page-header';
import { adminLoader } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, () => queryClient.ensureQueryData(siteContentQueryOptions));
}

/** /dashboard/content: SEED.md's Content Management, for the home page's hero and FAQ. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.content.title'));
  const { data } = useSiteContent();
  return (
    <>
      <PageHeader title={t('dashboard.content.title')} intro={t('dashboard.content.intro')} />
      <ContentForm content={data} />
    </>
  );
}
