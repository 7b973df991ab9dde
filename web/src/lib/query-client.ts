import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

// Ask again only when the failure looks passing: no answer at all, or a gateway/overload status. A 4xx or a
// 500 would come back the same, and every retry delays the error page a visitor is waiting for.
const TRANSIENT = new Set([0, 502, 503, 504]);

function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && TRANSIENT.has(error.status) && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
    },
  });
}
