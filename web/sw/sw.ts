// The shop's service worker (decision 0032), built by vite-plugin-pwa (injectManifest) with Workbox's modules:
// the app shell precached, the storefront's pages, the catalog's API answers and product pictures kept
// stale-while-revalidate (shown at once from the cache, refreshed behind), an offline page when nothing is kept.
// It waits after an update until the page's "update available" prompt says to take over (SKIP_WAITING).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  buildIdOf,
  cacheNames,
  isBuiltAsset,
  isCatalogApi,
  isPicture,
  isPublicProductAnswer,
  isStale,
  isStorefrontPage,
} from './sw-routes';
import { showPush } from './sw-push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

const precache = self.__WB_MANIFEST;
const build = buildIdOf(precache);
const names = cacheNames(build);
const OFFLINE_PAGE = '/offline.html';

// No directory index or clean URLs: "/" is the server-rendered home page, not the bare index.html.
precacheAndRoute(precache, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first worker takes the open pages at once, so the shop works offline without a reload. A later one waits
// (no skipWaiting here) until the visitor accepts the update prompt.
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const ok = new CacheableResponsePlugin({ statuses: [200] });

// Storefront pages: the same for every visitor of a language (the visitor's own state loads through the API).
// Matched by address, not by navigation only: the page's first visit happens before this worker runs, and the
// page then asks it to keep that page (Workbox's CACHE_URLS message, src/lib/pwa/start-pwa.ts). Vary (Cookie,
// Accept-Language) is ignored: the language switch empties the cache instead (below).
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isStorefrontPage(url.pathname),
  new StaleWhileRevalidate({
    cacheName: names.pages,
    matchOptions: { ignoreVary: true },
    plugins: [
      ok,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 86_400, purgeOnQuotaError: true }),
    ],
  }),
);

// The catalog's public reads. A product answer is kept only when the product is public (sw-routes.ts).
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isCatalogApi(url.pathname),
  new StaleWhileRevalidate({
    cacheName: names.catalog,
    matchOptions: { ignoreVary: true },
    plugins: [
      ok,
      {
        cacheWillUpdate: async ({ request, response }) => {
          const path = new URL(request.url).pathname;
          if (!response || !/^\/api\/product\//.test(path)) return response;
          const body: unknown = await response
            .clone()
            .json()
            .catch(() => null);
          return isPublicProductAnswer(path, body) ? response : null;
        },
      },
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 86_400, purgeOnQuotaError: true }),
    ],
  }),
);

// Product pictures: many and large, so fewer of them and the oldest go first.
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isPicture(url.pathname),
  new StaleWhileRevalidate({
    cacheName: names.pictures,
    plugins: [
      ok,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true }),
    ],
  }),
);

// Fingerprinted files left out of the precache (fonts, the dashboard's chunks): a name never changes its bytes.
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isBuiltAsset(url.pathname),
  new CacheFirst({
    cacheName: names.assets,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
);

// The language switch (/lang/bn?next=…) sets the cookie the pages are rendered by: the kept pages are in the
// other language, so they go before the switch's redirect comes back for one of them.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && url.pathname.startsWith('/lang/'),
  async ({ request }) => {
    await caches.delete(names.pages);
    return fetch(request);
  },
);

// Every other page (the dashboard, the account, the cart, checkout) always from the network: its answer
// may be personal. Without a network, the offline page.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener('activate', (event) => {
  // A new build's pages and answers start empty: an old page names chunks this build no longer has.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => isStale(k, build)).map((k) => caches.delete(k)))),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // The page's "update available" prompt: the visitor chose to load the new version.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Signing out: whatever this worker kept that is not the public catalog goes (nothing should be there; an
  // older worker's caches or a cache written by hand are cleared all the same). The answer says when it is done.
  if (type === 'CLEAR_PERSONAL') {
    const keep = new Set<string>([names.pages, names.catalog, names.pictures, names.assets]);
    event.waitUntil(
      caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys
              .filter((k) => !keep.has(k) && !k.startsWith('workbox-precache'))
              .map((k) => caches.delete(k)),
          ),
        )
        .then(() => event.ports[0]?.postMessage({ type: 'CLEARED' })),
    );
  }
});

// Web push (issue 32): the server's news shown as a notification (sw-push.ts); a click focuses an open tab of
// the shop on the push's page, or opens one.
self.addEventListener('push', (event) => {
  const { title, options } = showPush(event.data?.text() ?? null, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/notifications';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (open) => {
      const tab = open.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        await tab.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    }),
  );
});
