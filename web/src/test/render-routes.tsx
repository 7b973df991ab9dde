import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { DialogHost } from '@/components/ui/dialog-host';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders routes in a memory router with the app's real query client, translations, auth and dialogs, under a
 * pathless root that shows a spinner during the first load, as the app's router does.
 */
export function renderRoutes(
  makeRoutes: (queryClient: QueryClient) => RouteObject[],
  initialEntry: InitialEntry = '/',
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ HydrateFallback: PageSpinner, children: makeRoutes(queryClient) }], {
    initialEntries: [initialEntry],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <DialogHost />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
