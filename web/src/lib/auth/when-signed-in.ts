import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from './api/get-me';

/**
 * For the loader of a signed-in page: loads only once someone is known to be signed in. Otherwise there is
 * nothing to fetch (it would only answer 401) and the route guard sends the visitor to the login page.
 */
export async function whenSignedIn<T>(queryClient: QueryClient, load: () => Promise<T>): Promise<T | null> {
  const user = await queryClient.ensureQueryData(meQueryOptions());
  return user ? load() : null;
}
