import { isApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/**
 * SEED.md's 'Login failed. Please check your information.' for wrong details. A blocked account, too many
 * attempts, an unreachable or failing server keep the server's own message: it says what to do instead.
 */
export function loginErrorText(error: unknown): string {
  if (
    isApiError(error) &&
    (error.status === 403 || error.status === 429 || error.status === 0 || error.status >= 500)
  ) {
    return error.message;
  }
  return i18n.t('auth.loginFailed');
}
