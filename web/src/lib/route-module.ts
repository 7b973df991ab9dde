import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/**
 * What a lazily loaded route file exports. Loaders need the app's QueryClient (CONVENTIONS #8: loaders
 * prefetch into it, components read from it), so a route file exports a loader factory the router calls.
 */
export type RouteModule = {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  createLoader?: (queryClient: QueryClient) => LoaderFunction;
};
