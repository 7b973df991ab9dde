import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { sendQueuedCart } from '../cart/offline-cart';
import { showUpdatePrompt } from './update-prompt';

// The page's side of the installable app (decision 0032), loaded after the first paint (main.tsx): registers
// the service worker (web/sw/sw.ts), offers a new release when one is waiting, asks the worker to keep the page
// it was first opened on, and sends a cart kept offline when the line comes back.

/** What this page loaded before the worker ran and the worker would have kept: the page, its API reads, pictures. */
function loadedBefore(): string[] {
  const urls = [window.location.href];
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== window.location.origin) continue;
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) urls.push(url.href);
  }
  return urls;
}

/** How long "Update now" waits for the new worker to take the page before reloading into it regardless. */
const PARKED_UPDATE_RELOAD_MS = 3000;

export function startPwa(queryClient: QueryClient): void {
  const send = () => void sendQueuedCart(queryClient).catch(() => {});
  window.addEventListener('online', send);
  send();
  if (!('serviceWorker' in navigator)) return;

  const wb = new Workbox('/sw.js');
  // A new release's worker is installed and waits: the visitor chooses when the page reloads into it, so a
  // form half filled is never lost; until then this page runs the version it started with, whole.
  wb.addEventListener('waiting', () => {
    void showUpdatePrompt(() => {
      let reloading = false;
      const reload = () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      };
      wb.addEventListener('controlling', reload);
      void wb.messageSkipWaiting();
      // Chromium can park the activation: the new worker keeps its skip-waiting flag but stays waiting and no
      // 'controlling' comes (reported for a page fetch landing at the switch; seen here with a debugger on the
      // workers, where a second SKIP_WAITING changed nothing and a reload's navigation activated the worker).
      // So the page reloads after a short wait all the same: the click ends in the new version either way.
      window.setTimeout(reload, PARKED_UPDATE_RELOAD_MS);
    });
  });
  // The first worker: the page was loaded before it, so it is asked to keep what the page used (the worker
  // keeps only what its own rules allow: storefront pages, catalog reads, pictures).
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedBefore() } });
  });
  void wb.register().catch(() => {});
  // A phone keeps a tab open for days: look for a release whenever the shop comes back to the screen.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => {});
  });
}
