import { WEB_ROUTES } from '@bulkbazar/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { appRoutes } from './routes';

/** Every address the route tree draws a page for (not its '*' 404), as full patterns. */
function pagePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && (route.lazy || route.loader)) ? [path] : [];
    const layoutIsPage = route.path !== undefined && route.Component && !route.children ? [path] : [];
    return [...own, ...layoutIsPage, ...pagePatterns(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  // The server answers every address outside WEB_ROUTES with a 404 status: a page added here but not there
  // would load with a 404, one listed there but gone here would answer 200 for the app's 404 page.
  it("draws a page for exactly the contract's WEB_ROUTES", () => {
    const drawn = new Set(pagePatterns(appRoutes(createQueryClient())));
    expect([...drawn].sort()).toEqual([...new Set(Object.values(WEB_ROUTES))].sort());
  });
});
