import type { QueryClient } from '@tanstack/react-query';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadPageTexts } from '@/lib/i18n';
import type { RouteModule } from '@/lib/route-module';

/**
 * Route-level code splitting: a page's code (and its loader) downloads the first time it is visited. The loader
 * factory gets the app's QueryClient here, so route files stay free of app-layer imports. The pages' texts
 * (not in the entry chunk) download alongside the first page's code, not after it.
 */
export function lazyRoute(
  queryClient: QueryClient,
  load: () => Promise<RouteModule>,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const [{ Component, ErrorBoundary, createLoader }] = await Promise.all([load(), loadPageTexts()]);
    return {
      Component,
      ...(ErrorBoundary ? { ErrorBoundary } : {}),
      ...(createLoader ? { loader: createLoader(queryClient) } : {}),
    };
  };
}
