import { apiFetch } from '../../api-client';
import { paths } from '../../paths';

type RedirectAnswer = { url: string; redirect: boolean };

/**
 * POST /api/auth/sign-in/social (provider google, an OpenID Connect provider): answers Google's sign-in URL. Google sends the browser back to `callbackURL`
 * once signed in, or to the login page with ?error=… when it was refused or cancelled.
 */
export function startGoogleSignIn(callbackURL: string): Promise<RedirectAnswer> {
  // A failed or cancelled sign-in comes back to the login page still knowing where the visitor was going.
  const back = new URLSearchParams({ error: 'google' });
  if (callbackURL !== paths.home) back.set('next', callbackURL);
  return apiFetch<RedirectAnswer>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL, errorCallbackURL: `${paths.login}?${back}` },
  });
}
