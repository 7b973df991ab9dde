import { signInBodySchema, WEB_ROUTES } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link, Navigate } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth/use-auth';
import { showError } from '@/lib/dialogs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { providersQueryOptions } from '../api/get-providers';
import { AuthCard } from '../components/auth-card';
import { CredentialFields } from '../components/credential-fields';
import { loginErrorText } from '../components/login-error';
import { PhoneSignIn } from '../components/phone-sign-in';
import { useGoogleError } from '../components/use-google-error';
import { useReturnTarget } from '../components/use-return-target';

export function createLoader(queryClient: QueryClient) {
  return () => {
    // Not awaited: the form shows at once; the Google button joins it when the answer is in.
    void queryClient.prefetchQuery(providersQueryOptions());
    return null;
  };
}

/** /login: email and password, a phone number and an SMS code, or Google; then back to where the visitor was. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.loginTitle'));
  useGoogleError();
  const { user, login } = useAuth();
  const [byPhone, setByPhone] = useState(false);
  const target = useReturnTarget();
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
    <AuthCard page="login" returnTo={target}>
      <button
        type="button"
        aria-expanded={byPhone}
        onClick={() => setByPhone((on) => !on)}
        className="mb-4 w-full rounded-lg border border-emerald-600 px-4 py-2 font-medium text-emerald-700 hover:bg-emerald-50 dark:text-emerald-400 dark:hover:bg-slate-800"
      >
        {t(byPhone ? 'phoneAuth.byEmail' : 'phoneAuth.toggle')}
      </button>
      {byPhone ? (
        <PhoneSignIn returnTo={target} />
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => signIn.mutate(values))}
          className="flex flex-col gap-4"
        >
          <CredentialFields
            purpose="current"
            email={register('email')}
            password={register('password')}
            errors={errors}
          />
          <Link
            to={WEB_ROUTES.forgotPassword}
            className="-mt-2 self-end text-sm text-emerald-700 hover:underline dark:text-emerald-400"
          >
            {t('passwordReset.forgotLink')}
          </Link>
          <SubmitButton pending={signIn.isPending} className="mt-2 w-full">
            {t('auth.login')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
