import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { Providers } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

/** The whole app (layout, navbar, every route, auth, dialogs) in a memory router at `entry`. */
export function renderApp(entry: InitialEntry = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [entry] });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}
