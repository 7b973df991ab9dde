import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { meQueryOptions } from '@/lib/auth/api/get-me';

/**
 * A dashboard page's loader: it prefetches only for an administrator. Loaders run beside the route guards, so
 * without this check a signed-out visitor or a non-admin would get the API's 401/403 as an error page instead
 * of the login redirect or the 'Admins only' screen the layout shows them.
 */
export function adminLoader(
  queryClient: QueryClient,
  prefetch: (args: LoaderFunctionArgs) => Promise<unknown>,
) {
  return async (args: LoaderFunctionArgs) => {
    const me = await queryClient.ensureQueryData(meQueryOptions());
    if (me?.role === 'admin') await prefetch(args);
    return null;
  };
}

/** The URL's search of a loader's request, which list queries are read from. */
export const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;
