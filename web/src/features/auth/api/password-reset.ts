import type { RequestPasswordResetBody, ResetPasswordBody } from '@bulkbazar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/request-password-reset: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: RequestPasswordResetBody): Promise<{ status: boolean }> {
  return apiFetch('/api/auth/request-password-reset', { method: 'POST', body });
}

/** POST /api/auth/reset-password: a used, expired or unknown token answers 400 naming `token`. */
export function resetPassword(body: ResetPasswordBody): Promise<{ status: boolean }> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
