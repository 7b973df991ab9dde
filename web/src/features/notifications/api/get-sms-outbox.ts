import type { SmsOutboxPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/admin/sms-outbox: what the SMS stand-in received, newest first, and the totals of all SMS sent. */
export function smsOutboxQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys('sms-outbox', {}),
    queryFn: ({ signal }) =>
      apiFetch<SmsOutboxPage>('/api/admin/sms-outbox', { query: { limit: 100 }, signal }),
  });
}

export const useSmsOutbox = () => useSuspenseQuery(smsOutboxQueryOptions());
