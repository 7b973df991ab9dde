import type { SignUpBody } from '@bulkbazar/contract';
import { apiFetch } from '../../api-client';

/** POST /api/auth/sign-up/email: creates the account and signs in; a taken email answers 409. */
export function signUp(body: SignUpBody): Promise<unknown> {
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', body });
}
