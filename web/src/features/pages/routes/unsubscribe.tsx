import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { brand } from '@/lib/brand';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unsubscribe?token=…: the link in a newsletter email. Opening it changes nothing (mail scanners open links);
 * the visitor confirms with the button, and the server checks the token's signature.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('unsubscribe.title'));
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const leave = useUnsubscribe();
  const error = leave.error
    ? (isApiError(leave.error) && leave.error.fields.token) || leave.error.message
    : undefined;

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">
        {leave.isSuccess ? t('unsubscribe.done') : t('unsubscribe.heading')}
      </h1>
      {leave.isSuccess ? (
        <p className="text-lg text-slate-700 dark:text-slate-300">{leave.data.message}</p>
      ) : token ? (
        <>
          <p className="text-lg text-slate-700 dark:text-slate-300">{t('unsubscribe.text', { brand })}</p>
          <Button disabled={leave.isPending} onClick={() => leave.mutate(token)}>
            {leave.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
          </Button>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
        </>
      ) : (
        <p className="text-lg text-slate-700 dark:text-slate-300">{t('unsubscribe.noToken')}</p>
      )}
      <ButtonLink to={paths.home} variant={token && !leave.isSuccess ? 'ghost' : 'primary'}>
        {t('unsubscribe.goHome')}
      </ButtonLink>
    </section>
  );
}
