import { requestPasswordResetBodySchema } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { showError } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestPasswordReset } from '../api/password-reset';

/**
 * /forgot-password: asks for the address and says the same thing whether or not it has an account (the server
 * answers alike), so the page cannot be used to learn who shops here.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('passwordReset.forgotTitle'));
  const ask = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(requestPasswordResetBodySchema), defaultValues: { email: '' } });

  return (
    <section className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-center text-3xl font-bold">{t('passwordReset.forgotTitle')}</h1>
      {ask.isSuccess ? (
        <p role="status" className="mt-6 text-center text-slate-700 dark:text-slate-300">
          {t('passwordReset.sent', { minutes: 30 })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-center text-slate-600 dark:text-slate-400">
            {t('passwordReset.forgotIntro')}
          </p>
          <form
            noValidate
            className="mt-8 flex flex-col gap-4"
            onSubmit={handleSubmit((values) =>
              ask.mutate(values, { onError: (error) => void showError(error.message) }),
            )}
          >
            <InputField
              label={t('auth.email')}
              error={errors.email?.message}
              {...register('email')}
              type="email"
              autoComplete="email"
            />
            <SubmitButton pending={ask.isPending} className="mt-2 w-full">
              {t('passwordReset.send')}
            </SubmitButton>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to={paths.login}
          className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('passwordReset.backToLogin')}
        </Link>
      </p>
    </section>
  );
}
