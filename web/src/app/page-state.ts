import { hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import type { PageState } from '@/ssr/render-page';

/**
 * The server's state of a page it rendered (src/ssr/render-page.tsx), from the JSON block it writes after the
 * HTML (a data block, not a script: the CSP runs no inline scripts).
 */
function readPageState(): PageState {
  return JSON.parse(document.getElementById('page-state')!.textContent) as PageState;
}

/**
 * Gets the browser ready to hydrate what the server rendered: the server's query cache, the matched pages' code
 * (lazy routes) loaded before the first render, and their loaders marked as done so none runs again.
 */
export async function prepareHydration(
  queryClient: QueryClient,
  routes: RouteObject[],
): Promise<HydrationState> {
  const state = readPageState();
  // The page's data is as fresh as the page: the server keeps a rendered page only until the catalog changes
  // (the event that clears its API answers too), so a page rendered minutes ago is not stale, and asking the
  // API again on mount (the queries' 30 s staleTime) would only fetch the same answers a second time.
  const servedAt = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = servedAt;
  hydrate(queryClient, state.queries);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return { loaderData: Object.fromEntries(state.loaded.map((id) => [id, null])) };
}
