import type { UnsubscribeResponse } from '@bulkbazar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/newsletter/unsubscribe {token}: a bad or altered token answers 400 naming `token`. */
export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return apiFetch<UnsubscribeResponse>('/api/newsletter/unsubscribe', { method: 'POST', body: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
