import { signInBodySchema } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link, Navigate, useLocation } from 'react-router';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { returnPath, withNext } from '@/lib/auth/return-to';
import { useAuth } from '@/lib/auth/use-auth';
import { showError } from '@/lib/dialogs';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { providersQueryOptions } from '../api/get-providers';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { loginErrorText } from '../components/login-error';
import { useGoogleError } from '../components/use-google-error';

export function createLoader(queryClient: QueryClient) {
  return () => {
    // Not awaited: the form shows at once; the Google button joins it when the answer is in.
    void queryClient.prefetchQuery(providersQueryOptions());
    return null;
  };
}

/** /login: email and password, or Google; then back to the page the visitor came from. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.loginTitle'));
  useGoogleError();
  const { user, login } = useAuth();
  const location = useLocation();
  const target = returnPath(location.state, location.search);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(signInBodySchema), defaultValues: { email: '', password: '' } });
  const signIn = useMutation({
    mutationFn: login,
    onError: (error) => void showError(loginErrorText(error)),
  });

  // Signed in already, or just now: the new session is in the cache before the mutation settles.
  if (user) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title={t('auth.loginTitle')}
      intro={t('auth.loginIntro')}
      footer={
        <Link
          to={withNext(paths.register, target)}
          className="text-slate-700 hover:underline dark:text-slate-300"
        >
          {t('auth.noAccount')}{' '}
          <span className="font-semibold text-emerald-700 dark:text-emerald-400">
            {t('auth.registerLink')}
          </span>
        </Link>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit((values) => signIn.mutate(values))}
        className="flex flex-col gap-4"
      >
        <FormField label={t('auth.email')} error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField label={t('auth.password')} error={errors.password?.message}>
          {(control) => (
            <input
              {...control}
              {...register('password')}
              type="password"
              autoComplete="current-password"
              className={inputClasses}
            />
          )}
        </FormField>
        <SubmitButton pending={signIn.isPending} className="mt-2 w-full">
          {t('auth.login')}
        </SubmitButton>
      </form>
      <GoogleButton returnTo={target} />
    </AuthCard>
  );
}
