import type { PayAgainResponse } from '@bulkbazar/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/orders/:id/pay-again: a new payment attempt for the order's checkout while its stock is held. */
export function payAgain(orderId: string): Promise<PayAgainResponse> {
  return apiFetch<PayAgainResponse>(`/api/orders/${encodeURIComponent(orderId)}/pay-again`, {
    method: 'POST',
  });
}

export function usePayAgain() {
  return useMutation({ mutationFn: payAgain });
}
