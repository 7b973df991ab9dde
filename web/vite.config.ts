import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaIcons } from './scripts/pwa-icons.mjs';

// In development the API runs on its own port; proxying keeps every request same-origin, as in production where
// the server serves the built app itself. `npm run dev` starts both with one environment, so the server's PORT
// is where the API listens.
const api = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

// The server refuses cookie-bearing writes whose Origin is not its own (CSRF check). Through the proxy the
// browser's Origin is the dev server's, so it is rewritten to the API's: the same-origin setup of production.
const toApi: ProxyOptions = {
  target: api,
  configure: (proxy) => {
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin')) request.setHeader('origin', api);
    });
  },
};

// The server's copy of the storefront (`vite build --ssr src/entry-server.tsx`, decision 23): one file, loaded
// once per language, with the packages of node_modules imported from there (React, the router, TanStack Query).
const ssrBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  manifest: false,
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false } },
};

// The service worker (decision 0032): sw/sw.ts built with Workbox's modules and given the list of files to
// precache. The manifest is the server's (names in the page's language, BRAND_NAME), so none is generated here;
// the page registers the worker itself, after its first paint (src/lib/pwa/), so nothing is injected either.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  manifest: false,
  injectRegister: false,
  injectManifest: {
    // The app's code and styles and the offline page. Not index.html (pages come from the server, rendered)
    // nor fonts and pictures, which are kept as they are used (sw.ts): a first visit on a slow line downloads
    // the code once more, not every font.
    globPatterns: ['assets/*.{js,css}', 'offline.html', 'theme-init.js', 'favicon.svg'],
  },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [pwa, pwaIcons(fileURLToPath(new URL('./public/favicon.svg', import.meta.url)))]),
  ],
  // The rendering bundle carries its packages (React's production build among them, whatever NODE_ENV the
  // server runs with): the server needs nothing of the web app's but that one file.
  ssr: { noExternal: true },
  // …and their production builds: a bundled package picks its build by process.env.NODE_ENV, fixed here.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // React Router's package exports only its development build (dev warnings on: slower matching and
      // hydration, measured 2026-11-29); its production build is the same code with them off.
      ...(command === 'build' && {
        'react-router': fileURLToPath(
          new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      }),
    },
  },
  server: {
    proxy: {
      '/api': toApi,
      '/uploads': toApi,
      '/healthz': toApi,
      '/readyz': toApi,
    },
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: which chunks the entry loads up front, read by scripts/check-bundle-budget.mjs.
        manifest: true,
        // Every browser the shop supports knows <link rel="modulepreload">; the polyfill would only add weight.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Fewer, larger chunks: each file is a request, and a phone on a slow link pays a round trip for each.
            codeSplitting: {
              groups: [
                // Everything the first page needs before it can run, in one file beside the entry.
                { name: 'app', tags: ['$initial'] },
                // What the catalog pages share (cards, badges, prices, pagination, the query hooks), in one chunk.
                // With them the cache keys and the cart's calls, which nearly every page uses: the entry held
                // them until it outgrew its budget, and as chunks of their own each was one more request and one
                // more name in the entry's preload table.
                {
                  name: 'shared',
                  minShareCount: 2,
                  test: /[\\/]web[\\/]src[\\/]components[\\/](product|ui)[\\/]|[\\/]web[\\/]src[\\/]lib[\\/](query-keys|cart[\\/](cart-api|local-cart))\.ts$|[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/](money|dates)\.ts$/,
                },
                // zod with the catalog's query (its URL's schema and what that needs): the catalog pages parse their
                // URL with it and need none of the other schemas, whose building took a fifth of /products' start-up
                // script on a phone (2026-11-29).
                {
                  name: 'catalog-query',
                  test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/](catalog-query|product-facets|category-slugs)\.ts$/,
                },
                // The contract's other schemas: only pages that parse with them (forms, replies) load them.
                // Not the schemas' Bengali messages (messages-bn.ts): every Bengali page loads them with its texts,
                // and with them in this group each one downloaded zod and every schema too (37 KB).
                {
                  name: 'schemas',
                  test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/](?!messages-bn\.ts$)/,
                },
              ],
            },
          },
          treeshake: {
            // The contract's modules only declare schemas and helpers. Saying so lets the bundler leave out the ones
            // a chunk does not use, so the first page does not download zod for the footer's category list.
            moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
            // A zod schema is built by calls (z.object(…).min(…)), which the bundler must otherwise keep even when
            // nothing reads the schema: each costs the phone time at start-up (zod's constructors were a fifth of
            // /products' start-up script, 2026-11-29). They have no effect but the value they return.
            manualPureFunctions: ['z'],
          },
        },
      },
}));
