import { resetPasswordBodySchema, WEB_ROUTES } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/password-reset';

// The new password twice; the token comes from the link, not from a field.
const formSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({ confirm: z.string() })
  .refine((v) => v.confirm === v.newPassword, {
    path: ['confirm'],
    message: 'The two passwords differ',
  });

/** /reset-password?token=…: the e-mailed link. Success ends every session, so the next step is signing in. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('passwordReset.resetTitle'));
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: { newPassword: '', confirm: '' } });
  const error = reset.error
    ? (isApiError(reset.error) && (reset.error.fields.token ?? reset.error.fields.newPassword)) ||
      reset.error.message
    : undefined;
  const badLink = !token || (isApiError(reset.error) && Boolean(reset.error.fields.token));

  return (
    <section className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-center text-3xl font-bold">{t('passwordReset.resetTitle')}</h1>
      {reset.isSuccess ? (
        <div className="mt-6 flex flex-col items-center gap-4 text-center">
          <p role="status">{t('passwordReset.done')}</p>
          <Link
            to={paths.login}
            className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
          >
            {t('passwordReset.signIn')}
          </Link>
        </div>
      ) : (
        <>
          {token ? (
            <form
              noValidate
              className="mt-8 flex flex-col gap-4"
              onSubmit={handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}
            >
              <PasswordField
                purpose="new"
                label={t('passwordReset.newPassword')}
                error={errors.newPassword?.message}
                {...register('newPassword')}
              />
              <PasswordField
                purpose="new"
                label={t('passwordReset.confirm')}
                error={errors.confirm?.message}
                {...register('confirm')}
              />
              <SubmitButton pending={reset.isPending} className="mt-2 w-full">
                {t('passwordReset.save')}
              </SubmitButton>
            </form>
          ) : (
            <p className="mt-6 text-center">{t('passwordReset.noToken')}</p>
          )}
          {error && (
            <p role="alert" className="mt-4 text-center text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          {badLink && (
            <p className="mt-6 text-center text-sm">
              <Link
                to={WEB_ROUTES.forgotPassword}
                className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
              >
                {t('passwordReset.askAgain')}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
