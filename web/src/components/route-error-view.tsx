import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { isApiError, isNotFound } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, ButtonLink } from './ui/button';
import { ErrorState } from './ui/error-state';
import { NotFoundState } from './ui/not-found-state';

type NotFoundCopy = { title: string; text: string; action: ReactNode };

/**
 * What a route shows when its loader or render fails. A 404 (from the API or thrown by a loader) gets the
 * route's own 'not found' copy; anything else gets the error with a retry that re-runs the loaders.
 */
export function RouteErrorView({ notFound }: { notFound?: NotFoundCopy }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const missing = isRouteErrorResponse(error) ? error.status === 404 : isNotFound(error);
  const copy: NotFoundCopy = notFound ?? {
    title: t('notFound.title'),
    text: t('notFound.text'),
    action: <ButtonLink to={paths.home}>{t('notFound.goHome')}</ButtonLink>,
  };
  useDocumentTitle(missing ? copy.title : t('states.errorTitle'));

  if (missing) return <NotFoundState {...copy} />;
  return (
    <div className="py-10">
      <ErrorState
        headingLevel={1}
        title={t('states.errorTitle')}
        text={isApiError(error) ? error.message : t('states.errorText')}
        action={
          <>
            <Button onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
              {t('states.retry')}
            </Button>
            <ButtonLink to={paths.home} variant="secondary">
              {t('states.goHome')}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
