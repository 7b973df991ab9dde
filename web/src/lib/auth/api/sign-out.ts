import { apiFetch } from '../../api-client';

/** POST /api/auth/sign-out: ends the session on the server (the library wants a JSON body, even an empty one). */
export function signOut(): Promise<unknown> {
  return apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
}
