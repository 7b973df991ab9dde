import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { showError } from '@/lib/dialogs';
import { useProviders } from '../api/get-providers';

/** 'Continue with Google', shown only when the server has Google sign-in configured. */
export function GoogleButton({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const { data } = useProviders();
  const { loginWithGoogle } = useAuth();
  const start = useMutation({
    mutationFn: () => loginWithGoogle(returnTo),
    onError: () => void showError(t('auth.googleFailed')),
  });
  if (!data?.google) return null;
  return (
    <>
      <p className="my-6 flex items-center gap-3 text-xs tracking-wide text-slate-500 uppercase before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 dark:text-slate-400 dark:before:bg-slate-700 dark:after:bg-slate-700">
        {t('auth.or')}
      </p>
      <Button
        variant="secondary"
        className="w-full"
        // Stays disabled after success: the browser is on its way to Google.
        disabled={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-1.9 3.2-4.8 3.2-8.2z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.7 14c-.2-.7-.4-1.4-.4-2.1s.1-1.4.4-2.1V6.9H2a11 11 0 0 0 0 9.9z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 6.9l3.7 2.9C6.6 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        {t('auth.google')}
      </Button>
    </>
  );
}
