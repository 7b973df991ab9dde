import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': toApi,
      '/uploads': toApi,
      '/healthz': toApi,
      '/readyz': toApi,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare schemas and helpers. Saying so lets the bundler leave out the ones
        // a chunk does not use, so the first page does not download zod for the footer's category list.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
