import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// The contract has no newsletter schema yet; this is the answer shape every write of the API shares.
export type NewsletterAnswer = { acknowledged: boolean; message?: string };

/** POST /api/newsletter: stores the address once and answers with a message for the visitor. */
export function subscribeNewsletter(email: string): Promise<NewsletterAnswer> {
  return apiFetch<NewsletterAnswer>('/api/newsletter', { method: 'POST', body: { email } });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
