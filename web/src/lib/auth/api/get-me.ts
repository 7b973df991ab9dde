import type { User } from '@bulkbazar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api-client';
import { isApiError } from '../../api-error';
import { queryKeys } from '../../query-keys';

/** GET /api/me: the signed-in user, or null when there is no session (a 401 is an answer here, not a failure). */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await apiFetch<{ user: User }>('/api/me', { signal });
    return user ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({ queryKey: queryKeys.me(), queryFn: ({ signal }) => getMe(signal) });
}
