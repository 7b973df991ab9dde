import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';
import { collectHtml } from './collect-html';

/** What the browser needs to hydrate the page: the query cache and which routes' loaders already ran. */
export type PageState = {
  queries: DehydratedState;
  /** Every matched route with a loader, marked as loaded, so the browser router does not run it again. */
  loaded: string[];
};

export type RenderedPage =
  | { kind: 'page'; html: string; state: PageState }
  /** A loader redirected (an old address): the server answers with the redirect. */
  | { kind: 'redirect'; status: number; location: string }
  /** A loader failed (no such product…): the browser app renders its own error page from the shell. */
  | { kind: 'error' };

/**
 * One storefront page, rendered with the app's own routes, loaders and components (a data router's static
 * handler: decision 23). The loaders fill a fresh query cache (nothing is shared between requests), the page
 * renders from it, and the cache goes into the page for the browser to hydrate.
 */
export async function renderPage(request: Request): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  if (context.errors) return { kind: 'error' };

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await collectHtml((options) =>
    renderToPipeableStream(
      <StrictMode>
        <Providers queryClient={queryClient}>
          {/* The router's own inline hydration script is off: the CSP allows no inline scripts. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
      options,
    ),
  );
  const loaded = context.matches.filter((m) => m.route.loader).map((m) => m.route.id);
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return { kind: 'page', html, state: { queries, loaded } };
}
