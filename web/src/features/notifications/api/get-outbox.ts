import type { OutboxPage } from '@bulkbazar/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/admin/outbox: the e-mails kept in DATA_DIR/outbox (no SMTP server set), newest first. */
export function outboxQueryOptions(page: number) {
  return queryOptions({
    queryKey: notificationKeys('outbox', { page }),
    queryFn: ({ signal }) =>
      apiFetch<OutboxPage>('/api/admin/outbox', { query: { page, limit: OUTBOX_PAGE_SIZE }, signal }),
  });
}

export const useOutbox = (page: number) => useSuspenseQuery(outboxQueryOptions(page));
