import type { SignInBody } from '@bulkbazar/contract';
import { apiFetch } from '../../api-client';

/** POST /api/auth/sign-in/email: sets the session cookie; wrong details answer 401, a blocked user 403. */
export function signIn(body: SignInBody): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', body });
}
