import type { User } from '@bulkbazar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api-client';
import { meKey } from '../../query-keys-shell';

/**
 * GET /api/session: the signed-in user, or null. Every page asks it; it answers a visitor who is signed out with
 * 200 and no user, where /api/me answers 401, which the browser logs as a failed request on every page.
 */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  const { user } = await apiFetch<{ user: User | null }>('/api/session', { signal });
  return user;
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meKey(), queryFn: ({ signal }) => getMe(signal) });
}
