import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { appRoutes } from './app/routes';
import { meQueryOptions } from './lib/auth/api/get-me';
import { loadShellTexts } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
// Who is signed in is asked before React renders, in parallel with the first page's code and data.
void queryClient.prefetchQuery(meQueryOptions());
const routes = appRoutes(queryClient);
// Storefront pages come rendered by the server with their state (decision 23): the browser hydrates them, with
// code of its own (./app/page-state) that the entry chunk has no room for. Others are rendered here.
const serverRendered = document.getElementById('page-state') !== null;

// The shell's texts of the page's language come in their own chunk (preloaded by the server's HTML): the first
// render waits for them rather than flashing keys or another language.
void Promise.all([
  loadShellTexts(),
  serverRendered
    ? import('./app/page-state').then(({ prepareHydration }) => prepareHydration(queryClient, routes))
    : undefined,
]).then(([, hydrationData]) => {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={createAppRouter(routes, hydrationData)} />
      </Providers>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (one long task), so the page answers input while it hydrates.
  if (hydrationData) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});

// The installable app (decision 0032): the service worker's registration, the update prompt and the offline
// cart load once the page is up and the browser is idle, so none of it weighs on the entry or the first paint.
// Not in development, where Vite serves no worker.
if (import.meta.env.PROD) {
  const start = () =>
    (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200)))(
      () => void import('./lib/pwa/start-pwa').then(({ startPwa }) => startPwa(queryClient)),
      { timeout: 5_000 },
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
