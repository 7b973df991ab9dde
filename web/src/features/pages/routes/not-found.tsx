import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { NotFoundState } from '@/components/ui/not-found-state';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any URL the app does not know. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.docTitle'));
  return (
    <NotFoundState
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={<ButtonLink to={paths.home}>{t('notFound.goHome')}</ButtonLink>}
    />
  );
}
