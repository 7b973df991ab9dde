import { smsSettingsSchema, type SmsSettings } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

type Session = { user?: { phoneNumber?: string | null; phoneNumberVerified?: boolean | null } } | null;

// The profile's phone and SMS choices (issue 32), under their own keys (the profile's other settings keep theirs).
const phoneKey = ['profile', 'phone'] as const;
const smsKey = ['profile', 'sms-settings'] as const;

/** The verified phone of the session (GET /api/auth/get-session), or null. */
export const usePhone = () =>
  useQuery(
    queryOptions({
      queryKey: phoneKey,
      queryFn: async ({ signal }) => {
        const session = await apiFetch<Session>('/api/auth/get-session', { signal });
        return session?.user?.phoneNumberVerified ? (session.user.phoneNumber ?? null) : null;
      },
    }),
  );

/** Texts a code to `phoneNumber` (the same limits as sign-in). */
export const sendPhoneCode = (phoneNumber: string) =>
  apiFetch('/api/auth/phone-number/send-otp', { method: 'POST', body: { phoneNumber } });

/** Adds the number to the signed-in account with its code. */
export function useAddPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phoneNumber: string; code: string }) =>
      apiFetch('/api/auth/phone-number/verify', {
        method: 'POST',
        body: { ...body, updatePhoneNumber: true },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKey }),
  });
}

export const useSmsSettings = () =>
  useQuery(
    queryOptions({
      queryKey: smsKey,
      queryFn: ({ signal }) =>
        apiFetch<SmsSettings>('/api/me/sms-settings', { signal, schema: smsSettingsSchema }),
    }),
  );

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsSettings) => apiFetch<SmsSettings>('/api/me/sms-settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(smsKey, saved),
  });
}
