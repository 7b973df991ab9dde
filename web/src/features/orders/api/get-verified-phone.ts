import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

type Session = { user?: { phoneNumber?: string | null; phoneNumberVerified?: boolean | null } } | null;

/**
 * The signed-in person's verified mobile number as people type it (01XXXXXXXXX), from their session
 * (GET /api/auth/get-session, issue 32), or null: the checkout fills its phone field with it.
 */
export function verifiedPhoneQueryOptions() {
  return queryOptions({
    queryKey: ['checkout', 'verified-phone'] as const,
    queryFn: async ({ signal }) => {
      const session = await apiFetch<Session>('/api/auth/get-session', { signal });
      const phone = session?.user?.phoneNumberVerified ? session.user.phoneNumber : null;
      return phone ? `0${phone.slice(4)}` : null;
    },
    staleTime: 60_000,
  });
}

export const useVerifiedPhone = () => useQuery(verifiedPhoneQueryOptions()).data ?? null;
