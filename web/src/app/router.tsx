import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';

export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
