import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { showError } from '@/lib/dialogs';

/** Google sends a refused or cancelled sign-in back to /login?error=…: say so once, then tidy the URL. */
export function useGoogleError() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const shown = useRef(false);
  useEffect(() => {
    if (!error || shown.current) return;
    shown.current = true;
    void showError(t('auth.googleFailed'));
    setParams(
      (current) => {
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [error, setParams, t]);
}
