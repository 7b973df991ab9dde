import type { ChangePasswordBody } from '@bulkbazar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

type Answer = { acknowledged: true; message?: string };

/** POST /api/me/password: a wrong current password answers 400 with fields.currentPassword. */
export function changePassword(body: ChangePasswordBody): Promise<Answer> {
  return apiFetch<Answer>('/api/me/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
